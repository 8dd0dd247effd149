import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { PickupParcelView } from '@contracts/pickup';
import { Roles } from '../../platform/auth/auth.decorators';
import { BatchCommand, type BatchCommandCall, BatchWriter } from '../../batch';
import { PickupCheckDto } from './pickup.dto';
import { PickupHandOff } from './pickup-handoff.service';

/**
 * The pickup point's counter (console pickup screen): staff check the code the requester shows, see
 * who may collect and what, then confirm the hand-off. The confirmation checks the code again, so a
 * parcel is never handed over on a check made for another order or before a regeneration.
 */
@Controller('api/admin/pickup')
export class PickupStaffController {
  constructor(
    private readonly handOff: PickupHandOff,
    private readonly writer: BatchWriter,
  ) {}

  @Post('verify')
  @HttpCode(200)
  @Roles('staff')
  async verify(@Body() body: PickupCheckDto): Promise<PickupParcelView> {
    return this.handOff.parcel(await this.handOff.check(body));
  }

  @Post('hand_over')
  @HttpCode(200)
  @Roles('staff')
  async handOver(@Body() body: PickupCheckDto, @BatchCommand() call: BatchCommandCall) {
    const { row } = await this.handOff.check(body);
    const result = await this.writer.command(row.batch_id, call.context, 'HandOverParcel', {
      pickupPointId: body.pickup_point_id,
    });
    await this.handOff.handedOver(row);
    return call.respond(result);
  }
}
