/**
 * Plausible data for any command given the current context, varied by a number `v` (from a test
 * table or fast-check). Used where a spec needs "some command of this type" rather than one
 * chosen by hand: the refusal tables and the property test. The commands below keep theirs here;
 * a newer command declares its own `sample` in its command file (defineCommand), read as a fallback.
 */
import {
  DECLINE_REASONS,
  REFUND_REASONS,
  isForwardStage,
  SHIPPING_STAGES,
  outstandingAuthorisation,
  type BatchContext,
  type BatchItem,
  type CommandOf,
  type CommandType,
  type ItemState,
  commandDefinition,
} from '../batch';
import { fees, hkd, item, refundFigures } from './batch-fixtures';

const pick = <T>(xs: readonly T[], v: number): T => xs[Math.abs(v) % xs.length];
const idsIn = (ctx: BatchContext, ...states: ItemState[]) =>
  ctx.items.filter((i: BatchItem) => states.includes(i.state)).map((i) => i.id);
/** Either all the ids or only the first, depending on v (item-level vs whole order). */
const someOf = (ids: string[], v: number) => (v % 2 === 0 || ids.length < 2 ? ids : ids.slice(0, 1));
const amountUpTo = (max: number, v: number) => (max <= 0 ? 100 : v % 3 === 0 ? max : Math.max(1, Math.floor(max / 2)));

type DataOf<T extends CommandType> = CommandOf<T>['data'];

/** One unit of some refundable item, for at most what is still refundable. */
function refundRequestSample<E extends object>(c: BatchContext, v: number, extra: E) {
  const amount = amountUpTo(c.payments.captured - c.payments.refunded, v);
  const details = refundFigures(100, amount);

  const ids = someOf(idsIn(c, 'purchased', 'sent', 'received'), v);
  return {
    ...extra,
    eid: `est-${v}`,
    items: ids.map((id) => ({ id, quantity: 1 })),
    reason: pick(REFUND_REASONS, v),
    details,
    amount: hkd(amount),
  };
}
/**
 * Commands that end a batch or fold it into another. Random walks skip them most of the time, so
 * the walks reach purchase, shipping and refunds.
 */
export const EXIT_COMMANDS: readonly CommandType[] = [
  'CancelRequest',
  'DeclineRequest',
  'MergeIntoRequest',
  'CancelPayment',
  'MarkOverdue',
];

type Samples = { [T in CommandType]?: (ctx: BatchContext, v: number) => DataOf<T> };

export const SAMPLES: Samples = {
  CreateRequest: (_c, v) => ({
    batchNumber: `B-${v}`,
    items: [item('item-1'), item('item-2', { contains: ['liquids'], weight: 450 })],
    warehouse: 'us-or',
    delivery: { kind: 'pickup', locationId: 'bns-hq' },
    fees: fees(),
    restrictionsConfirmed: true,
    submit: v % 4 !== 0,
  }),
  SubmitRequest: () => ({}),
  AssignBuyer: (c, v) => ({
    buyerId: v % 5 === 0 ? 'buy-2' : 'buy-1',
    explanation: c.buyerId ? 'rebalancing' : undefined,
  }),
  AcceptRequest: () => ({ confirmCouponUpdate: true }),
  DeclineRequest: (_c, v) => ({ reason: pick(DECLINE_REASONS, v), remark: 'sorry' }),
  ModifyItems: (c, v) => ({
    items: someOf(idsIn(c, 'requested'), v).map((id) => ({ id, quantity: 1 + (v % 3), weight: 300 + (v % 7) })),
    fees: fees({ itemSubtotal: 5000 + (v % 4) * 100 }),
    remark: 'updated',
  }),
  DeclineItems: (c, v) => ({
    itemIds: someOf(idsIn(c, 'requested'), v + 1),
    reason: 'out_of_stock',
    fees: fees({ itemSubtotal: 2500 }),
  }),
  RequestPayment: () => ({}),
  ConfirmRequest: () => ({}),
  StartCheckout: (c) => ({
    paymentMethod: 'card',
    amount: hkd(c.fees ? c.fees.total * 8 : 1000),
    paymentReference: 'pay-ref',
    agreedToTerms: true,
  }),
  RecordPaymentFailure: () => ({ code: 'REFUSED', message: 'payment Failed' }),
  RecordPaymentAuthorisation: (c) => ({ amount: hkd(c.checkout?.amount ?? 1000), pspReference: 'psp' }),
  RecordPaymentSettlement: (c) => ({ amount: hkd(c.checkout?.amount ?? 1000), pspReference: 'psp' }),
  CancelRequest: () => ({ reason: 'changed_mind' }),
  CancelPayment: (c, v) => {
    const open = idsIn(c, 'requested');
    return v % 2 === 0 || open.length < 2
      ? { reason: 'changed_mind', remark: 'r' }
      : {
          reason: 'changed_mind',
          itemIds: open.slice(0, 1),
          amount: Math.max(1, Math.floor(outstandingAuthorisation(c) / 2)),
        };
  },
  SendToRobot: () => ({}),
  RecordRobotFailure: () => ({ code: 'E1', message: 'robot failed' }),
  MarkManual: () => ({ remark: 'manual' }),
  PurchaseItems: (c, v) => ({
    items: someOf(idsIn(c, 'requested'), v).map((id) => ({ id, purchaseSiteOrderId: `PO-${id}` })),
  }),
  CancelPurchase: (c, v) => ({ itemIds: someOf(idsIn(c, 'requested', 'purchased'), v + 1) }),
  CompletePurchase: () => ({}),
  CapturePayment: (c, v) => ({ amount: hkd(amountUpTo(outstandingAuthorisation(c), v)) }),
  SendTracking: (c, v) => ({
    items: someOf(idsIn(c, 'purchased'), v).map((id) => ({ id, trackingNumber: `TN-${id}` })),
  }),
  UpdateOrderStatus: (c, v) => {
    const forward = SHIPPING_STAGES.filter((s) => isForwardStage(c.shippingStage, s));
    return { status: pick(forward.length && v % 5 !== 4 ? forward : SHIPPING_STAGES, v) };
  },
  ConfirmReceipt: (c, v) => ({
    itemIds: someOf(idsIn(c, 'purchased', 'sent'), v),
    rating: v % 3 === 1 ? 4 : undefined,
  }),
  CompleteOrder: (_c, v) => (v % 2 === 0 ? { rating: 5, review: 'ok' } : {}),
  RefundItems: (c, v) => ({
    itemIds: someOf(idsIn(c, 'purchased', 'sent', 'received'), v),
    amount: hkd(amountUpTo(c.payments.captured - c.payments.refunded, v)),
    reason: pick(REFUND_REASONS, v),
  }),
  RequestRefund: (c, v) => refundRequestSample(c, v, { requestId: `rr-${v}` }),
  UpdateRefundRequest: (c, v) => refundRequestSample(c, v + 1, {}),
  CompleteRefundRequest: () => ({}),
  MarkOverdue: () => ({}),
  AbandonItems: (c, v) => ({
    reason: 'not collected',
    itemIds: v % 2 ? idsIn(c, 'purchased', 'sent').slice(0, 1) : undefined,
  }),
  CombineRequests: (_c, v) => ({ absorbed: [{ batchNumber: `B-X${v}`, items: [item(`x-${v}`)] }] }),
  MergeIntoRequest: (_c, v) => ({ targetBatchNumber: `B-T${v}` }),
  UpdateWarehouse: (c, v) => ({ warehouse: c.warehouse === 'jp-tk' || v % 2 ? 'uk-ld' : 'jp-tk' }),
  AddBuyerRemark: () => ({ remark: 'internal note' }),
  ToggleAutoWorkflow: (c) => ({ enabled: !c.autoWorkflow }),
  WaiveServiceFee: (c) => ({
    fees: fees({ ...(c.fees ? { itemSubtotal: c.fees.itemSubtotal, currency: c.fees.currency } : {}), serviceFee: 0 }),
  }),
  ApplyCoupon: (c, v) => ({
    coupon:
      v % 2 === 0
        ? {
            code: 'WELCOME10',
            kind: 'percent',
            amountOff: 0,
            basisPoints: 1000,
            minOrderTotal: 0,
            currency: c.fees?.currency ?? 'USD',
          }
        : {
            code: 'HK50',
            kind: 'amount',
            amountOff: 500,
            basisPoints: 0,
            minOrderTotal: 1000,
            currency: c.fees?.currency ?? 'USD',
          },
  }),
  RemoveCoupon: () => ({}),
  MeasureParcel: (c, v) => ({
    items: idsIn(c, 'purchased', 'sent')
      .slice(0, 1)
      .map((id) => ({ id, dimensions: { lengthCm: 30 + (Math.abs(v) % 10), widthCm: 20, heightCm: 10 }, weight: 300 })),
  }),
  UploadProof: (c, v) => ({
    proof: {
      id: `proof-${v}-${(c.proofs ?? []).length}`,
      fileKey: `proofs/${v}.jpg`,
      receiptAmount: 12000,
      refundAmount: 0,
      masterPurchaseTransactionBatchNumber: '',
      shopName: 'Shop',
      proofType: 'receipt',
      proofRemark: '',
      transactionAccountId: '',
      uploadedAt: '2026-01-01T00:00:00.000Z',
      uploadedBy: 'buy-1',
    },
  }),
  DeleteProof: (c, v) => ({
    proofId: (c.proofs ?? [])[Math.abs(v) % Math.max(1, (c.proofs ?? []).length)]?.id ?? 'proof-x',
  }),
};

/** The sampler of a command: its entry above, else its command file's `sample`; undefined when it has neither. */
export function samplerOf<T extends CommandType>(type: T): ((ctx: BatchContext, v: number) => DataOf<T>) | undefined {
  type Sampler = (ctx: BatchContext, v: number) => DataOf<T>;
  // TypeScript cannot narrow the generic lookup of the command file's sampler; it is keyed by the very type asked for.
  return SAMPLES[type] ?? (commandDefinition(type)?.sample as Sampler | undefined);
}

export function sampleData<T extends CommandType>(type: T, ctx: BatchContext, v = 0): DataOf<T> {
  const sampler = samplerOf(type);
  if (!sampler) throw new Error(`${type} has no sample data: give its defineCommand a \`sample\` (its command file)`);
  return sampler(ctx, v);
}
