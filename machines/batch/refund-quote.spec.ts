import { PricingError } from '../pricing/pricing.errors';
import { STAFF, command, hkd } from '../testing/batch-fixtures';
import { scenarioAt } from '../testing/batch-scenario';
import { EMPTY_CONTEXT } from './batch.types';
import { quoteRefund } from './refund-quote';

/** Captured sample batch: US$26 + US$25 items, US$5 local and US$18 international shipping, US$10 fee; HK$647.40 taken. */
const captured = () => scenarioAt('payment_captured');
const one = (id: string) => [{ id, quantity: 1 }];

describe('quoteRefund', () => {
  it('one item of two: its value and pro-rata local shipping; the service fee stays (its floor), HKD pro rata, rounded down', () => {
    const q = quoteRefund(captured().state.context, one('item-1'), 0);
    expect(q.details).toMatchObject({
      refund_subtotal: 2600,
      refund_local_shipping_fee: 254,
      refund_service_fee: 0,
      refund_total: 2854,
    });
    expect(q.amount).toBe(Math.floor((64740 * 2854) / 8400));
    expect(q.details.local_refund_total).toBe(q.amount);
  });

  it('everything left is a whole-order refund: the service fee comes back, international shipping does not', () => {
    const q = quoteRefund(captured().state.context, [...one('item-1'), ...one('item-2')], 0);
    expect(q.estimate.wholeOrder).toBe(true);
    expect(q.details).toMatchObject({
      refund_subtotal: 5100,
      refund_local_shipping_fee: 500,
      refund_service_fee: 1000,
      refund_total: 6600,
    });
    expect(q.amount).toBe(50867);
  });

  it('adds an additional refund to the total', () => {
    const q = quoteRefund(captured().state.context, one('item-2'), 500);
    expect(q.details).toMatchObject({ refund_subtotal: 2500, refund_additional: 500, refund_total: 3245 });
    expect(q.amount).toBe(25009);
  });

  it("counts staff's direct refund as gone, so the last item is the whole rest of the order", () => {
    const s = captured().run(
      command('RefundItems', { itemIds: ['item-1'], amount: hkd(1000), reason: 'prohibited_item' }, STAFF),
    );
    const q = quoteRefund(s.state.context, one('item-2'), 0);
    expect(q.estimate.wholeOrder).toBe(true);
    expect(q.details.refund_total).toBe(3746);
    expect(q.amount).toBe(28870);
  });

  it('never gives back more than is captured and not yet refunded', () => {
    const ctx = captured().state.context;
    const q = quoteRefund({ ...ctx, payments: { ...ctx.payments, refunded: 60000 } }, one('item-1'), 0);
    expect(q.amount).toBe(4740);
    expect(q.details.local_refund_total).toBe(4740);
  });

  it('refuses a batch without fees', () => {
    expect(() => quoteRefund(EMPTY_CONTEXT, one('item-1'), 0)).toThrow(PricingError);
  });
});
