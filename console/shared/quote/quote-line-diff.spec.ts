import type { QuoteItemChange, QuoteLines } from '@contracts/batch/quote';
import { quoteChangeTopics, quoteLineRows } from './quote-line-diff';

const lines = (over: Partial<QuoteLines>): QuoteLines => ({
  item_subtotal: 2000,
  seller_shipping: 0,
  local_shipping: 0,
  international_shipping: 1000,
  additional_fee: 0,
  service_fee: 300,
  insurance_fee: 0,
  coupon_discount: 0,
  total: 3300,
  ...over,
});

// The Before/Now rows and the names of what changed, shared by the console and the customer app.
describe('quote line diff', () => {
  it('the first quote: lines asking for money (and the always-shown ones), nothing marked changed', () => {
    const rows = quoteLineRows(lines({}));
    expect(rows.map((r) => r.field)).toEqual(['item_subtotal', 'international_shipping', 'service_fee', 'total']);
    expect(rows.every((r) => r.before === null && !r.changed)).toBe(true);
  });

  it('against the one before: a line that went to zero still shows, changed lines are marked old → new', () => {
    const before = lines({ additional_fee: 500, total: 3800 });
    const now = lines({ item_subtotal: 2400, total: 3700 });
    const rows = quoteLineRows(now, before);
    expect(rows.find((r) => r.field === 'additional_fee')).toEqual({
      field: 'additional_fee',
      before: 500,
      now: 0,
      changed: true,
    });
    expect(rows.find((r) => r.field === 'service_fee')?.changed).toBe(false);
    expect(quoteLineRows(now, before, true).map((r) => [r.field, r.before, r.now])).toEqual([
      ['item_subtotal', 2000, 2400],
      ['additional_fee', 500, 0],
      ['total', 3800, 3700],
    ]);
  });

  it('names what changed: the subtotal in general words, the shipping fee (seller or local, once), weight; never the total', () => {
    // The service fee follows the subtotal: not named beside it; named alone (waived).
    expect(quoteChangeTopics(lines({}), lines({ item_subtotal: 2400, service_fee: 360, total: 3760 }))).toEqual([
      'priceOrQuantity',
    ]);
    expect(quoteChangeTopics(lines({}), lines({ service_fee: 0, total: 3000 }))).toEqual(['serviceFee']);
    expect(
      quoteChangeTopics(lines({}), lines({ seller_shipping: 100, local_shipping: 100, international_shipping: 1200 })),
    ).toEqual(['shippingFee', 'weight']);
    expect(quoteChangeTopics(lines({}), lines({}))).toEqual([]);
  });

  describe("the subtotal's change, told by the revision's item changes", () => {
    const raised = lines({ item_subtotal: 2400, service_fee: 360, total: 3760 });
    const price: QuoteItemChange = { item_id: 'i1', name: 'Desk fan', price: { before: 2000, now: 2400 } };
    const quantity: QuoteItemChange = { item_id: 'i2', name: 'Kettle', quantity: { before: 1, now: 2 } };

    it('given a unit price that moved, then it is the price, with the weight beside it', () => {
      expect(quoteChangeTopics(lines({}), raised, [price])).toEqual(['price']);
      expect(
        quoteChangeTopics(lines({}), lines({ item_subtotal: 2400, international_shipping: 1500, total: 4200 }), [
          price,
        ]),
      ).toEqual(['price', 'weight']);
    });

    it('given a quantity that moved, then it is the quantity; both moved (one item or two), then both', () => {
      expect(quoteChangeTopics(lines({}), raised, [quantity])).toEqual(['quantity']);
      expect(quoteChangeTopics(lines({}), raised, [price, quantity])).toEqual(['price', 'quantity']);
      expect(quoteChangeTopics(lines({}), raised, [{ ...price, quantity: quantity.quantity }])).toEqual([
        'price',
        'quantity',
      ]);
    });

    it('given no item changes (an older answer, or an item declined), then the general words', () => {
      expect(quoteChangeTopics(lines({}), raised, [])).toEqual(['priceOrQuantity']);
      expect(quoteChangeTopics(lines({}), raised, undefined)).toEqual(['priceOrQuantity']);
    });

    it('given item changes but the subtotal the same (price up, quantity down), then no subtotal topic', () => {
      expect(quoteChangeTopics(lines({}), lines({ additional_fee: 500, total: 3800 }), [price])).toEqual([
        'additionalFee',
      ]);
    });
  });
});
