/**
 * The body of every error response (DESIGN §6): clients translate `code`, never `message`.
 * `params` carries the values a translated message needs (field names, limits, statuses).
 */
export interface ApiErrorBody {
  code: string;
  message: string;
  params: Record<string, unknown>;
  /** The request's trace id (OpenTelemetry, 32 hex), when the server traces: quote it to support. */
  traceId?: string;
}
