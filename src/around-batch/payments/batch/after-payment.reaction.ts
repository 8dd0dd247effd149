import { batchIdOfStream, isBatchEvent } from '@machines/batch';
import { eventTime } from '../../../batch';
import {
  reactionCorrelationId,
  type Reaction,
  type ReactionJob,
} from '../../../platform/projections/reactions/reaction';
import type { LoggedEvent } from '../../../platform/projections/runner/projection';

export const CAPTURE_JOB = 'payments.capture';
export const RELEASE_JOB = 'payments.release';
export const REFUND_JOB = 'payments.refund';
export const CAPTURE_TOP_UP_JOB = 'payments.capture-top-up';

export interface AfterPaymentJobPayload {
  batchId: string;
  eventId: string;
  correlationId: string;
  /** REFUND_JOB: HKD minor units of the ItemsRefunded or QuoteDifferenceRefunded event. */
  amount?: number;
  /** REFUND_JOB: the provider idempotency key when the event names its own (the revision's difference). */
  idempotencyKey?: string;
  /** REFUND_JOB: the parts of a revision's difference refunded on top-ups' own payments, each once (its key). */
  topUps?: TopUpRefundPart[];
}

/** A part of a lower revision's difference to refund on a top-up's own provider payment. */
export interface TopUpRefundPart {
  pspReference: string;
  amount: number;
  idempotencyKey: string;
}

/**
 * Reaction `payments-after-purchase` (checkpoint `projection:payments-after-purchase`): provider work
 * that follows batch events. It only selects durable jobs, inserted in the log reader's transaction
 * and keyed by the event id (the keys these jobs always had), so a redelivered event schedules nothing
 * new and a provider outage is retried by the job queue without holding any read model back.
 * - PurchaseCompleted → capture the purchased items' total (BatchCaptureService).
 * - PaymentCanceled with `all`, or PurchaseCanceled that released the authorisation → cancel it.
 * - ItemsRefunded not coming from a refund request → refund its amount (a refund request's
 *   completion refunds at the provider before it is recorded; src/around-batch/refunds).
 * - QuoteDifferenceRefunded (a lower revision accepted after capture) → refund the checkout's part
 *   under the key `refund:revision:{revisionId}` and each top-up's part on that top-up's payment under
 *   `refund:revision:{revisionId}:top-up:{topUpRevisionId}`, so each is refunded once whatever runs it.
 * - TopUpPaymentAuthorised (a higher revision's increase paid) → capture it at once (TopUpCaptureService;
 *   the pay endpoint tries first, this job makes sure).
 */
export const afterPaymentReaction: Reaction = {
  name: 'payments-after-purchase',
  kinds: [CAPTURE_JOB, RELEASE_JOB, REFUND_JOB, CAPTURE_TOP_UP_JOB],
  select(event: LoggedEvent): ReactionJob | null {
    if (!isBatchEvent(event)) return null;
    const job = jobFor(event);
    if (!job) return null;
    const payload: AfterPaymentJobPayload = {
      batchId: batchIdOfStream(event.streamId),
      eventId: event.eventId,
      correlationId: reactionCorrelationId(event),
      ...job.extra,
    };
    return { kind: job.kind, key: `${job.kind}:${event.eventId}`, runAt: eventTime(event), payload: { ...payload } };
  },
};
function jobFor(
  event: LoggedEvent,
): { kind: string; extra?: Pick<AfterPaymentJobPayload, 'amount' | 'idempotencyKey' | 'topUps'> } | null {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'PurchaseCompleted':
      return { kind: CAPTURE_JOB };
    case 'TopUpPaymentAuthorised':
      return { kind: CAPTURE_TOP_UP_JOB };
    case 'PaymentCanceled':
      return data.all === true ? { kind: RELEASE_JOB } : null;
    case 'PurchaseCanceled':
      return typeof data.released === 'number' && data.released > 0 ? { kind: RELEASE_JOB } : null;
    case 'ItemsRefunded':
      return typeof data.requestId === 'string' ? null : { kind: REFUND_JOB, extra: { amount: Number(data.amount) } };
    case 'QuoteDifferenceRefunded': {
      const key = `refund:revision:${String(data.revisionId)}`;
      const parts = Array.isArray(data.topUps) ? (data.topUps as Record<string, unknown>[]) : [];
      const topUps = parts.map((t) => ({
        pspReference: String(t.pspReference),
        amount: Number(t.amount),
        idempotencyKey: `${key}:top-up:${String(t.revisionId)}`,
      }));
      return {
        kind: REFUND_JOB,
        extra: { amount: Number(data.amount), idempotencyKey: key, ...(parts.length ? { topUps } : {}) },
      };
    }
    default:
      return null;
  }
}
