import { ApiError } from '../../platform/web/api-error';
import { notAuthorized } from '../../platform/auth/auth.errors';
import type { BatchErrorCode, DomainError } from '@machines/batch';

/** A foreign batch answers exactly like a missing one: existence must not leak (DESIGN §6). */
const HIDDEN: readonly BatchErrorCode[] = ['BATCH_NOT_FOUND', 'BATCH_NOT_OWNER', 'BATCH_NOT_ASSIGNED_BUYER'];
// The batch's (or an item's) current state refuses it: a conflict with the state, not bad input.
const CONFLICTS: readonly BatchErrorCode[] = [
  'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS',
  'BATCH_ALREADY_EXISTS',
  'BATCH_NOT_REASSIGNABLE',
  // Receipt before the goods were delivered or picked up: the order's shipping stage refuses it.
  'BATCH_GOODS_NOT_DELIVERED',
  'BATCH_STATUS_NOT_FORWARD',
  'BATCH_ITEM_NOT_IN_EXPECTED_STATE',
  'BATCH_ITEM_NOT_ARRIVED',
  'BATCH_ARRIVAL_NOT_SETTLED',
  'BATCH_DISPUTE_CLOSED',
  'BATCH_DISPUTE_WINDOW_CLOSED',
  'BATCH_QUOTE_REVISION_PENDING',
  // A higher revision is accepted by paying its increase; one payment of it at a time.
  'BATCH_QUOTE_REVISION_PAYMENT_REQUIRED',
  'BATCH_TOP_UP_IN_PROGRESS',
  'BATCH_WRONG_PICKUP_POINT',
  // A pickup order moved to Picked Up by hand: only the counter's hand-off with the code does that.
  'BATCH_PICKUP_NEEDS_CODE',
];
const NOT_FOUND: readonly BatchErrorCode[] = [
  'BATCH_DISPUTE_NOT_FOUND',
  'BATCH_QUOTE_REVISION_NOT_FOUND',
  'BATCH_TOP_UP_NOT_FOUND',
];

export const batchNotFound = (): ApiError => new ApiError(404, 'BATCH_NOT_FOUND', "Can't find order", {});

/** Domain field paths are camelCase; the API's are the spec's snake_case. */
export function toApiField(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function toApiError(error: DomainError): ApiError {
  if (HIDDEN.includes(error.code)) return batchNotFound();
  if (error.code === 'BATCH_NOT_AUTHORIZED') return notAuthorized();
  if (error.code === 'BATCH_PROOF_NOT_FOUND')
    return new ApiError(404, 'PROOF_NOT_FOUND', error.message, { ...error.params, field: 'proof_id' });
  if (error.code === 'BATCH_VALIDATION') {
    const field = typeof error.params.field === 'string' ? toApiField(error.params.field) : 'body';
    return new ApiError(400, 'VALIDATION_FAILED', error.message, { ...error.params, field });
  }
  if (error.code === 'BATCH_INTERNAL_NOTE_STAFF_ONLY')
    return new ApiError(403, error.code, error.message, { ...error.params, field: 'internal' });
  const status = CONFLICTS.includes(error.code) ? 409 : NOT_FOUND.includes(error.code) ? 404 : 422;
  const field = error.params.field;
  // A refusal that names a field names it as the API spells it (items[0].declared_value_twd).
  return new ApiError(status, error.code, error.message, {
    ...error.params,
    ...(typeof field === 'string' ? { field: toApiField(field) } : {}),
  });
}

export const concurrentModification = (batchId: string): ApiError =>
  new ApiError(
    409,
    'BATCH_CONCURRENT_MODIFICATION',
    'This batch was changed by someone else at the same time. Please try again.',
    { batchId },
  );
