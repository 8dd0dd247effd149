import { isDomainError, validationError } from '../batch.errors';
import type { ItemChange } from '../batch.events';
import { isMinorUnits, pickFees, sameFees, validateFees } from '../batch.fees';
import type { BatchFees } from '../batch.types';
import { checkDimensions } from '../batch.parcel';
import { checkPrecious } from '../batch.parcel-rules';
import type { BatchContext } from '../batch.types';
import { couponUpdatedEvents, repriceForBuyer } from './coupon-update.shared';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkItemLines } from './item-lines.shared';
import { firstError, isList, isPositiveInt, optionalText } from './validate';

export type ModifyItems = Command<
  'ModifyItems',
  {
    /** Only the fields that change; the event records exactly these. */
    items: readonly ItemChange[];
    fees: BatchFees;
    remark?: string;
    waiveServiceFee?: boolean;
    confirmCouponUpdate?: boolean;
  }
>;

/**
 * The buyer confirms price and availability. Any change of the fees raises feesUpdatedByBuyer:
 * the requester sees "Buyer has updated the Shipping Fees" and must confirm before paying.
 */
const decide: Decide<ModifyItems> = (cmd, state) => {
  const d = cmd.data;
  const changes = isList(d.items) ? d.items : [];
  const err = firstError(
    () =>
      checkItemLines(state.context, {
        lines: changes,
        idOf: (c) => c.id,
        allowed: ['requested'],
        field: 'items',
        check: checkChange,
        optional: true,
      }),
    () => validateFees(d.fees),
    () => (d.waiveServiceFee === true && d.fees.serviceFee !== 0 ? validationError('fees.serviceFee') : null),
    () => optionalText(d.remark, 'remark'),
    () => checkPreciousAfter(state.context, changes),
  );
  if (err) return err;
  // An applied promo code is recomputed on the new fees (confirm_coupon_update when it moves).
  const repriced = repriceForBuyer(state.context, pickFees(d.fees), d.confirmCouponUpdate);
  if (isDomainError(repriced)) return repriced;
  const items: ItemChange[] = changes.map((c) => {
    const change: { -readonly [K in keyof ItemChange]: ItemChange[K] } = { id: c.id };
    if (c.quantity !== undefined) change.quantity = c.quantity;
    if (c.weight !== undefined) change.weight = c.weight;
    if (c.price !== undefined) change.price = c.price;
    if (c.sellerShipping !== undefined) change.sellerShipping = c.sellerShipping;
    if (c.dimensions !== undefined)
      change.dimensions = {
        lengthCm: c.dimensions.lengthCm,
        widthCm: c.dimensions.widthCm,
        heightCm: c.dimensions.heightCm,
      };
    return change;
  });
  return [
    {
      type: 'ItemsModified',
      data: {
        items,
        fees: repriced.fees,
        feesChanged: !sameFees(state.context.fees, repriced.fees),
        remark: d.remark ?? '',
        serviceFeeWaived: d.waiveServiceFee ?? state.context.serviceFeeWaived,
      },
    },
    ...couponUpdatedEvents(repriced),
  ];
};

/**
 * Spec §9 precious goods on the items as they will travel after this change (a new quantity moves
 * a line's declared value); the refusal names the changed line's quantity, or the items.
 */
function checkPreciousAfter(ctx: BatchContext, changes: readonly ItemChange[]) {
  const after = ctx.items
    .filter((i) => i.state === 'requested')
    .map((i) => ({ ...i, quantity: changes.find((c) => c.id === i.id)?.quantity ?? i.quantity }));
  return checkPrecious(after, (n) => {
    const k = changes.findIndex((c) => c.id === after[n].id && c.quantity !== undefined);
    return k >= 0 ? `items[${k}].quantity` : 'items';
  });
}

function checkChange(c: ItemChange, f: string) {
  return firstError(
    () => (c.quantity === undefined || isPositiveInt(c.quantity) ? null : validationError(`${f}.quantity`)),
    () => (c.weight === undefined || isPositiveInt(c.weight) ? null : validationError(`${f}.weight`)),
    () => (c.price === undefined || isMinorUnits(c.price) ? null : validationError(`${f}.price`)),
    () =>
      c.sellerShipping === undefined || isMinorUnits(c.sellerShipping) ? null : validationError(`${f}.sellerShipping`),
    () => checkDimensions(c.dimensions, `${f}.dimensions`),
  );
}

export const modifyItems = defineCommand<ModifyItems>({
  type: 'ModifyItems',
  emits: ['ItemsModified'],
  grants: [{ roles: ['buyer'] }],
  decide,
});
