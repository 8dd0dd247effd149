/**
 * The batch detail's `arrival` (contracts/batch/arrival.ts ArrivalView) from the batch's context:
 * photo URLs, the review countdown, the thread without internal notes for requester and buyer,
 * revisions with the same line-by-line diff as the quote before payment.
 */
import type { ArrivalView, CheckInView, DisputeView, QuoteRevisionView } from '@contracts/batch/arrival';
import {
  acceptedChargeHkd,
  arrivalOf,
  arrivalSettled,
  openReviews,
  quoteChanges,
  quoteLinesOf,
  quoteOf,
  topUpDueHkd,
  type ArrivalPhoto,
  type BatchContext,
  type CheckInRecord,
  type Dispute,
  type QuoteRevisionRecord,
} from '@machines/batch';
import { volumetricWeight } from '@machines/pricing';
import { photoUrl } from './arrival-photos';

type Basis = ArrivalView['charge_basis'];

const photo = (p: ArrivalPhoto) => ({ id: p.key, url: photoUrl(p.key), width: p.width, height: p.height });

export function checkInView(c: CheckInRecord, basis: Basis): CheckInView {
  const volumetric = volumetricWeight(c.dimensions);
  return {
    id: c.id,
    at: c.at,
    by: c.by,
    item_ids: [...c.itemIds],
    photos: c.photos.map(photo),
    weight: c.weight,
    dimensions: { length_cm: c.dimensions.lengthCm, width_cm: c.dimensions.widthCm, height_cm: c.dimensions.heightCm },
    // Spec §9: volumetric is capped at 5 × actual; by default only the actual weight is charged.
    charged_weight: basis === 'volumetric' ? Math.max(c.weight, Math.min(volumetric, 5 * c.weight)) : c.weight,
    volumetric_weight: volumetric,
    condition: c.condition,
    note: c.note,
    tracking_number: c.trackingNumber,
  };
}

function disputeView(d: Dispute, staff: boolean): DisputeView {
  return {
    id: d.id,
    item_id: d.itemId,
    kind: d.kind,
    status: d.status,
    opened_at: d.openedAt,
    opened_by: d.openedBy,
    // Internal notes are filtered here, on the server: requester and buyer never receive them.
    messages: d.messages
      .filter((m) => staff || !m.internal)
      .map((m) => ({
        id: m.id,
        at: m.at,
        author_id: m.authorId,
        author_role: m.authorRole,
        body: m.body,
        internal: m.internal,
        photos: m.photos.map(photo),
      })),
    decision: d.decision
      ? {
          decision: d.decision.decision,
          reason: d.decision.reason,
          at: d.decision.at,
          by: d.decision.by,
          ...(d.decision.weight === undefined ? {} : { weight: d.decision.weight }),
          scale_photo: d.decision.scalePhoto ? photo(d.decision.scalePhoto) : null,
          revision_id: d.decision.revisionId ?? null,
        }
      : null,
  };
}

function revisionView(ctx: BatchContext, r: QuoteRevisionRecord): QuoteRevisionView {
  const proposed = quoteOf({ fees: r.fees, quoteRevision: (ctx.quoteRevision ?? 0) + 1, quoteReason: 'QuoteRevised' });
  if (!proposed) throw new Error('a revision has fees');
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    remark: r.remark,
    proposed_at: r.proposedAt,
    proposed_by: r.proposedBy,
    dispute_id: r.disputeId,
    current: quoteOf({ fees: r.before, quoteRevision: ctx.quoteRevision, quoteReason: ctx.quoteReason }),
    proposed,
    changes: quoteChanges(quoteLinesOf(r.before), quoteLinesOf(r.fees)),
    charge_hkd: r.chargeHkd,
    refunded_hkd: r.refundedHkd ?? 0,
    top_up_due_hkd: r.status === 'pending' ? topUpDueHkd(ctx, r) : 0,
    top_up: r.topUp
      ? {
          status: r.topUp.status,
          amount_hkd: r.topUp.amount,
          error_code: r.topUp.error?.code ?? null,
          error_message: r.topUp.error?.message ?? null,
        }
      : null,
  };
}

/** null before payment and before anything arrived; staff see internal notes. */
export function arrivalView(
  ctx: BatchContext,
  audience: 'requester' | 'buyer' | 'staff',
  basis: Basis,
): ArrivalView | null {
  if (ctx.payments.authorised === 0 && !ctx.arrival) return null;
  const a = arrivalOf(ctx);
  const requested = new Map(ctx.items.map((i) => [i.id, i.weight]));
  const arrivedWeight = new Map(a.checkIns.flatMap((c) => c.itemIds.map((id) => [id, c.weight] as const)));
  const due = openReviews(ctx)
    .filter((r) => r.status === 'awaiting_review')
    .map((r) => r.reviewDueAt)
    .sort();
  const pending = a.revisions.find((r) => r.status === 'pending');
  return {
    check_ins: a.checkIns.map((c) => checkInView(c, basis)),
    reviews: a.reviews.map((r) => ({
      item_id: r.itemId,
      status: r.status,
      check_in_id: r.checkInId,
      requested_weight: requested.get(r.itemId) ?? 0,
      arrived_weight: arrivedWeight.get(r.itemId) ?? 0,
      review_due_at: r.reviewDueAt,
      dispute_until: r.disputeUntil,
      approved_by: r.approvedBy,
    })),
    disputes: a.disputes.map((d) => disputeView(d, audience === 'staff')),
    revisions: a.revisions.map((r) => revisionView(ctx, r)),
    pending_revision_id: pending?.id ?? null,
    next_auto_approval_at: due[0] ?? null,
    accepted_charge_hkd: acceptedChargeHkd(ctx),
    charge_basis: basis,
    settled: arrivalSettled(ctx),
  };
}
