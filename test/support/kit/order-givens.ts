import { randomUUID } from 'node:crypto';
import type { Actor, BatchFees, Delivery } from '@machines/batch';
import { DEMO_FX_RATES, toHkd } from '@machines/pricing';
import { fees as consistentFees } from '@machines/testing/batch-fixtures';
import type { TestApp } from '../test-app';
import { batchActions, pay, waitForDetail } from './batch-driver';
import { BatchHistory, step } from './batch-history';
import { tokenFor } from './sign-in';
import { storedStatus } from './stream';
import { eventually } from './wait';

/**
 * Histories the payment and order suites start from, written with the real decider and appended in
 * one go (BatchHistory): a new requester and buyer each time, fixed fees, so amounts are hand-checkable.
 */

const SYSTEM: Actor = { id: 'test-kit', role: 'system' };
const newParties = (requesterId: string = randomUUID()) => ({
  requester: { id: requesterId, role: 'requester', accountType: 'r' } as Actor,
  buyer: { id: randomUUID(), role: 'buyer', accountType: 'b' } as Actor,
});

const newItem = (id: string, name: string, amount: number, link = `https://shop.example.com/p/${id}`) => ({
  id,
  link,
  name,
  category: 'sports_and_outdoors',
  quantity: 1,
  price: { amount, currency: 'USD' as const },
  fromCountry: 'us',
  toCountry: 'hk',
  contains: ['none' as const],
});

/** Fees of a picked-up order: no seller or local shipping, no coupon; the total is their sum. */
const fees = (
  itemSubtotal: number,
  internationalShipping: number,
  serviceFee: number,
  buyerEarning: number,
): BatchFees => consistentFees({ itemSubtotal, localShipping: 0, internationalShipping, serviceFee, buyerEarning });

/** The requester's request for `items`: picked up at the US warehouse, restrictions confirmed, at these fees. */
const createRequest = (
  h: BatchHistory,
  items: ReturnType<typeof newItem>[],
  batchFees: BatchFees,
  requester: Actor,
  at?: string,
  delivery: Delivery = { kind: 'pickup', locationId: 'bns-hq' },
) =>
  step(
    'CreateRequest',
    {
      batchNumber: h.batchNumber,
      items,
      warehouse: 'us',
      delivery,
      fees: batchFees,
      restrictionsConfirmed: true,
    },
    requester,
    at,
  );

export interface GivenParties {
  batchId: string;
  batchNumber: string;
  requester: Actor;
  buyer: Actor;
}

/** One US$120 item: 144.40 USD = HK$1,126.32 at the demo rate (7.80). */
export const FEES: BatchFees = fees(12000, 1000, 1440, 0);
export const FEES_HKD_CENTS = 112632;

export type PayableStage = 'assigned' | 'accepted' | 'requested_payment' | 'confirmed';

/** A one-item batch ready to be paid (or nearly): `confirmed` goes through a modification. */
export async function givenPayableBatch(
  app: TestApp,
  stage: PayableStage,
  requesterId?: string,
  batchFees: BatchFees = FEES,
): Promise<GivenParties> {
  const { requester, buyer } = newParties(requesterId);
  const h = new BatchHistory(app, { batchNumberPrefix: 'BNPAY' });
  const steps = [
    createRequest(h, [newItem('item-1', 'Trail shoes', 12000, 'https://shop.example.com/p/1')], batchFees, requester),
    step('AssignBuyer', { buyerId: buyer.id }, SYSTEM),
  ];
  if (stage !== 'assigned') steps.push(step('AcceptRequest', {}, buyer));
  if (stage === 'requested_payment') steps.push(step('RequestPayment', { fees: batchFees }, buyer));
  if (stage === 'confirmed')
    steps.push(
      step('ModifyItems', { items: [], fees: { ...batchFees, buyerEarning: batchFees.buyerEarning + 1 } }, buyer),
      step('ConfirmRequest', {}, requester),
    );
  await h.append(new Date(), ...steps);
  return { batchId: h.batchId, batchNumber: h.batchNumber, requester, buyer };
}

/** A delivery to a Hong Kong address: the courier's order, handed over by no counter. */
export const COURIER_DELIVERY: Delivery = {
  kind: 'address',
  address: {
    recipientName: 'Rita Requester',
    contactNumber: '+85291234567',
    addressLine1: '1 Queen’s Road Central',
    district: 'Central',
    country: 'hk',
  },
};

/** Two items (US$120 + US$80), priced as the request form would have (12% service fee, half to the buyer). */
export const ORDER_FEES: BatchFees = fees(20000, 2000, 2400, 1200);
export const ORDER_HKD = toHkd({ amount: ORDER_FEES.total, currency: 'USD' }, DEMO_FX_RATES).amount;

export type OrderStage =
  | 'confirmed'
  | 'payment_authorized'
  | 'partially_purchased'
  | 'purchased'
  | 'purchase_completed'
  | 'purchased_p'
  | 'payment_captured'
  | 'item_sent'
  /** On its way to Hong Kong (the expected arrival counts from here). */
  | 'oversea_shipping'
  /** Ready for Pickup: the pickup point's free storage runs. */
  | 'bns_in'
  /** Delivered: receipt may be confirmed from here on. */
  | 'bns_complete';
const ORDER_AFTER: Record<OrderStage, number> = {
  confirmed: 0,
  payment_authorized: 1,
  partially_purchased: 2,
  purchased: 2,
  purchase_completed: 3,
  purchased_p: 3,
  payment_captured: 4,
  item_sent: 5,
  oversea_shipping: 6,
  bns_in: 6,
  bns_complete: 6,
};

export interface GivenOrder extends GivenParties {
  position: string;
}

/**
 * A two-item order brought to `stage`. The authorisation's psp reference is made up: tests that
 * need the provider pay for real instead (givenPaidBatch).
 */
export async function givenOrder(
  app: TestApp,
  stage: OrderStage,
  /**
   * `requesterId`: a registered account's (a name, e-mail and mobile to reach); default a new id.
   * `delivery`: default the pickup point bns-hq (COURIER_DELIVERY: to an address, no pickup code).
   */
  p: { at?: string; trackingNumber?: string; requesterId?: string; delivery?: Delivery } = {},
): Promise<GivenOrder> {
  const at = p.at ?? new Date().toISOString();
  const { requester, buyer } = newParties(p.requesterId);
  const system: Actor = { id: 'order-kit', role: 'system' };
  const h = new BatchHistory(app, { batchNumberPrefix: 'BNORD' });
  const { batchId } = h;
  const n = ORDER_AFTER[stage];
  const hkd = { amount: ORDER_HKD, currency: 'HKD' as const };
  const steps = [
    createRequest(
      h,
      [newItem('item-1', 'Thing item-1', 12000), newItem('item-2', 'Thing item-2', 8000)],
      ORDER_FEES,
      requester,
      at,
      p.delivery,
    ),
    step('AssignBuyer', { buyerId: buyer.id }, system, at),
    step('AcceptRequest', {}, buyer, at),
    step('RequestPayment', { fees: ORDER_FEES }, buyer, at),
    step('ConfirmRequest', {}, requester, at),
  ];
  if (n >= 1) {
    steps.push(
      step(
        'StartCheckout',
        { paymentMethod: 'card', amount: hkd, paymentReference: `ref-${batchId}`, agreedToTerms: true },
        requester,
        at,
      ),
    );
    steps.push(step('RecordPaymentAuthorisation', { amount: hkd, pspReference: `given-${batchId}` }, system, at));
  }
  if (n >= 2) {
    const ids = stage === 'partially_purchased' || stage === 'purchased_p' ? ['item-1'] : ['item-1', 'item-2'];
    steps.push(
      step('PurchaseItems', { items: ids.map((id) => ({ id, purchaseSiteOrderId: `SHOP-${id}` })) }, buyer, at),
    );
    if (stage === 'purchased_p') steps.push(step('CancelPurchase', { itemIds: ['item-2'] }, buyer, at));
  }
  if (n >= 3) steps.push(step('CompletePurchase', {}, buyer, at));
  if (n >= 4) steps.push(step('CapturePayment', { amount: hkd }, system, at));
  if (n >= 5) {
    const tn = p.trackingNumber ?? `TN${batchId.slice(0, 8).toUpperCase()}`;
    steps.push(
      step(
        'SendTracking',
        {
          items: [
            { id: 'item-1', trackingNumber: tn },
            { id: 'item-2', trackingNumber: tn },
          ],
        },
        buyer,
        at,
      ),
    );
  }
  if (n >= 6) steps.push(step('UpdateOrderStatus', { status: stage as 'bns_complete' }, buyer, at));
  await h.append(at, ...steps);
  return { batchId, batchNumber: h.batchNumber, requester, buyer, position: h.position };
}

/**
 * Two items: A US$120.00 and B US$30.00, international shipping US$10.00, service fee 12% of the
 * items (US$18.00): total US$178.00 = HK$1,388.40 authorised at the demo rate 7.80.
 */
export const TWO_ITEM_FEES: BatchFees = fees(15000, 1000, 1800, 0);
export const AUTHORISED_HKD = 138840;

/**
 * A two-item batch (item-a, item-b) given up to requested_payment, then paid through the real
 * checkout and the simulator (Visa 4111…: authorised) → payment_authorized.
 */
export async function givenPaidBatch(app: TestApp, requesterId?: string): Promise<GivenParties> {
  const { requester, buyer } = newParties(requesterId);
  const h = new BatchHistory(app, { batchNumberPrefix: 'BNRF' });
  await h.append(
    new Date(),
    createRequest(
      h,
      [newItem('item-a', 'Trail shoes', 12000), newItem('item-b', 'Water bottle', 3000)],
      TWO_ITEM_FEES,
      requester,
    ),
    step('AssignBuyer', { buyerId: buyer.id }, SYSTEM),
    step('AcceptRequest', {}, buyer),
    step('RequestPayment', { fees: TWO_ITEM_FEES }, buyer),
  );
  await pay(app, h.batchId, tokenFor(app, requester));
  // Routes that take a batch number find it in the read model, as a person who saw it in a list would.
  await waitForDetail(app, h.batchId, tokenFor(app, requester), (d) => d.status === 'payment_authorized');
  return { batchId: h.batchId, batchNumber: h.batchNumber, requester, buyer };
}

/** Paid for real, both items bought through the API, purchase complete and captured in full by the capture job. */
export async function givenCapturedBatch(app: TestApp, requesterId?: string): Promise<GivenParties> {
  const b = await givenPaidBatch(app, requesterId);
  const buyer = tokenFor(app, b.buyer);
  await batchActions.purchase(app, b.batchId, buyer, [
    { id: 'item-a', purchaseSiteOrderId: 'PO-A' },
    { id: 'item-b', purchaseSiteOrderId: 'PO-B' },
  ]);
  await batchActions.completePurchase(app, b.batchId, buyer);
  await eventually(async () => (await storedStatus(app, b.batchId)) === 'payment_captured', { what: 'the capture' });
  return b;
}
