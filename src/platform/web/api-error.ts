import type { PipeTransform } from '@nestjs/common';
/** The body of every error response (DESIGN.md §6): clients translate `code`, never `message`. */
export type { ApiErrorBody } from '@contracts/errors';

/** Thrown by handlers for errors with a stable code; mapped to its HTTP status by the filter. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A fixed error of a feature's catalogue: HTTP status, stable code, English fallback message, and the field it names. */
export type ErrorDeclaration = readonly [status: number, code: string, message: string, field?: string];

/**
 * Turns a feature's catalogue of fixed errors into the factories its handlers throw, so that each
 * `*.errors.ts` lists data instead of repeating `new ApiError(...)`; a fresh error (and params object)
 * is made on every call, as a thrown error must not be shared.
 */
export function declareErrors<Name extends string>(
  catalogue: Record<Name, ErrorDeclaration>,
): Record<Name, () => ApiError> {
  const entries = Object.entries<ErrorDeclaration>(catalogue).map(([name, [status, code, message, field]]) => [
    name,
    () => new ApiError(status, code, message, field === undefined ? {} : { field }),
  ]);
  return Object.fromEntries(entries) as Record<Name, () => ApiError>;
}

/** The value a lookup found, or the feature's not-found error when it found nothing. */
export function orNotFound<T>(value: T | null | undefined, notFound: () => ApiError): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that must be a UUID: anything else is the feature's not-found, before any lookup. */
export const uuidParam = (notFound: () => ApiError): PipeTransform<string, string> => ({
  transform: (id) => orNotFound(UUID.test(id) ? id : null, notFound),
});

/** An id of ours (UUID-shaped) given as input: anything else is malformed input (400 naming `field`), never a lookup. */
export function wellFormedId(value: string, field: string): string {
  if (!UUID.test(value))
    throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong format', {
      field,
      constraint: 'isUuid',
      message: 'Wrong format',
    });
  return value.toLowerCase();
}
