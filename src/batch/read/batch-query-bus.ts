import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { BatchListPage } from '@contracts/batch/batch-list';
import type { Actor } from '../../platform/auth/actor';
import { BatchDetailQuery } from './batch-detail/batch-detail.query';
import { BatchListQuery, type BatchListKind } from './batch-list/batch-list.query';
import type { BatchListFilters } from './batch-list/list-filters';

/** A batch's detail as `actor` may see it (404 when they may not), by id or batch number. */
export class GetBatchDetail extends Query<BatchDetail> {
  constructor(
    readonly idOrNumber: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

/** One page of a batch list (requests, orders, archived, recent) as `actor` sees it. */
export class ListBatches extends Query<BatchListPage> {
  constructor(
    readonly kind: BatchListKind,
    readonly actor: Actor,
    readonly filters: BatchListFilters,
  ) {
    super();
  }
}

/** The QueryBus's handler of GetBatchDetail: the detail read model's query. */
@QueryHandler(GetBatchDetail)
export class GetBatchDetailHandler implements IQueryHandler<GetBatchDetail, BatchDetail> {
  constructor(private readonly details: BatchDetailQuery) {}

  execute({ idOrNumber, actor }: GetBatchDetail): Promise<BatchDetail> {
    return this.details.get(idOrNumber, actor);
  }
}

/** The QueryBus's handler of ListBatches: the list read model's query. */
@QueryHandler(ListBatches)
export class ListBatchesHandler implements IQueryHandler<ListBatches, BatchListPage> {
  constructor(private readonly lists: BatchListQuery) {}

  execute({ kind, actor, filters }: ListBatches): Promise<BatchListPage> {
    return this.lists.list(kind, actor, filters);
  }
}

export const BATCH_QUERY_HANDLERS = [GetBatchDetailHandler, ListBatchesHandler];
