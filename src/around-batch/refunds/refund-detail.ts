import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Actor } from '../../platform/auth/actor';
import { BatchDetailQuery } from '../../batch';
import { ProjectionWaiter } from '../../platform/projections/read-your-writes/projection-waiter';
import { RefundsService } from './refunds.service';

/**
 * The batch detail (the same view as GET /api/batch/{type}/{id}) after a refund, once the detail
 * read model has caught up with the refund's position, plus its refund requests. The query is the
 * batches module's own instance, looked up rather than re-provided here, so its dependencies stay
 * that module's business.
 */
@Injectable()
export class RefundDetail {
  constructor(
    private readonly modules: ModuleRef,
    private readonly waiter: ProjectionWaiter,
    private readonly refunds: RefundsService,
  ) {}

  async of(batchId: string, actor: Actor, position: string): Promise<Record<string, unknown>> {
    const freshness = await this.waiter.waitFor('batch-detail', [position]);
    const detail = await this.modules.get(BatchDetailQuery, { strict: false }).get(batchId, actor);
    const { results } = await this.refunds.list(actor, batchId);
    return { ...detail, refund_requests: results, ...(freshness.stale ? { stale: true } : {}) };
  }
}
