import { refundedOfOrdered } from '@machines/batch/batch.items';
import { partialRefund, partialRefundOf, statusWithRefund } from './partial-refund';

describe('a partial refund in the status', () => {
  it('counts a refund of some items as partial, out of the items ordered', () => {
    const of = (...states: string[]) => partialRefund(states.map((state) => ({ state })));
    expect(of('refunded', 'sent')).toEqual({ count: 1, total: 2 });
    expect(of('refunded', 'sent', 'declined')).toEqual({ count: 1, total: 2 });
    expect(of('refunded', 'refunded')).toBeNull();
    expect(of('refunded', 'declined')).toBeNull();
    expect(of('sent', 'purchased')).toBeNull();
  });

  it('a list row says the same from the counts it carries (the list projection counts with the machine)', () => {
    const states = ['refunded', 'sent', 'declined'].map((state) => ({ state }));
    const { refunded, ordered } = refundedOfOrdered(states);
    expect([refunded, ordered]).toEqual([1, 2]);
    expect(partialRefundOf(refunded, ordered)).toEqual(partialRefund(states));
    expect(partialRefundOf(0, 2)).toBeNull();
    expect(partialRefundOf(2, 2)).toBeNull();
  });

  it('says the count instead of "Refunded", and after the status once the order moved on', () => {
    const words = ({ count, total }: { count: number; total: number }) => `${count} of ${total} items refunded`;
    const partial = { count: 1, total: 2 };
    expect(statusWithRefund('refunded', 'Refunded', partial, words)).toBe('1 of 2 items refunded');
    expect(statusWithRefund('sent', 'Item Sent', partial, words)).toBe('Item Sent · 1 of 2 items refunded');
    expect(statusWithRefund('refunded', 'Refunded', null, words)).toBe('Refunded');
  });
});
