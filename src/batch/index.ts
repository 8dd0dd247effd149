// The batch's public entry: the only file of src/batch that code outside it imports
// (test/architecture/batch-entry.spec.ts). What is not exported here is free to change inside.

// Nest modules: the batch API, its read side, the writer for features, detail extras.
export { BatchesModule } from './batch.module';
export { BatchReadModule } from './read/batch-read.module';
export { BatchWriteModule } from './write/batch-write.module';
export { BatchDetailExtras, BatchDetailExtrasModule } from './read/batch-detail/batch-detail-extras';
export type { BatchDetailExtra, BatchDetailExtraInput } from './read/batch-detail/batch-detail-extras';

// The one write path and what its callers pass and get back.
export { BatchWriter } from './write/batch-writer';
export { UnfinishedBatches } from './write/unfinished-batches';
export type { CommandContext, CommandResult } from './write/command-context';
export { batchExists, type LoadedBatch } from './write/loaded-batch';
export { authorizeFirst } from './write/authorize-first';
export { checkMetadata } from './write/event-metadata';
export { requireQuote } from './write/quote-check';
export { BatchNumbers } from './write/batch-numbers';
export { NewRequestActions } from './write/new-request.actions';
export { OrderActions } from './write/order.actions';
export { ORDER_STATUS_UPDATES, type OrderStatusUpdate } from './write/order-commands';
export { RepricingActions } from './write/repricing.actions';
export { StateCommandAction } from './write/state-command.action';
export { WAREHOUSES } from './write/warehouses';

// Shared rules: options, errors, pricing, earnings, stored state.
export { BATCH_OPTIONS, type BatchOptions } from './core/batch-options.provider';
export { batchNotFound, toApiError } from './core/domain-error.mapper';
export { priceOrBadRequest, RequestFeeEstimator, type PricingOptions } from './core/pricing/request-fee-estimator';
export { batchFeeQuote, type PricedItem } from './core/pricing/batch-fee-quote';
export { buyerEarningOf, earningFees, keptItems } from './core/orders/buyer-earning';
export { eventTime } from './core/state/batch-state';
export {
  ARCHIVED_STATUSES,
  batchColumns,
  COMPLETED_RETENTION_MS,
  COMPLETED_STATUSES,
} from './core/state/batch-columns';
export { BATCH_DETAIL_PROJECTION, BATCH_DETAIL_TABLE } from './core/state/detail-read-model';

// Read side: queries, list SQL pieces, the group's fold and the read models.
export { BatchDetailQuery } from './read/batch-detail/batch-detail.query';
export { BATCH_LIST_TABLE } from './read/batch-list/batch-list.projection';
export { LIST_COUNT_LIMIT } from './read/batch-list/batch-list.sql';
export { accountBatchesStatements } from './read/batch-list/account-batches.sql';
export { listRowSummary, type SummaryColumns } from './read/batch-list/list-row-summary';
export { chatRoomName, PartiesQuery } from './read/parties.query';
export { ownershipFilter, SqlWhere } from './read/sql-where';
export { ARRIVAL_TAB_SQL } from './read/batch-list/arrival-tabs.sql';
export { ReadYourWrites } from './read/read-your-writes';
export { foldBatch } from './read/batch-state/fold-batch';
export { readModelProjections } from './read/batch-read-models';

// HTTP helpers shared by the features' controllers on batch paths.
export {
  answerCommand,
  BatchCommand,
  CommandPost,
  type BatchCommandCall,
  batchIdParam,
  commandContext,
  EVENT_POSITION_HEADER,
  respond,
} from './http/command-http';
export { acceptedQuoteRevision } from './http/quote-http';
export { OPTIONAL_SHOP_LINK } from './http/dto/shop-link';
export { ItemCategory, ShopLink, UPLOAD_ID } from './http/dto/item-fields';
export { ItemIds } from './http/dto/item-ids';
export { ShippingAddressDto } from './http/dto/create-request.dto';
export { AddressLine, OptionalAddressLine, PlaceName, ZipCode } from './http/dto/address-fields';
