import type { BatchCommandCall } from '../../../batch';
import { idempotencyKeyOf, parsePayBody } from './batch-checkout.input';
import type { PayBodyDto } from './pay-body.dto';
import type { BatchCheckoutService } from './batch-checkout.service';
import type { CheckoutAnswer } from './checkout-answer';

/**
 * One pay for every route that takes it (the checkout's own and the older API's, each naming the batch
 * its way), so both check the Idempotency-Key header, then the card fields, then the accepted quote, in that order, and answer alike.
 */
export async function payFromRoute(
  checkout: BatchCheckoutService,
  call: BatchCommandCall,
  batchId: string,
  body: PayBodyDto,
): Promise<CheckoutAnswer> {
  const idempotencyKey = idempotencyKeyOf(call.idempotencyKey);
  const payBody = parsePayBody(body);
  const answer = await checkout.pay(
    call.actor,
    batchId,
    idempotencyKey,
    { ...payBody, quoteRevision: call.acceptedQuoteRevision(body) },
    call.context.correlationId,
  );
  return withPosition(call, answer);
}

/** Read-your-writes: the client refetches the batch with this position. */
export function withPosition(call: BatchCommandCall, answer: CheckoutAnswer): CheckoutAnswer {
  if ('position' in answer) call.markPosition(answer.position);
  return answer;
}
