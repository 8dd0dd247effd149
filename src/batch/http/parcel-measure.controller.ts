import { Body, Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { BatchWriter } from '../write/batch-writer';
import { batchIdParam, commandContext, respond } from './command-http';
import { MeasureParcelDto } from './dto/measure-parcel.dto';

/**
 * Spec §9 at the warehouse stages: staff record the measured sides (and weight) of items in
 * shipping. The batch detail's `parcel` then rules on them (limits reading, the spec's warning).
 */
@Controller('api/batch/orders')
export class ParcelMeasureController {
  constructor(private readonly writer: BatchWriter) {}

  @Post('measure_parcel/:id')
  @HttpCode(200)
  @Roles('staff')
  async measure(
    @Param('id') id: string,
    @Body() body: MeasureParcelDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const items = body.items.map((i) => ({
      id: i.id,
      dimensions: {
        lengthCm: i.dimensions.length_cm,
        widthCm: i.dimensions.width_cm,
        heightCm: i.dimensions.height_cm,
      },
      ...(i.weight === undefined ? {} : { weight: i.weight }),
    }));
    return respond(
      res,
      await this.writer.command(batchIdParam(id), commandContext(actor, req), 'MeasureParcel', { items }),
    );
  }
}
