// The event store's public surface, for code outside src/platform/event-store.
export * from './event-store.port';
export * from './event-store.errors';
export { UpcasterRegistry } from './upcaster-registry';
export { createEventStore, type CreateEventStoreOptions } from './create-event-store';
export { EventStoreModule } from './event-store.module';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';
export { readNextBatch, type NextBatch } from './postgres/read-next-batch';
export {
  encodePgPosition,
  decodePgPosition,
  comparePgPositions,
  PG_ORIGIN,
  type PgPosition,
} from './postgres/pg-position';
export { verifyStreamChain, type SqlRunner } from './postgres/hash-chain';
export { GENESIS_HASH, eventHash } from './integrity/event-hash';
export {
  verifyChainLinks,
  type ChainVerification,
  type ChainEventCheck,
  type ChainBreakReason,
} from './integrity/chain-verification';
