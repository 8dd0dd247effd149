/** Error reports of the web apps with their session replays (src/operations/client-reports). */

export type ClientApp = 'customer' | 'admin';
/** `error`: the page threw or a promise was rejected; `session`: a sampled session's replay (10 %). */
export type ClientReportKind = 'error' | 'session';

/**
 * POST /api/client-reports: sent by console/shared/client-reports. `replay` is the rrweb events of
 * the last 30 s (inputs masked in the browser). Signed-in or not; the server adds the account.
 * @additionalProperties false
 */
export interface ClientReportInput {
  app: ClientApp;
  kind: ClientReportKind;
  /** @maxLength 2000 */
  message: string;
  /** @maxLength 20000 */
  stack?: string;
  /** @maxLength 500 */
  route: string;
  /** @maxLength 100 */
  release: string;
  /** @maxLength 500 */
  userAgent: string;
  /** The trace id of the last API answer the page saw (X-Trace-Id), if any. @maxLength 64 */
  traceId?: string;
  /** @maxLength 100 */
  sessionId: string;
  replay: unknown[];
}

/** @additionalProperties false */
export interface ClientReportAccepted {
  id: string;
}

/** One report in the operator console's list. */
export interface ClientReportSummary {
  id: string;
  app: ClientApp;
  kind: ClientReportKind;
  message: string;
  route: string;
  release: string;
  traceId: string | null;
  /** The trace in the operators' trace viewer (TRACE_URL_TEMPLATE), or null. */
  traceUrl: string | null;
  accountId: string | null;
  replayEvents: number;
  sizeBytes: number;
  created_at: string;
}

/** Errors grouped by route and release, and by hour, over the kept reports. */
export interface ClientReportGroup {
  route: string;
  release: string;
  count: number;
}

export interface ClientReportHour {
  /** ISO start of the hour. */
  hour: string;
  count: number;
}

/** GET /api/admin/client-reports (staff, auditor). */
export interface ClientReportList {
  results: ClientReportSummary[];
  byRouteAndRelease: ClientReportGroup[];
  overTime: ClientReportHour[];
  total: number;
}

/** GET /api/admin/client-reports/:id: the report with its stack, user agent and replay. */
export interface ClientReportDetail extends ClientReportSummary {
  stack: string | null;
  userAgent: string;
  sessionId: string;
  replay: unknown[];
}
