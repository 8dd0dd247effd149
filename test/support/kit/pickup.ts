import { call, type HttpAnswer, type Server } from './http';

export interface HandedOver {
  /** The requester's one-time code, as their order page shows it. */
  code: string;
  /** The counter's answer: the order's status and the event position (read-your-writes). */
  answer: HttpAnswer<Record<string, unknown>>;
}

/**
 * A pickup order waiting at its pickup point handed over as at the counter, the only way a pickup
 * order is Picked Up: the requester's code (GET pickup_code) then staff's hand-off with it. Fails
 * with the server's answer when either is refused.
 */
export async function handOverAtCounter(
  app: Server,
  order: { batchId: string; batchNumber: string },
  tokens: { requester: string; staff: string },
  pickupPointId = 'bns-hq',
): Promise<HandedOver> {
  const issued = await call<{ code?: string }>(app, 'GET', `/api/batch/orders/pickup_code/${order.batchId}`, {
    token: tokens.requester,
  });
  if (issued.status !== 200 || !issued.body.code)
    throw new Error(`pickup code refused: ${issued.status} ${JSON.stringify(issued.body)}`);
  const answer = await call(app, 'POST', '/api/admin/pickup/hand_over', {
    token: tokens.staff,
    body: { pickup_point_id: pickupPointId, batch_number: order.batchNumber, code: issued.body.code },
  });
  if (answer.status !== 200) throw new Error(`hand-over refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { code: issued.body.code, answer };
}
