import { requestedBatchItem } from '@machines/testing/batch-fixtures';

/**
 * One requested item as a batch's events and its detail carry it (machines/testing's, the one the
 * integration kit's histories use); specs override the fields their rule reads, as the wire has them.
 */
export const requestedItem = <T extends object>(overrides: T) => ({ ...requestedBatchItem(), ...overrides });
