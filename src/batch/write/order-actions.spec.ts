import { batchView, type CommandMetadata } from '@machines/batch';
import { eventsTo, scenarioAt } from '@machines/testing/batch-scenario';
import { decide, isDomainError, replay } from '@machines/batch';
import { orderStatusCommands, receiptCommands } from './order-commands';
import { buyerEarningOf, earningNeedsRepricing } from '../core/orders/buyer-earning';
import { normalizeTrackingNumber } from '../core/orders/tracking-number';

const META: CommandMetadata = {
  actor: { id: 'buy-1', role: 'buyer', accountType: 'b' },
  at: '2026-03-01T10:00:00.000Z',
  commandId: 'c-1',
};

describe('tracking numbers (spec §5: checked before submit)', () => {
  it('trims and accepts 6-40 letters, digits and dashes', () => {
    expect(normalizeTrackingNumber('  1Z999AA10123456784 ')).toBe('1Z999AA10123456784');
    expect(normalizeTrackingNumber('SF-123')).toBe('SF-123');
    expect(normalizeTrackingNumber('x'.repeat(40))).toBe('x'.repeat(40));
  });
  it('refuses short, long, spaced, punctuated or non-text numbers', () => {
    for (const bad of ['12345', 'x'.repeat(41), 'AB 12345', 'AB_12345', '', 42, null])
      expect(normalizeTrackingNumber(bad)).toBeNull();
  });
  it('accepts exactly what the decider accepts (one rule), so a number passing HTTP is never refused by the domain', () => {
    const captured = eventsTo('payment_captured');
    const decided = (tn: string) =>
      decide(
        { type: 'SendTracking', data: { items: [{ id: 'item-1', trackingNumber: tn }] }, metadata: META },
        replay(captured),
      );
    for (const tn of ['ABCD', 'ABCDE', 'ABCDEF', 'A-1-B-2', 'x'.repeat(40), 'x'.repeat(41), 'AB_123456']) {
      expect([tn, normalizeTrackingNumber(tn) !== null]).toEqual([tn, !isDomainError(decided(tn))]);
    }
  });
});

describe('update_order_status → machine commands', () => {
  it('one stage for selected items, per-item stages grouped, lowest code first', () => {
    const cmds = orderStatusCommands(
      {
        status: 'oversea_shipping',
        items: [{ id: 'a', status: 'arrived_oversea_warehouse' }, { id: 'b' }],
        selectedItems: ['c'],
      },
      META,
      [],
    );
    expect(cmds.map((c) => c.data)).toEqual([
      { status: 'arrived_oversea_warehouse', itemIds: ['a'] },
      { status: 'oversea_shipping', itemIds: ['b', 'c'] },
    ]);
  });
  it('without items: the stage for every item on its way', () => {
    expect(orderStatusCommands({ status: 'bns_shipping' }, META, []).map((c) => c.data)).toEqual([
      { status: 'bns_shipping' },
    ]);
  });
  it('purchased needs the purchase-site order id and buys the selected (else open) items', () => {
    expect(() => orderStatusCommands({ status: 'purchased' }, META, ['a'])).toThrow();
    const [cmd] = orderStatusCommands({ status: 'purchased', purchaseSiteOrderId: 'P-1' }, META, ['a', 'b']);
    expect(cmd).toMatchObject({
      type: 'PurchaseItems',
      data: {
        items: [
          { id: 'a', purchaseSiteOrderId: 'P-1' },
          { id: 'b', purchaseSiteOrderId: 'P-1' },
        ],
      },
    });
  });
});

describe('received → machine commands', () => {
  const requester: CommandMetadata = { ...META, actor: { id: 'req-1', role: 'requester', accountType: 'r' } };
  it('everything received without a rating also completes the order', () => {
    const cmds = receiptCommands({}, requester, scenarioAt('bns_complete').state);
    expect(cmds.map((c) => c.type)).toEqual(['ConfirmReceipt', 'CompleteOrder']);
  });
  it('with a rating the machine completes it in ConfirmReceipt', () => {
    expect(receiptCommands({ rating: 4 }, requester, scenarioAt('bns_complete').state).map((c) => c.type)).toEqual([
      'ConfirmReceipt',
    ]);
  });
  it('already received: completes with the rating', () => {
    const cmds = receiptCommands({ rating: 5, review: 'ok' }, requester, scenarioAt('received').state);
    expect(cmds).toMatchObject([{ type: 'CompleteOrder', data: { rating: 5, review: 'ok' } }]);
  });
});

describe("the buyer's earning follows the kept items", () => {
  it('is the agreed figure while every item goes ahead', () => {
    const v = batchView(replay(eventsTo('purchase_completed')));
    expect(earningNeedsRepricing(v)).toBe(false);
    expect(buyerEarningOf(v, null)).toBe(v.fees?.buyerEarning);
  });
  it('is nothing when nothing was kept', () => {
    const v = batchView(replay(eventsTo('all_payment_canceled')));
    expect(buyerEarningOf(v, {})).toBe(0);
  });
});
