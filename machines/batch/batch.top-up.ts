/**
 * Paying a higher quote revision's increase (a top-up, docs/arrival.md): what is due, which payment
 * waits for the provider, and how the top-up events change the context. The checkout's authorisation
 * is the ceiling of its own capture, so an increase needs a payment of its own; accepting such a
 * revision is paying it (its authorisation appends QuoteRevisionAccepted).
 */
import type { BatchEvent, QuoteDifferenceTopUpPart } from './batch.events';
import type { BatchContext } from './batch.types';
import { EMPTY_ARRIVAL, type QuoteRevisionRecord, type TopUpRecord } from './arrival.types';

const revisionsOf = (ctx: BatchContext): readonly QuoteRevisionRecord[] => (ctx.arrival ?? EMPTY_ARRIVAL).revisions;

/** HKD minor units taken from the card in all: the checkout's capture and every top-up captured. */
export const capturedInAll = (ctx: BatchContext): number => ctx.payments.captured + (ctx.payments.topUpCaptured ?? 0);

/**
 * HKD minor units the card payments cover: the checkout's authorisation still held or captured,
 * plus the top-ups authorised, less everything given back (to the checkout's payment or a top-up's).
 */
export function coveredByCardHkd(ctx: BatchContext): number {
  const p = ctx.payments;
  return p.authorised - p.canceledAuthorisation + (p.topUpAuthorised ?? 0) - p.refunded - (p.topUpRefunded ?? 0);
}

/**
 * How `owed` HKD minor units come back from the captured top-ups: oldest first, each on its own
 * payment and never above what it captured less what was already given back from it.
 */
export function topUpRefundParts(ctx: BatchContext, owed: number): QuoteDifferenceTopUpPart[] {
  const parts: QuoteDifferenceTopUpPart[] = [];
  let left = owed;
  for (const r of revisionsOf(ctx)) {
    const t = r.topUp;
    if (left <= 0) break;
    if (t?.status !== 'captured' || !t.pspReference) continue;
    const amount = Math.min(left, t.amount - (t.refunded ?? 0));
    if (amount <= 0) continue;
    parts.push({ revisionId: r.id, pspReference: t.pspReference, amount });
    left -= amount;
  }
  return parts;
}

/** The revision whose top-up waits for the provider's answer, if any (one at a time). */
export const topUpInFlight = (ctx: BatchContext): QuoteRevisionRecord | null =>
  revisionsOf(ctx).find((r) => r.topUp?.status === 'started') ?? null;

/** The revision whose top-up is authorised and not yet captured, if any. */
export const topUpToCapture = (ctx: BatchContext): QuoteRevisionRecord | null =>
  revisionsOf(ctx).find((r) => r.topUp?.status === 'authorised') ?? null;

const withTopUp = (
  ctx: BatchContext,
  revisionId: string,
  change: (t: TopUpRecord | undefined) => TopUpRecord,
): BatchContext => {
  const arrival = ctx.arrival ?? EMPTY_ARRIVAL;
  return {
    ...ctx,
    arrival: {
      ...arrival,
      revisions: arrival.revisions.map((r) => (r.id === revisionId ? { ...r, topUp: change(r.topUp) } : r)),
    },
  };
};

const FAILED_NOTHING: TopUpRecord = {
  status: 'failed',
  amount: 0,
  paymentReference: '',
  pspReference: null,
  error: null,
};

/** The context once `parts` went back from the top-ups (QuoteDifferenceRefunded); unchanged without any. */
export function refundTopUps(ctx: BatchContext, parts: readonly QuoteDifferenceTopUpPart[]): BatchContext {
  return parts.reduce((next, part) => {
    const refunded = withTopUp(next, part.revisionId, (t) => ({
      ...(t ?? FAILED_NOTHING),
      refunded: (t?.refunded ?? 0) + part.amount,
    }));
    const p = next.payments;
    return { ...refunded, payments: { ...p, topUpRefunded: (p.topUpRefunded ?? 0) + part.amount } };
  }, ctx);
}

/** What a revision charges above what the card payments cover; 0 for a lower or equal one, and before checkout. */
export function topUpDueHkd(ctx: BatchContext, revision: Pick<QuoteRevisionRecord, 'chargeHkd'>): number {
  if (ctx.payments.authorised === 0) return 0;
  return Math.max(0, revision.chargeHkd - coveredByCardHkd(ctx));
}

/** The top-up events' change of the context (batch.context.ts delegates them here). */
export function applyTopUpEvent(ctx: BatchContext, event: BatchEvent): BatchContext {
  switch (event.type) {
    case 'TopUpPaymentStarted': {
      const { revisionId, amount, paymentReference, by } = event.data;
      return withTopUp(ctx, revisionId, () => ({
        status: 'started',
        amount,
        paymentReference,
        pspReference: null,
        error: null,
        ...(by ? { startedBy: by } : {}),
      }));
    }
    case 'TopUpPaymentAuthorised': {
      const { revisionId, amount, pspReference } = event.data;
      const next = withTopUp(ctx, revisionId, (t) => ({
        ...(t ?? FAILED_NOTHING),
        status: 'authorised',
        amount,
        pspReference,
        error: null,
      }));
      return { ...next, payments: { ...ctx.payments, topUpAuthorised: (ctx.payments.topUpAuthorised ?? 0) + amount } };
    }
    case 'TopUpPaymentFailed': {
      const { revisionId, code, message } = event.data;
      return withTopUp(ctx, revisionId, (t) => ({
        ...(t ?? FAILED_NOTHING),
        status: 'failed',
        error: { code, message },
      }));
    }
    case 'TopUpPaymentCaptured': {
      const { revisionId, amount } = event.data;
      const next = withTopUp(ctx, revisionId, (t) => ({ ...(t ?? FAILED_NOTHING), status: 'captured' }));
      return { ...next, payments: { ...ctx.payments, topUpCaptured: (ctx.payments.topUpCaptured ?? 0) + amount } };
    }
    default:
      return ctx;
  }
}
