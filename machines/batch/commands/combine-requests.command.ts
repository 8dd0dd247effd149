import { repriceCoupon } from '../batch.coupon';
import { validationError } from '../batch.errors';
import { pickFees, validateFees } from '../batch.fees';
import type { BatchFees, BatchItem, NewItemInput } from '../batch.types';
import { checkRequestParcel } from '../batch.parcel-rules';
import { couponUpdatedEvents } from './coupon-update.shared';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, isList, requireText, toNewItems } from './validate';

export type CombineRequests = Command<
  'CombineRequests',
  { absorbed: readonly { batchNumber: string; items: readonly NewItemInput[] }[]; fees?: BatchFees | null }
>;

/**
 * The kept request takes the items of the absorbed ones. The server reads the absorbed batches
 * (same requester, still before acceptance), sends this command here and MergeIntoRequest to
 * each absorbed batch, which then ends canceled with a reference to this one.
 */
const decide: Decide<CombineRequests> = (cmd, state, options) => {
  const ctx = state.context;
  const absorbed = isList(cmd.data.absorbed) ? cmd.data.absorbed : [];
  if (absorbed.length === 0) return validationError('absorbed');
  const taken = ctx.items.map((i) => i.id);
  const out: { batchNumber: string; items: BatchItem[] }[] = [];
  for (const [n, a] of absorbed.entries()) {
    const err = firstError(
      () => requireText(a.batchNumber, `absorbed[${n}].batchNumber`, 64),
      () =>
        a.batchNumber === ctx.batchNumber ||
        ctx.combinedFrom.includes(a.batchNumber) ||
        out.some((o) => o.batchNumber === a.batchNumber)
          ? validationError(`absorbed[${n}].batchNumber`)
          : null,
    );
    if (err) return err;
    const items = toNewItems(a.items, options, `absorbed[${n}].items`, taken);
    if (!Array.isArray(items)) return items;
    taken.push(...items.map((i) => i.id));
    out.push({ batchNumber: a.batchNumber, items });
  }
  const feesErr = cmd.data.fees == null ? null : validateFees(cmd.data.fees);
  if (feesErr) return feesErr;
  // Spec §9: the combined request travels as one waybill, so it must pass what a new request must.
  const kept = ctx.items.filter((i) => i.state === 'requested');
  const fields = [
    ...kept.map((_, n) => `items[${n}]`),
    ...out.flatMap((a, k) => a.items.map((_, n) => `absorbed[${k}].items[${n}]`)),
  ];
  const parcelErr = checkRequestParcel([...kept, ...out.flatMap((a) => a.items)], options, (n) => fields[n]);
  if (parcelErr) return parcelErr;
  // A promo code applied in assigned is applied again, silently, to the combined fees.
  const repriced = cmd.data.fees ? repriceCoupon(state.context.coupon, pickFees(cmd.data.fees)) : null;
  return [
    { type: 'RequestsCombined', data: { absorbed: out, fees: repriced ? repriced.fees : null } },
    ...(repriced ? couponUpdatedEvents(repriced) : []),
  ];
};

export const combineRequests = defineCommand<CombineRequests>({
  type: 'CombineRequests',
  emits: ['RequestsCombined'],
  grants: [{ roles: ['requester'] }],
  decide,
});
