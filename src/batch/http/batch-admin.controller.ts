import { Body, Controller, Param, Put, Req, Res } from '@nestjs/common';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { BatchWriter } from '../write/batch-writer';
import { batchIdParam, commandContext, respond } from './command-http';

export class AssignBuyerDto {
  @IsString() @IsNotEmpty() @MaxLength(64) buyer_id: string;
  /** Required by the decider when the batch already had a buyer (audit trail). */
  @IsOptional() @IsString() @MaxLength(2000) explanation?: string;
}

/** Staff operations on one batch. Manual assignment covers requests automatic assignment could not place. */
@Controller('api/admin/batches')
@Roles('staff')
export class BatchAdminController {
  constructor(private readonly writer: BatchWriter) {}

  @Put(':id/assign')
  async assign(
    @Param('id') id: string,
    @Body() body: AssignBuyerDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const data = { buyerId: body.buyer_id, explanation: body.explanation };
    return respond(res, await this.writer.command(batchIdParam(id), commandContext(actor, req), 'AssignBuyer', data));
  }
}
