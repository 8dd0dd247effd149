import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { batchIdOrNumberParam } from './command-http';
import { BatchListQueryDto, DetailQueryDto } from './dto/batch-list-query.dto';
import { AuditTimelineQuery } from '../read/audit-timeline/audit-timeline.query';
import { BatchDetailQuery } from '../read/batch-detail/batch-detail.query';
import type { BatchListKind } from '../read/batch-list/batch-list.query';
import { GetBatchDetail, ListBatches } from '../read/batch-query-bus';
import { ReadYourWrites } from '../read/read-your-writes';

/**
 * Lists and detail of spec §7, answered from the read models after waiting for the caller's own
 * writes; the detail and the lists go through the QueryBus (read/batch-query-bus.ts).
 */
@Controller()
export class BatchQueriesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly details: BatchDetailQuery,
    private readonly audit: AuditTimelineQuery,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get('api/batch/requests')
  requests(@Query() query: BatchListQueryDto, @CurrentActor() actor: Actor, @Req() req: Request) {
    return this.list('requests', query, actor, req);
  }

  @Get('api/batch/orders')
  orders(@Query() query: BatchListQueryDto, @CurrentActor() actor: Actor, @Req() req: Request) {
    return this.list('orders', query, actor, req);
  }

  @Get('api/batch/archived')
  archived(@Query() query: BatchListQueryDto, @CurrentActor() actor: Actor, @Req() req: Request) {
    return this.list('archived', query, actor, req);
  }

  // Declared before the detail routes: "recent" must not be read as a batch id.
  @Get('api/batch/orders/recent')
  recent(@Query() query: BatchListQueryDto, @CurrentActor() actor: Actor, @Req() req: Request) {
    return this.list('recent', query, actor, req);
  }

  /** Jump to a batch by its number (spec §7): only the caller's own (or assigned) batches are found. */
  @Get('api/batch/search/:batchNumber')
  async search(
    @Param('batchNumber') batchNumber: string,
    @Query() query: DetailQueryDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
  ) {
    await this.readYourWrites.await('batch-detail', actor, req, query.after_position);
    const row = await this.details.visibleRow(batchNumber.trim().toUpperCase(), actor);
    return { data: { id: row.batch_id, batch_number: row.batch_number, type: row.type } };
  }

  @Get('api/admin/batches/:id/audit')
  @Roles('staff', 'auditor')
  async timeline(
    @Param('id') id: string,
    @Query() query: DetailQueryDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
  ) {
    // The timeline is read from the event log itself; only a batch number is looked up in the detail read model.
    const { stale } = await this.readYourWrites.await('batch-detail', actor, req, query.after_position);
    return { ...(await this.audit.timeline(id)), stale };
  }

  /**
   * The order's quote revisions: every change of what the requester pays with its figures,
   * who made it and why; for the requester, the buyer, staff and auditors (whoever may see the batch).
   */
  @Get('api/batch/quotes/:batchId')
  async quotes(
    @Param('batchId') batchId: string,
    @Query() query: DetailQueryDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
  ) {
    const id = batchIdOrNumberParam(batchId);
    const { stale } = await this.readYourWrites.await('batch-detail', actor, req, query.after_position);
    const row = await this.details.visibleRow(id, actor);
    return { ...(await this.audit.quoteRevisions(row.batch_id)), stale };
  }

  // Two literal routes rather than /:batchType/:batchId, so other /api/batch/<name>/<x> routes
  // (notifications, refunds, checkout) are never swallowed by the detail.
  @Get('api/batch/requests/:batchId')
  requestDetail(
    @Param('batchId') batchId: string,
    @Query() query: DetailQueryDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
  ) {
    return this.detail(batchId, query, actor, req);
  }

  @Get('api/batch/orders/:batchId')
  orderDetail(
    @Param('batchId') batchId: string,
    @Query() query: DetailQueryDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
  ) {
    return this.detail(batchId, query, actor, req);
  }

  /** A batch moves from requests to orders when paid; either path finds it so old links keep working. */
  private async detail(batchId: string, query: DetailQueryDto, actor: Actor, req: Request) {
    const id = batchIdOrNumberParam(batchId);
    const { stale } = await this.readYourWrites.await('batch-detail', actor, req, query.after_position);
    return { ...(await this.queries.execute(new GetBatchDetail(id, actor))), stale };
  }

  private async list(kind: BatchListKind, query: BatchListQueryDto, actor: Actor, req: Request) {
    const { stale } = await this.readYourWrites.await('batch-list', actor, req, query.after_position);
    return { ...(await this.queries.execute(new ListBatches(kind, actor, query))), stale };
  }
}
