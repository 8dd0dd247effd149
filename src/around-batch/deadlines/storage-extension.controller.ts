import { Body, Controller } from '@nestjs/common';
import { BatchCommand, type BatchCommandCall, BatchWriter, CommandPost } from '../../batch';
import { ExtendStorageDto } from './deadlines.dto';

/** Staff give more free storage at the pickup point; the machine checks days, reason and the stage. */
@Controller('api/admin')
export class StorageExtensionController {
  constructor(private readonly writer: BatchWriter) {}

  @CommandPost('batches/:id/storage_extensions', 'staff')
  async extend(@Body() body: ExtendStorageDto, @BatchCommand() call: BatchCommandCall) {
    return call.respond(
      await this.writer.command(call.batchId(), call.context, 'ExtendStorage', {
        days: body.days,
        reason: body.reason,
      }),
    );
  }
}
