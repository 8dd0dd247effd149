/** Timers for staff (src/around-batch/timers). */

/**
 * An alert a timer raised (one per timer episode).
 * @additionalProperties false
 */
export interface TimerAlert {
  id: string;
  kind: string;
  batch_id: string;
  batch_number: string;
  message: string;
  created_at: string;
}

/**
 * GET /api/admin/timers/alerts (newest first).
 * @additionalProperties false
 */
export interface TimerAlertList {
  results: TimerAlert[];
}
