import type { BatchEvent } from '../../machines/batch';
import { BUYER, command, hkd, PAY_HKD, SYSTEM } from '../../machines/testing/batch-fixtures';
import { scenarioAt } from '../../machines/testing/batch-scenario';
import type { LoggedEvent } from '../projections/runner/projection';
import { countedItems } from './buyer-statistics.projection';
import { orderFigures } from './order-figures';

// The sample batch after `modify`: item-1 2600 + item-2 2500 = 5100, total 8400, service fee 1000, buyer earning 600 (USD cents).
describe('orderFigures', () => {
  it('counts the whole fees when everything was bought', () => {
    const s = scenarioAt('payment_captured');
    expect(orderFigures(s.state.context, ['item-1', 'item-2'])).toEqual({ orderValue: 8400, totalFee: 1000, buyerFee: 600 });
  });

  it('counts the bought share, rounded down, when only some items were bought', () => {
    const s = scenarioAt('purchased_p');
    // item-1 is 2600 of 5100: 8400*26/51 = 4282.35, 1000*26/51 = 509.8, 600*26/51 = 305.9
    expect(orderFigures(s.state.context, ['item-1'])).toEqual({ orderValue: 4282, totalFee: 509, buyerFee: 305 });
  });

  it('converts fees in another currency to USD', () => {
    const s = scenarioAt('payment_captured');
    const ctx = { ...s.state.context, fees: { ...s.state.context.fees!, currency: 'HKD' as const } };
    const figures = orderFigures(ctx, ['item-1', 'item-2']);
    expect(figures!.orderValue).toBeLessThan(8400);
    expect(figures!.orderValue).toBeGreaterThan(0);
  });

  it('has nothing to count without fees', () => {
    const s = scenarioAt('payment_captured');
    expect(orderFigures({ ...s.state.context, fees: null }, ['item-1'])).toBeNull();
  });

  it('counts at the capture, or at purchase completion when the payment was settled at checkout', () => {
    const captured = scenarioAt('purchase_completed');
    const before = captured.state;
    captured.run(command('CapturePayment', { amount: hkd(PAY_HKD) }, SYSTEM));
    const capture = logged(captured.events.at(-1)!);
    expect(countedItems(capture, before, captured.state)).toEqual(['item-1', 'item-2']);

    const settled = scenarioAt('paid').run(command('PurchaseItems', { items: [{ id: 'item-1', purchaseSiteOrderId: 'P1' }] }, BUYER));
    settled.run(command('CancelPurchase', { itemIds: ['item-2'] }, BUYER));
    const beforeComplete = settled.state;
    settled.run(command('CompletePurchase', {}, BUYER));
    const completed = settled.events.at(-1)!;
    expect(completed.type).toBe('PurchaseCompleted');
    expect(countedItems(logged(completed), beforeComplete, settled.state)).toEqual(['item-1']);

    // An authorised-only batch is counted later, at its capture.
    const authorised = scenarioAt('purchased');
    const b = authorised.state;
    authorised.run(command('CompletePurchase', {}, BUYER));
    expect(countedItems(logged(authorised.events.at(-1)!), b, authorised.state)).toBeNull();
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
  } as LoggedEvent;
}
