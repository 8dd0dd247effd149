/** The liveness and readiness report (src/platform/health), public. */
/**
 * GET /health (200 when ready; 503 with the same shape when the database is unreachable).
 * @additionalProperties false
 */
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; latencyMs?: number; version?: string; error?: string };
  uptimeSeconds: number;
  /** The server is stopping (SIGTERM): not ready, answered 503. */
  draining?: true;
}

/** One indicator of a terminus check: `up`/`down` with its own facts. */
export interface HealthIndicatorState {
  status: 'up' | 'down' | 'degraded';
  [fact: string]: unknown;
}

/**
 * GET /health/live and /health/ready (@nestjs/terminus): 200 with status `ok`, 503 with `error`
 * (or `shutting_down`), each indicator in `info` (up), `error` (down) and `details` (all).
 */
export interface HealthCheckAnswer {
  status: 'ok' | 'error' | 'shutting_down' | 'degraded';
  info?: Record<string, HealthIndicatorState>;
  error?: Record<string, HealthIndicatorState>;
  details: Record<string, HealthIndicatorState>;
}
