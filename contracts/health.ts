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
