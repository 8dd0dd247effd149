/** The purchase robot for staff (src/around-batch/robot). */

/**
 * One failed robot run (spec §3 "robot failure record").
 * @additionalProperties false
 */
export interface RobotFailure {
  id: string;
  batch_id: string;
  /** The batch number, under the legacy name. */
  order_id: string;
  batch_number: string;
  code: string;
  message: string;
  created_at: string;
}

/**
 * GET /api/admin/robot/failures (newest first).
 * @additionalProperties false
 */
export interface RobotFailureList {
  results: RobotFailure[];
}

/** GET /api/admin/robot/failures query. */
export interface RobotFailuresQuery {
  batch_id?: string;
  /** 1-500, default 100. */
  limit?: number;
}

/** POST /api/admin/batches/{id}/mark_manual (staff): buy by hand instead of the robot. */
export interface MarkManualBody {
  remark?: string;
}
