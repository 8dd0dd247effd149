import type { BatchItem } from '@machines/batch/batch.types';
import { itemChangesOf, noteOf } from './quote-revisions';

const item = (id: string, over: Partial<BatchItem> = {}): BatchItem =>
  ({
    id,
    name: `Item ${id}`,
    quantity: 1,
    price: { amount: 4000, currency: 'USD' },
    weight: 300,
    sellerShipping: 0,
    ...over,
  }) as BatchItem;

// A quote revision tells the requester which of an item's figures moved and why.
describe('quote revisions: item changes and the note', () => {
  it("given an item's price, weight and seller shipping moved, then each is told old → new, nothing else", () => {
    const before = [item('a'), item('b')];
    const now = [item('a', { price: { amount: 4500, currency: 'USD' }, weight: 500, sellerShipping: 800 }), item('b')];
    expect(itemChangesOf(before, now)).toEqual([
      {
        item_id: 'a',
        name: 'Item a',
        price: { before: 4000, now: 4500 },
        weight: { before: 300, now: 500 },
        seller_shipping: { before: 0, now: 800 },
      },
    ]);
  });

  it('given only a quantity moved, then only the quantity; an item added since is not a change', () => {
    expect(itemChangesOf([item('a')], [item('a', { quantity: 2 }), item('c')])).toEqual([
      { item_id: 'a', name: 'Item a', quantity: { before: 1, now: 2 } },
    ]);
  });

  it("takes the change's remark as its note, trimmed; none (or blank, or no data) is null", () => {
    expect(noteOf({ data: { remark: ' The shop raised its price ' } })).toBe('The shop raised its price');
    expect(noteOf({ data: { remark: '  ' } })).toBeNull();
    expect(noteOf({ data: { items: [] } })).toBeNull();
    expect(noteOf({ data: null })).toBeNull();
  });
});
