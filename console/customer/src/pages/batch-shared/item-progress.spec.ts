import { itemProgress, partialRefund } from './item-progress';

describe('item progress on the order page', () => {
  it('says Paid, not Requested, for an item paid for and not yet bought', () => {
    expect(itemProgress('requested', false)).toBe('requested');
    expect(itemProgress('requested', true)).toBe('paid');
  });

  it('reads each bought item on its own: purchased, in delivery, received, refunded', () => {
    expect(['purchased', 'sent', 'received', 'refunded'].map((s) => itemProgress(s, true))).toEqual([
      'purchased',
      'in_delivery',
      'received',
      'refunded',
    ]);
    expect(itemProgress('teleported', true)).toBeNull();
  });

  it('counts a refund of some items as partial, out of the items ordered', () => {
    const of = (...states: string[]) => partialRefund(states.map((state) => ({ state })));
    expect(of('refunded', 'sent')).toEqual({ count: 1, total: 2 });
    expect(of('refunded', 'sent', 'declined')).toEqual({ count: 1, total: 2 });
    expect(of('refunded', 'refunded')).toBeNull();
    expect(of('refunded', 'declined')).toBeNull();
    expect(of('sent', 'purchased')).toBeNull();
  });
});
