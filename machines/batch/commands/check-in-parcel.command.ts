import { reviewOf } from '../batch.arrival';
import { domainError, validationError } from '../batch.errors';
import { boughtItems } from '../batch.items';
import { checkDimensions } from '../batch.parcel';
import { MAX_CHECK_IN_PHOTOS, PARCEL_CONDITIONS, type ParcelFindings } from '../arrival.types';
import { beforeLeavingWarehouse, checkPhotos, samplePhoto } from './arrival.shared';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, isPositiveInt, isText, optionalText, requireItems } from './validate';

export type CheckInParcel = Command<
  'CheckInParcel',
  ParcelFindings & {
    checkInId: string;
    note?: string;
    trackingNumber?: string | null;
    /** The server's configuration applied to the check-in time (ARRIVAL_REVIEW_DAYS, DISPUTE_WINDOW_DAYS). */
    reviewDueAt: string;
    disputeUntil: string;
  }
>;

/**
 * The warehouse records a parcel that arrived: its photos (already re-encoded and stored by the
 * server), actual weight, sides, condition and the order's items in it. Each item then awaits the
 * requester's review. An item is checked in once.
 */
const decide: Decide<CheckInParcel> = (cmd, state) => {
  const ctx = state.context;
  const d = cmd.data;
  const at = cmd.metadata.at;
  const err = firstError(
    () => (isText(d.checkInId) ? null : validationError('checkInId')),
    () => checkPhotos(d.photos, 'photos', 1, MAX_CHECK_IN_PHOTOS),
    () => requireItems(ctx, d.itemIds, ['purchased', 'sent'], 'items'),
    () => {
      const again = d.itemIds.filter((id) => reviewOf(ctx, id));
      return again.length ? domainError('BATCH_ITEM_NOT_IN_EXPECTED_STATE', { field: 'items', itemIds: again }) : null;
    },
    () => (isPositiveInt(d.weight) ? null : validationError('weight')),
    () => (d.dimensions === undefined ? validationError('dimensions') : checkDimensions(d.dimensions, 'dimensions')),
    () => (PARCEL_CONDITIONS.includes(d.condition) ? null : validationError('condition')),
    () => optionalText(d.note, 'note', 1000),
    () => optionalText(d.trackingNumber, 'trackingNumber', 60),
    () => (isText(d.reviewDueAt) && d.reviewDueAt > at ? null : validationError('reviewDueAt')),
    () => (isText(d.disputeUntil) && d.disputeUntil > at ? null : validationError('disputeUntil')),
  );
  if (err) return err;
  return [
    {
      type: 'ParcelCheckedIn',
      data: {
        checkInId: d.checkInId,
        itemIds: [...d.itemIds],
        photos: d.photos.map((p) => ({ key: p.key, width: p.width, height: p.height })),
        weight: d.weight,
        dimensions: { lengthCm: d.dimensions.lengthCm, widthCm: d.dimensions.widthCm, heightCm: d.dimensions.heightCm },
        condition: d.condition,
        note: d.note ?? '',
        trackingNumber: d.trackingNumber || null,
        at,
        by: cmd.metadata.actor.id,
        reviewDueAt: d.reviewDueAt,
        disputeUntil: d.disputeUntil,
      },
    },
  ];
};

export const checkInParcel = defineCommand<CheckInParcel>({
  type: 'CheckInParcel',
  emits: ['ParcelCheckedIn'],
  // Only staff check in, and only while the goods are still at (or on their way to) the warehouse.
  grants: [{ roles: ['staff'], when: (c) => beforeLeavingWarehouse(c) }],
  decide,
  sample: (ctx, v) => ({
    checkInId: `ci-${v}`,
    itemIds: boughtItems(ctx)
      .filter((i) => !reviewOf(ctx, i.id))
      .slice(0, 1)
      .map((i) => i.id),
    photos: [samplePhoto(v)],
    weight: 150 + v,
    dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 },
    condition: 'good',
    note: '',
    trackingNumber: null,
    reviewDueAt: '2099-01-04T00:00:00.000Z',
    disputeUntil: '2099-01-15T00:00:00.000Z',
  }),
});
