import { Body, Controller, Param, Put, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { batchIdParam, commandContext, respond } from './batch-requests.controller';
import { AssignBuyerCommand } from '../write/assign-buyer.command';
import type { CommandResult } from '../write/command-context';

export class AssignBuyerDto {
  @IsString() @IsNotEmpty() @MaxLength(64) buyer_id: string;
  /** Required by the decider when the batch already had a buyer (audit trail). */
  @IsOptional() @IsString() @MaxLength(2000) explanation?: string;
}

/** Staff operations on one batch. Manual assignment covers requests the interim reaction could not assign. */
@Controller('api/admin/batches')
@Roles('staff')
export class BatchAdminController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/assign')
  async assign(@Param('id') id: string, @Body() body: AssignBuyerDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const data = { buyerId: body.buyer_id, explanation: body.explanation };
    const result = await this.commands.execute<AssignBuyerCommand, CommandResult>(new AssignBuyerCommand(batchIdParam(id), data, commandContext(actor, req)));
    return respond(res, result);
  }
}
