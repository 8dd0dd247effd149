import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import type { Response } from 'express';
import { Roles } from '../../platform/auth/auth.decorators';
import { BatchHistoryService } from './batch-history.service';
import { dtoMatches } from '../../platform/web/dto-contract';
import type { HistoryQuery as HistoryQueryContract } from '@contracts/batch/history';

export class HistoryQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  at_revision?: number;
}

/** A batch's event history for staff and auditors: read-only, straight from the event store. */
@Controller('api/admin/batches/:id/history')
@Roles('staff', 'auditor')
export class BatchHistoryController {
  constructor(private readonly history: BatchHistoryService) {}

  @Get()
  async list(@Param('id') id: string, @Query() query: HistoryQuery) {
    if (query.at_revision !== undefined) return this.history.atRevision(id, query.at_revision);
    return this.history.history(id);
  }

  @Get('verify')
  verify(@Param('id') id: string) {
    return this.history.verifyChain(id);
  }

  @Get('export')
  async export(@Param('id') id: string, @Res({ passthrough: true }) res: Response) {
    const body = await this.history.export(id);
    res.setHeader('Content-Disposition', `attachment; filename="batch-${body.batch_id}-history.json"`);
    return body;
  }
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<HistoryQuery, HistoryQueryContract>(true);
