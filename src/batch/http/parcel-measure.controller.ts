import { Body, Controller } from '@nestjs/common';
import { BatchWriter } from '../write/batch-writer';
import { answerCommand, BatchCommand, CommandPost, type BatchCommandCall } from './command-http';
import { MeasureParcelDto } from './dto/measure-parcel.dto';

/**
 * Spec §9 at the warehouse stages: staff record the measured sides (and weight) of items in
 * shipping. The batch detail's `parcel` then rules on them (limits reading, the spec's warning).
 */
@Controller('api/batch/orders')
export class ParcelMeasureController {
  constructor(private readonly writer: BatchWriter) {}

  @CommandPost('measure_parcel/:id', 'staff')
  async measure(@Body() body: MeasureParcelDto, @BatchCommand() call: BatchCommandCall) {
    const items = body.items.map((i) => ({
      id: i.id,
      dimensions: {
        lengthCm: i.dimensions.length_cm,
        widthCm: i.dimensions.width_cm,
        heightCm: i.dimensions.height_cm,
      },
      ...(i.weight === undefined ? {} : { weight: i.weight }),
    }));
    return answerCommand(this.writer, call, 'MeasureParcel', { items });
  }
}
