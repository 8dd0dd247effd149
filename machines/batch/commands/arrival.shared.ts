/** Checks the arrival commands share (docs/arrival.md): photos, reviews, disputes, revisions, the stage. */
import { reviewOf } from '../batch.arrival';
import { domainError, validationError, type DomainError } from '../batch.errors';
import { validateFees, isMinorUnits } from '../batch.fees';
import type { BatchContext, BatchFees } from '../batch.types';
import type { ArrivalPhoto, Dispute, ItemReviewStatus } from '../arrival.types';
import { isList, isText } from './validate';

/** The goods have not left the overseas warehouse: arrival may still change what happens to them. */
export const beforeLeavingWarehouse = (ctx: BatchContext): boolean =>
  ctx.shippingStage === null || ctx.shippingStage === 'item_sent' || ctx.shippingStage === 'arrived_oversea_warehouse';

export function checkPhotos(photos: unknown, field: string, min: number, max: number): DomainError | null {
  if (!isList(photos) || photos.length < min || photos.length > max) return validationError(field);
  const ok = (p: unknown): p is ArrivalPhoto => {
    const x = p as Partial<ArrivalPhoto> | null;
    return !!x && isText(x.key) && isMinorUnits(x.width) && isMinorUnits(x.height);
  };
  const bad = photos.findIndex((p) => !ok(p));
  return bad >= 0 ? validationError(`${field}[${bad}]`) : null;
}

/** Each named item exists and its review is in one of `allowed` (not checked in counts as not arrived). */
export function requireReviews(
  ctx: BatchContext,
  ids: readonly string[] | undefined,
  allowed: readonly ItemReviewStatus[],
  field = 'items',
): DomainError | null {
  if (!isList(ids) || ids.length === 0) return validationError(field);
  if (new Set(ids).size !== ids.length) return validationError(field, 'Duplicate item');
  const missing = ids.filter((id) => !ctx.items.some((i) => i.id === id));
  if (missing.length) return domainError('BATCH_ITEM_NOT_FOUND', { field, itemIds: missing });
  const wrong = ids.filter((id) => {
    const r = reviewOf(ctx, id);
    return !r || !allowed.includes(r.status);
  });
  return wrong.length ? domainError('BATCH_ITEM_NOT_ARRIVED', { field, itemIds: wrong }) : null;
}

export function findDispute(ctx: BatchContext, id: unknown): Dispute | DomainError {
  const d = typeof id === 'string' ? ctx.arrival?.disputes.find((x) => x.id === id) : undefined;
  return d ?? domainError('BATCH_DISPUTE_NOT_FOUND', { field: 'disputeId' });
}

/** A proposed revision: valid fees in the order's currency and a whole HKD charge. */
export function checkRevision(
  ctx: BatchContext,
  r: { revisionId: unknown; fees: BatchFees; chargeHkd: unknown },
  field: string,
): DomainError | null {
  if (!isText(r.revisionId)) return validationError(`${field}.revisionId`);
  if (ctx.arrival?.revisions.some((x) => x.id === r.revisionId)) return validationError(`${field}.revisionId`);
  const feesErr = validateFees(r.fees, `${field}.fees`);
  if (feesErr) return feesErr;
  if (ctx.fees && r.fees.currency !== ctx.fees.currency) return validationError(`${field}.fees.currency`);
  return isMinorUnits(r.chargeHkd) ? null : validationError(`${field}.chargeHkd`);
}

export const samplePhoto = (v: number): ArrivalPhoto => ({ key: `arrival/photo-${v}.jpg`, width: 1600, height: 1200 });
