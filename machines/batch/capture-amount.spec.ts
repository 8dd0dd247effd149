import { EMPTY_CONTEXT, type BatchContext, type BatchItem } from './batch.types';
import { cancelReleaseFor, captureAmountFor } from './capture-amount';

const item = (id: string, amount: number, state: BatchItem['state']): BatchItem =>
  ({ id, price: { amount, currency: 'USD' }, quantity: 1, state }) as unknown as BatchItem;

/** US$120 + US$30 items, US$10 international shipping, 12% service fee: US$178 = HK$1,388.40 held. */
const ctx = (a: BatchItem['state'], b: BatchItem['state'], canceledAuthorisation = 0): BatchContext => ({
  ...EMPTY_CONTEXT,
  items: [item('a', 12000, a), item('b', 3000, b)],
  fees: {
    currency: 'USD',
    itemSubtotal: 15000,
    sellerShipping: 0,
    localShipping: 0,
    internationalShipping: 1000,
    additionalFee: 0,
    serviceFee: 1800,
    insuranceFee: 0,
    couponDiscount: 0,
    total: 17800,
    buyerEarning: 0,
  },
  payments: { currency: 'HKD', authorised: 138840, captured: 0, refunded: 0, canceledAuthorisation },
});

describe('captureAmountFor', () => {
  it('captures everything when everything was bought', () => {
    expect(captureAmountFor(ctx('purchased', 'purchased'))).toBe(138840);
  });
  it('captures the bought item with international shipping and its own 12% fee: (120 + 10 + 14.40) × 7.80', () => {
    expect(captureAmountFor(ctx('purchased', 'purchase_canceled'))).toBe(112632);
  });
  it('keeps the US$10 service-fee floor when only the cheap item is bought: (30 + 10 + 10) × 7.80', () => {
    expect(captureAmountFor(ctx('purchase_canceled', 'purchased'))).toBe(39000);
  });
  it('captures nothing when nothing was bought, and never more than is still held', () => {
    expect(captureAmountFor(ctx('purchase_canceled', 'purchase_canceled'))).toBe(0);
    expect(captureAmountFor(ctx('purchased', 'purchased', 100000))).toBe(38840);
  });
});

describe('cancelReleaseFor', () => {
  it('releases the cancelled item with its share of the fees', () => {
    expect(cancelReleaseFor(ctx('requested', 'requested'), ['b'])).toBe(26208);
    expect(cancelReleaseFor(ctx('requested', 'requested'), ['a', 'b'])).toBe(138840);
  });
});
