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
