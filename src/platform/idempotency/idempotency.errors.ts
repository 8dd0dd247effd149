import { ApiError } from '../web/api-error';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const idempotencyKeyInvalid = () =>
  new ApiError(400, 'IDEMPOTENCY_KEY_INVALID', 'An Idempotency-Key is 8-128 letters, digits, - or _.', {
    field: IDEMPOTENCY_KEY_HEADER,
  });

export const idempotencyKeyReused = () =>
  new ApiError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    { field: IDEMPOTENCY_KEY_HEADER },
  );

export const idempotentRequestInProgress = () =>
  new ApiError(
    409,
    'IDEMPOTENCY_REQUEST_IN_PROGRESS',
    'The first request with this key is still running. Retry shortly.',
    {
      field: IDEMPOTENCY_KEY_HEADER,
    },
  );
