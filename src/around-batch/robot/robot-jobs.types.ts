export const AUTO_SEND_JOB = 'robot.auto-send';
export const ROBOT_PURCHASE_JOB = 'robot.purchase';
export const autoSendKey = (triggerEventId: string): string => `${AUTO_SEND_JOB}:${triggerEventId}`;
export const robotPurchaseKey = (sentEventId: string): string => `${ROBOT_PURCHASE_JOB}:${sentEventId}`;

export interface AutoSendPayload extends Record<string, unknown> {
  batchId: string;
  /** The payment (or auto-workflow toggle) event that may send the batch to the robot. */
  triggerEventId: string;
  correlationId: string;
}

export interface RobotPurchasePayload extends Record<string, unknown> {
  batchId: string;
  /** The SentToRobot event this run answers; also the robot's idempotency key. */
  sentEventId: string;
  correlationId: string;
}

/** Who the robot's and the auto-workflow's events name as actor. */
export const AUTO_WORKFLOW_ACTOR = { id: 'system:auto-workflow', role: 'system' as const };
export const ROBOT_ACTOR = { id: 'system:purchase-robot', role: 'system' as const };
