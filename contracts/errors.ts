/**
 * The body of every error response (DESIGN §6): clients translate `code`, never `message`.
 * `params` carries the values a translated message needs (field names, limits, statuses).
 */
export interface ApiErrorBody {
  code: string;
  message: string;
  params: Record<string, unknown>;
}
