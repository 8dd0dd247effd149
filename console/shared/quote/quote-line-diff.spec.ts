import type { QuoteItemChange, QuoteRevisionEntry } from '@contracts/batch/quote';
import { quoteLinesOf } from '../testing/quote-lines.fixture';
import { changeBetween, itemChangeRows, quoteChangeTopics, quoteLineRows } from './quote-line-diff';

const lines = quoteLinesOf;

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

  describe("an item's own figures", () => {
    const fan: QuoteItemChange = {
      item_id: 'i1',
      name: 'Desk fan',
      price: { before: 4000, now: 4500 },
      weight: { before: 300, now: 500 },
    };

    it('lists each moved figure of each item, old → new, price first', () => {
      expect(itemChangeRows([fan, { item_id: 'i2', name: 'Kettle', quantity: { before: 1, now: 2 } }])).toEqual([
        { item_id: 'i1', name: 'Desk fan', figure: 'price', before: 4000, now: 4500 },
        { item_id: 'i1', name: 'Desk fan', figure: 'weight', before: 300, now: 500 },
        { item_id: 'i2', name: 'Kettle', figure: 'quantity', before: 1, now: 2 },
      ]);
      expect(itemChangeRows(undefined)).toEqual([]);
    });

    it("names an item's weight or seller shipping even when its line kept its figure", () => {
      const sellerShipping: QuoteItemChange = {
        item_id: 'i1',
        name: 'Desk fan',
        seller_shipping: { before: 0, now: 500 },
      };
      expect(quoteChangeTopics(lines({}), lines({ item_subtotal: 2400, total: 3700 }), [fan])).toEqual([
        'price',
        'weight',
      ]);
      expect(quoteChangeTopics(lines({}), lines({}), [sellerShipping])).toEqual(['shippingFee']);
    });
  });

  describe('the change from the revision the requester saw to the one in force', () => {
    const entry = (revision: number, over: Partial<QuoteRevisionEntry>): QuoteRevisionEntry => ({
      revision,
      reason: 'ItemsModified',
      currency: 'USD',
      lines: lines({}),
      hkd: { rate_micro: 7_800_000, rate_source: 'demo', lines: lines({}) },
      at: '2026-11-30T00:00:00.000Z',
      actor_id: 'b1',
      actor_role: 'buyer',
      ...over,
    });
    const revisions = [
      entry(1, {}),
      entry(2, { item_changes: [{ item_id: 'i1', name: 'Desk fan', price: { before: 4000, now: 4100 } }], note: null }),
      entry(3, {
        item_changes: [{ item_id: 'i1', name: 'Desk fan', price: { before: 4100, now: 5600 } }],
        note: 'Price rose at checkout',
      }),
      entry(4, {
        item_changes: [
          { item_id: 'i1', name: 'Desk fan', quantity: { before: 1, now: 2 } },
          { item_id: 'i2', name: 'Kettle', weight: { before: 300, now: 500 } },
        ],
        note: null,
      }),
      entry(5, { item_changes: [{ item_id: 'i2', name: 'Kettle', weight: { before: 500, now: 300 } }] }),
    ];

    it('given several revisions between, then each figure from its first before to its last now, with the last note', () => {
      expect(changeBetween(revisions, 1, 4)).toEqual({
        items: [
          { item_id: 'i1', name: 'Desk fan', price: { before: 4000, now: 5600 }, quantity: { before: 1, now: 2 } },
          { item_id: 'i2', name: 'Kettle', weight: { before: 300, now: 500 } },
        ],
        note: 'Price rose at checkout',
        complete: true,
      });
    });

    it('given a figure moved and back, then it is left out; an item with nothing left too', () => {
      expect(changeBetween(revisions, 3, 5).items).toEqual([
        { item_id: 'i1', name: 'Desk fan', quantity: { before: 1, now: 2 } },
      ]);
    });

    it('given the revisions not read up to the one in force, then the change is not complete', () => {
      expect(changeBetween(revisions.slice(0, 3), 2, 4)).toMatchObject({ complete: false });
      expect(changeBetween(revisions, 2, 3)).toEqual({
        items: [{ item_id: 'i1', name: 'Desk fan', price: { before: 4100, now: 5600 } }],
        note: 'Price rose at checkout',
        complete: true,
      });
    });
  });
});
