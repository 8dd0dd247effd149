import { batchView, type BatchEvent } from '@machines/batch';
import { BUYER, command, hkd, PAY_HKD, STAFF, SYSTEM } from '@machines/testing/batch-fixtures';
import { scenarioAt, type Scenario } from '@machines/testing/batch-scenario';
import { buyerEarningOf } from '../../batch';
import type { LoggedEvent } from '../../platform/projections/runner/projection';
import { counts } from './buyer-statistics.projection';
import { orderFigures } from './order-figures';

// The sample batch after `modify` (USD cents): item-1 2600 + item-2 2500 = 5100, local shipping 500,
// service fee 1000, buyer earning 600; HK$647.40 authorised (= US$83.00 at 7.80). Pricing: the default
// fee table, 12% service fee on items + local shipping, at least US$10, half of it the buyer's.
const PRICING = {};
const figuresOf = (s: Scenario) => orderFigures(batchView(s.state), PRICING);

describe('orderFigures', () => {
  it('counts the agreed fees and the money captured when everything was bought', () => {
    // 64740 / 7.80 = 8300.
    expect(figuresOf(scenarioAt('payment_captured'))).toEqual({ orderValue: 8300, totalFee: 1000, buyerFee: 600 });
  });

  it('re-prices the fee on the bought items with the US$10 floor, like the detail page', () => {
    const s = scenarioAt('purchased_p').run(command('CapturePayment', { amount: hkd(30000) }, SYSTEM));
    // 12% of (2600 + 500) = 372 < 1000, so the fee is US$10.00 and the buyer earns half: 500.
    // HK$300.00 / 7.80 = 3846.15 → 3846.
    expect(figuresOf(s)).toEqual({ orderValue: 3846, totalFee: 1000, buyerFee: 500 });
    expect(figuresOf(s)?.buyerFee).toBe(buyerEarningOf(batchView(s.state), PRICING));
  });

  it('reduces the figures after a refund, and drops the order once nothing is kept', () => {
    const s = scenarioAt('payment_captured').run(
      command('RefundItems', { itemIds: ['item-2'], amount: hkd(19500), reason: 'prohibited_item' }, STAFF),
    );
    // Kept: item-1 → fee US$10 (floor), earning 500; money kept 64740 - 19500 = 45240 → US$58.00.
    expect(figuresOf(s)).toEqual({ orderValue: 5800, totalFee: 1000, buyerFee: 500 });
    s.run(command('RefundItems', { itemIds: ['item-1'], amount: hkd(45240), reason: 'prohibited_item' }, STAFF));
    expect(figuresOf(s)).toBeNull();
  });

  it('has nothing to count without fees', () => {
    const s = scenarioAt('payment_captured');
    expect(orderFigures({ ...batchView(s.state), fees: null }, PRICING)).toBeNull();
  });

  it('counts at the capture, or at purchase completion when the payment was settled at checkout', () => {
    const captured = scenarioAt('purchase_completed');
    const before = captured.state;
    captured.run(command('CapturePayment', { amount: hkd(PAY_HKD) }, SYSTEM));
    const capture = logged(captured.events.at(-1)!);
    expect(counts(capture, before, captured.state)).toBe(true);

    const settled = scenarioAt('paid').run(
      command('PurchaseItems', { items: [{ id: 'item-1', purchaseSiteOrderId: 'P1' }] }, BUYER),
    );
    settled.run(command('CancelPurchase', { itemIds: ['item-2'] }, BUYER));
    const beforeComplete = settled.state;
    settled.run(command('CompletePurchase', {}, BUYER));
    const completed = settled.events.at(-1)!;
    expect(completed.type).toBe('PurchaseCompleted');
    expect(counts(logged(completed), beforeComplete, settled.state)).toBe(true);

    // An authorised-only batch is counted later, at its capture.
    const authorised = scenarioAt('purchased');
    const b = authorised.state;
    authorised.run(command('CompletePurchase', {}, BUYER));
    expect(counts(logged(authorised.events.at(-1)!), b, authorised.state)).toBe(false);
  });
});

function logged(event: BatchEvent): LoggedEvent {
  return {
    position: { tx: '1', pos: '1' },
    streamId: 'batch-x',
    streamRevision: 1,
    eventId: 'e',
    type: event.type,
    schemaVersion: 1,
    data: event.data,
    metadata: {},
    createdAt: new Date(0),
  };
}
