/**
 * Arrival rules (docs/arrival.md): how the arrival events change the context, and the questions the
 * guards, grants and read side ask of it (is the arrival settled, what was accepted, what awaits review).
 */
import type { BatchEvent, QuoteDifferenceTopUpPart } from './batch.events';
import { mapItems } from './batch.items';
import { capturedInAll, refundTopUps, topUpRefundParts } from './batch.top-up';
import type { BatchContext } from './batch.types';
import {
  EMPTY_ARRIVAL,
  type ArrivalState,
  type Dispute,
  type ItemReview,
  type QuoteRevisionRecord,
} from './arrival.types';

export const arrivalOf = (ctx: Pick<BatchContext, 'arrival'>): ArrivalState => ctx.arrival ?? EMPTY_ARRIVAL;

/** Items that left the order (refunded, abandoned...) no longer wait for a review. */
const GONE = new Set(['refunded', 'abandoned', 'payment_canceled', 'purchase_canceled', 'declined']);

/** Reviews that still hold the order at the overseas warehouse. */
export function openReviews(ctx: BatchContext): ItemReview[] {
  const gone = new Set(ctx.items.filter((i) => GONE.has(i.state)).map((i) => i.id));
  return arrivalOf(ctx).reviews.filter(
    (r) => !gone.has(r.itemId) && (r.status === 'awaiting_review' || r.status === 'disputed'),
  );
}

export const openDisputes = (ctx: BatchContext): Dispute[] =>
  arrivalOf(ctx).disputes.filter((d) => d.status === 'open');

export const pendingRevision = (ctx: BatchContext): QuoteRevisionRecord | null =>
  arrivalOf(ctx).revisions.find((r) => r.status === 'pending') ?? null;

/** Nothing awaits review, no dispute is open, no revision waits: the order may leave the warehouse. */
export function arrivalSettled(ctx: BatchContext): boolean {
  return openReviews(ctx).length === 0 && openDisputes(ctx).length === 0 && pendingRevision(ctx) === null;
}

/**
 * The arrival record as requester and buyer may read it: staff's internal notes left out of every
 * dispute thread. No permission reads a message, so a machine restored from it offers the same.
 */
export function withoutInternalNotes(arrival: ArrivalState): ArrivalState {
  return {
    ...arrival,
    disputes: arrival.disputes.map((d) => ({ ...d, messages: d.messages.filter((m) => !m.internal) })),
  };
}

/**
 * HKD minor units the requester accepted to pay in all: the last accepted revision's charge, else
 * what they authorised at checkout. Capture never exceeds it.
 */
export function acceptedChargeHkd(ctx: BatchContext): number {
  const accepted = arrivalOf(ctx).revisions.filter((r) => r.status === 'accepted');
  return accepted.length ? accepted[accepted.length - 1].chargeHkd : ctx.payments.authorised;
}

/** Items awaiting the requester's review whose period ended by `now` (ISO-8601): the timer approves them. */
export function itemsDueForAutoApproval(ctx: BatchContext, now: string): string[] {
  return openReviews(ctx)
    .filter((r) => r.status === 'awaiting_review' && r.reviewDueAt <= now)
    .map((r) => r.itemId);
}

/**
 * Items the reminder names at `now`: awaiting review, not reminded yet, and not yet due (a reminder
 * after the auto-approval time would announce what already happened).
 */
export function itemsToRemind(ctx: BatchContext, now: string): ItemReview[] {
  return openReviews(ctx).filter((r) => r.status === 'awaiting_review' && !r.reminded && r.reviewDueAt > now);
}

/**
 * What goes back when a revision charging `chargeHkd` is accepted (HKD minor units): what was captured
 * (checkout and top-ups) and not yet given back by earlier revisions, above the new charge. 0 before
 * capture (the capture then takes the accepted amount). The checkout's payment gives back first, as
 * much as it still holds (`amount`); the rest comes from the captured top-ups, oldest first, each on
 * its own payment and never above what it still holds (docs/arrival.md).
 */
export function differenceToRefund(
  ctx: BatchContext,
  chargeHkd: number,
): { amount: number; topUps: QuoteDifferenceTopUpPart[] } {
  const givenBack = arrivalOf(ctx).revisions.reduce((sum, r) => sum + (r.refundedHkd ?? 0), 0);
  const owed = Math.max(0, capturedInAll(ctx) - givenBack - chargeHkd);
  const amount = Math.min(Math.max(0, ctx.payments.captured - ctx.payments.refunded), owed);
  return { amount, topUps: topUpRefundParts(ctx, owed - amount) };
}

export const reviewOf = (ctx: BatchContext, itemId: string): ItemReview | undefined =>
  arrivalOf(ctx).reviews.find((r) => r.itemId === itemId);

const withArrival = (ctx: BatchContext, change: (a: ArrivalState) => Partial<ArrivalState>): BatchContext => {
  const a = arrivalOf(ctx);
  return { ...ctx, arrival: { ...a, ...change(a) } };
};

const setReviews = (a: ArrivalState, ids: readonly string[], change: (r: ItemReview) => ItemReview) => ({
  reviews: a.reviews.map((r) => (ids.includes(r.itemId) ? change(r) : r)),
});

const updateDispute = (a: ArrivalState, id: string, change: (d: Dispute) => Dispute) => ({
  disputes: a.disputes.map((d) => (d.id === id ? change(d) : d)),
});

const openDispute = (
  a: ArrivalState,
  d: { disputeId: string; itemId: string; kind: Dispute['kind']; message: string; at: string; by: string },
  photos: Dispute['messages'][number]['photos'],
): Partial<ArrivalState> => ({
  disputes: [
    ...a.disputes,
    {
      id: d.disputeId,
      itemId: d.itemId,
      kind: d.kind,
      status: 'open',
      openedAt: d.at,
      openedBy: d.by,
      decision: null,
      messages: [
        {
          id: `${d.disputeId}-0`,
          at: d.at,
          authorId: d.by,
          authorRole: 'requester',
          body: d.message,
          internal: false,
          photos,
        },
      ],
    },
  ],
  ...setReviews(a, [d.itemId], (r) => ({ ...r, status: 'disputed' })),
});

/** The arrival events' change of the context (batch.context.ts delegates them here). */
export function applyArrivalEvent(ctx: BatchContext, event: BatchEvent): BatchContext {
  switch (event.type) {
    case 'ParcelCheckedIn': {
      const d = event.data;
      // The first check-in of an order in item_sent is its arrival at the overseas warehouse.
      const arrived = ctx.shippingStage === 'item_sent' ? 'arrived_oversea_warehouse' : ctx.shippingStage;
      const next: BatchContext = {
        ...ctx,
        shippingStage: arrived,
        items: mapItems(ctx, d.itemIds, (i) => ({
          ...i,
          shippingStatus: i.shippingStatus === 'item_sent' ? 'arrived_oversea_warehouse' : i.shippingStatus,
        })),
      };
      return withArrival(next, (a) => ({
        checkIns: [
          ...a.checkIns,
          {
            id: d.checkInId,
            at: d.at,
            by: d.by,
            itemIds: d.itemIds,
            photos: d.photos,
            weight: d.weight,
            dimensions: d.dimensions,
            condition: d.condition,
            note: d.note,
            trackingNumber: d.trackingNumber,
          },
        ],
        reviews: [
          ...a.reviews,
          ...d.itemIds.map((itemId): ItemReview => ({
            itemId,
            checkInId: d.checkInId,
            status: 'awaiting_review',
            reviewDueAt: d.reviewDueAt,
            disputeUntil: d.disputeUntil,
            approvedBy: null,
          })),
        ],
      }));
    }
    case 'ItemsApproved':
    case 'ItemsAutoApproved': {
      const by = event.type === 'ItemsApproved' ? 'requester' : 'auto';
      return withArrival(ctx, (a) =>
        setReviews(a, event.data.itemIds, (r) => ({ ...r, status: 'approved', approvedBy: by })),
      );
    }
    case 'ProblemReported':
      return withArrival(ctx, (a) => openDispute(a, event.data, event.data.photos));
    case 'DisputeMessagePosted': {
      const d = event.data;
      return withArrival(ctx, (a) =>
        updateDispute(a, d.disputeId, (x) => ({
          ...x,
          messages: [
            ...x.messages,
            {
              id: d.messageId,
              at: d.at,
              authorId: d.authorId,
              authorRole: d.authorRole,
              body: d.body,
              internal: d.internal,
              photos: d.photos,
            },
          ],
        })),
      );
    }
    case 'DisputeResolved': {
      const { disputeId, ...decision } = event.data;
      return withArrival(ctx, (a) => {
        const dispute = a.disputes.find((x) => x.id === disputeId);
        return {
          ...updateDispute(a, disputeId, (x) => ({ ...x, status: 'resolved', decision })),
          ...setReviews({ ...a }, dispute ? [dispute.itemId] : [], (r) => ({ ...r, status: 'resolved' })),
        };
      });
    }
    case 'QuoteRevised': {
      const d = event.data;
      return withArrival(ctx, (a) => ({
        revisions: [
          ...a.revisions,
          {
            id: d.revisionId,
            status: 'pending',
            reason: d.reason,
            remark: d.remark,
            proposedAt: d.at,
            proposedBy: d.by,
            disputeId: d.disputeId,
            before: ctx.fees ?? d.fees,
            fees: d.fees,
            weights: d.weights,
            chargeHkd: d.chargeHkd,
          },
        ],
      }));
    }
    case 'QuoteRevisionAccepted': {
      const revision = arrivalOf(ctx).revisions.find((r) => r.id === event.data.revisionId);
      if (!revision) return ctx;
      const weights = new Map(revision.weights.map((w) => [w.id, w.weight]));
      const next: BatchContext = {
        ...ctx,
        fees: revision.fees,
        items: mapItems(ctx, [...weights.keys()], (i) => ({ ...i, weight: weights.get(i.id) ?? i.weight })),
      };
      return withArrival(next, (a) => ({
        revisions: a.revisions.map((r) => (r.id === revision.id ? { ...r, status: 'accepted' } : r)),
      }));
    }
    case 'QuoteDifferenceRefunded': {
      const { revisionId, amount, topUps } = event.data;
      // Events recorded before top-ups were refunded carry no `topUps` and fold as they always did.
      const fromTopUps = (topUps ?? []).reduce((sum, t) => sum + t.amount, 0);
      const payments = { ...ctx.payments, refunded: ctx.payments.refunded + amount };
      const next = refundTopUps({ ...ctx, payments }, topUps ?? []);
      return withArrival(next, (a) => ({
        revisions: a.revisions.map((r) => (r.id === revisionId ? { ...r, refundedHkd: amount + fromTopUps } : r)),
      }));
    }
    case 'ArrivalReviewReminded':
      return withArrival(ctx, (a) => setReviews(a, event.data.itemIds, (r) => ({ ...r, reminded: true })));
    case 'QuoteRevisionDeclined': {
      const d = event.data;
      return withArrival(ctx, (a) => ({
        ...openDispute(a, { ...d, kind: 'revision_declined' }, []),
        revisions: a.revisions.map((r) => (r.id === d.revisionId ? { ...r, status: 'declined' } : r)),
      }));
    }
    default:
      return ctx;
  }
}
