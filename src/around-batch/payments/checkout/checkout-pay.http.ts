import type { Actor } from '../../../platform/auth/actor';
import type { BatchCommandCall } from '../../../batch';
import { idempotencyKeyOf, parsePayBody } from './batch-checkout.input';
import type { PayBodyDto } from './pay-body.dto';
import type { BatchCheckoutService, CheckoutAnswer } from './batch-checkout.service';

/** What a pay route read from its request: the batch it names, the Idempotency-Key header, the body. */
export interface PayRoute {
  readonly batchId: string;
  readonly key: unknown;
  readonly body: PayBodyDto;
}

/**
 * One pay for every route that takes it (the checkout's own and the older API's), so both check the
 * key, then the card fields, then the accepted quote, in that order, and answer alike.
 */
export async function payFromRoute(
  checkout: BatchCheckoutService,
  actor: Actor,
  route: PayRoute,
  call: BatchCommandCall,
): Promise<CheckoutAnswer> {
  const idempotencyKey = idempotencyKeyOf(route.key);
  const payBody = parsePayBody(route.body);
  const answer = await checkout.pay(
    actor,
    route.batchId,
    idempotencyKey,
    { ...payBody, quoteRevision: call.acceptedQuoteRevision(route.body) },
    call.context.correlationId,
  );
  return withPosition(call, answer);
}

/** Read-your-writes: the client refetches the batch with this position. */
export function withPosition(call: BatchCommandCall, answer: CheckoutAnswer): CheckoutAnswer {
  if ('position' in answer) call.markPosition(answer.position);
  return answer;
}
