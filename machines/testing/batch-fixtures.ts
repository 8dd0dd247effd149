/** Actors, commands and sample data for batch specs; deterministic (no clock, no random). */
import type { Actor, BatchFees, BatchItem, CommandOf, CommandType, NewItemInput, RefundFigures } from '../batch';
import { REFUND_FIGURE_NAMES, type RefundFigureAmounts } from '../pricing/refund-estimate';

export const REQUESTER: Actor = { id: 'req-1', role: 'requester', accountType: 'r' };
export const OTHER_REQUESTER: Actor = { id: 'req-2', role: 'requester', accountType: 'r' };
export const BUYER: Actor = { id: 'buy-1', role: 'buyer', accountType: 'b' };
export const OTHER_BUYER: Actor = { id: 'buy-2', role: 'buyer', accountType: 'b' };
export const STAFF: Actor = { id: 'staff-1', role: 'staff', accountType: 's' };
export const AUDITOR: Actor = { id: 'aud-1', role: 'auditor', accountType: 'x' };
export const SYSTEM: Actor = { id: 'scheduler', role: 'system' };
/** Spec §6: accounts of type a are refused. */
export const ACCOUNT_A: Actor = { id: 'a-1', role: 'requester', accountType: 'a' };

export const ALL_ACTORS: readonly Actor[] = [
  REQUESTER,
  OTHER_REQUESTER,
  BUYER,
  OTHER_BUYER,
  STAFF,
  AUDITOR,
  SYSTEM,
  ACCOUNT_A,
];

export const AT = '2026-03-01T10:00:00.000Z';

let counter = 0;
/** Builds a command; the cast is the one place TypeScript cannot narrow a generic Extract. */
export function command<T extends CommandType>(
  type: T,
  data: CommandOf<T>['data'],
  actor: Actor,
  at = AT,
): CommandOf<T> {
  counter += 1;
  return { type, data, metadata: { actor, at, commandId: `cmd-${counter}` } } as CommandOf<T>;
}

export function item(id: string, over: Partial<NewItemInput> = {}): NewItemInput {
  return {
    id,
    link: `https://shop.example/${id}`,
    name: `Item ${id}`,
    category: 'Women',
    brand: 'Brand',
    quantity: 1,
    color: 'red',
    size: 'M',
    price: { amount: 2500, currency: 'USD' },
    weight: null,
    note: '',
    imageId: null,
    fromCountry: 'us',
    toCountry: 'hk',
    contains: ['none'],
    ...over,
  };
}

/**
 * One requested item as a batch's events and its detail carry it (a US$120 pair of trail shoes from a
 * US shop to Hong Kong, 300 g, nothing restricted inside): the integration kit's hand-written
 * histories and the consoles' specs start from it and override the fields their rule reads.
 */
export function requestedBatchItem(id = 'item-1'): BatchItem {
  return {
    id,
    link: 'https://shop.example.com/p/1',
    name: 'Trail shoes',
    category: 'sports_and_outdoors',
    brand: 'Acme',
    quantity: 1,
    color: '',
    size: '',
    price: { amount: 12000, currency: 'USD' },
    weight: 300,
    note: '',
    imageId: null,
    fromCountry: 'us',
    toCountry: 'hk',
    contains: ['none'],
    sellerShipping: 0,
    state: 'requested',
    declinedReason: null,
    purchaseSiteOrderId: null,
    trackingNumber: null,
    shippingStatus: null,
  };
}

export const ITEM_IDS = ['item-1', 'item-2'] as const;

/** Consistent fees: total is the sum minus the coupon. */
export function fees(over: Partial<Omit<BatchFees, 'total'>> = {}): BatchFees {
  const base = {
    currency: 'USD' as const,
    itemSubtotal: 5000,
    sellerShipping: 0,
    localShipping: 500,
    internationalShipping: 1800,
    additionalFee: 0,
    serviceFee: 1000,
    insuranceFee: 0,
    couponDiscount: 0,
    buyerEarning: 600,
    ...over,
  };
  const total =
    base.itemSubtotal +
    base.sellerShipping +
    base.localShipping +
    base.internationalShipping +
    base.additionalFee +
    base.serviceFee +
    base.insuranceFee -
    base.couponDiscount;
  return { ...base, total };
}

/** The amount charged for the sample batch, HKD minor units. */
export const PAY_HKD = 64740;
export const hkd = (amount: number) => ({ amount, currency: 'HKD' as const });

export function createData(over: Partial<CommandOf<'CreateRequest'>['data']> = {}): CommandOf<'CreateRequest'>['data'] {
  return {
    batchNumber: 'B-0001',
    items: ITEM_IDS.map((id) => item(id)),
    warehouse: 'us-or',
    delivery: { kind: 'pickup', locationId: 'bns-hq' },
    fees: fees(),
    restrictionsConfirmed: true,
    ...over,
  };
}

/** Refund estimate figures of `total` (items only, nothing else refunded) giving back `local` HKD. */
export function refundFigures(total: number, local: number): RefundFigures {
  const none = Object.fromEntries(REFUND_FIGURE_NAMES.map((name) => [name, 0])) as RefundFigureAmounts;
  return { ...none, refund_subtotal: total, refund_total: total, local_refund_total: local, local_currency: 'HKD' };
}
