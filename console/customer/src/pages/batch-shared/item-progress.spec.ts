import { itemProgress } from './item-progress';

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
});
