import { randomUUID } from 'node:crypto';
import type { Actor, BatchEvent } from '../../machines/batch';
import { command, createData, fees, hkd, PAY_HKD, REQUESTER, SYSTEM } from '../../machines/testing/batch-fixtures';
import { Scenario } from '../../machines/testing/batch-scenario';
import { PostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { http } from '../batches/batch-test-kit';
import { startTestApp, type TestApp } from '../support/test-app';

jest.mock('../../src/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

type Summary = { from: string; to: string; currency: string; total_buyer_fee: number; total_order_value: number; total_order_number: number };
type Node = { date: string; total_buyer_earn: number; total_order_value: number; total_order_number: number; total_fee: number; total_buyer_fee: number; currency: string };

/**
 * A batch driven by real commands to its capture. Its fees (USD cents): items 2600 + 2500 = 5100,
 * local shipping 500, international 1800, service fee 1000, total 8400, buyer earning 600.
 * `bought: 'one'` buys item-1 only and cancels item-2.
 */
function capturedBatch(buyerId: string, bought: 'both' | 'one', batchNumber: string): BatchEvent[] {
  const buyer: Actor = { id: buyerId, role: 'buyer', accountType: 'b' };
  const s = new Scenario()
    .run(command('CreateRequest', createData({ batchNumber }), REQUESTER))
    .run(command('AssignBuyer', { buyerId }, SYSTEM))
    .run(command('AcceptRequest', {}, buyer))
    .run(command('ModifyItems', { items: [{ id: 'item-1', price: 2600 }], fees: fees({ itemSubtotal: 5100 }) }, buyer))
    .run(command('ConfirmRequest', {}, REQUESTER))
    .run(command('StartCheckout', { paymentMethod: 'card', amount: hkd(PAY_HKD), paymentReference: `pay-${batchNumber}`, agreedToTerms: true }, REQUESTER))
    .run(command('RecordPaymentAuthorisation', { amount: hkd(PAY_HKD), pspReference: `psp-${batchNumber}` }, SYSTEM));
  if (bought === 'both') {
    s.run(command('PurchaseItems', { items: [{ id: 'item-1', purchaseSiteOrderId: 'P1' }, { id: 'item-2', purchaseSiteOrderId: 'P2' }] }, buyer));
  } else {
    s.run(command('PurchaseItems', { items: [{ id: 'item-1', purchaseSiteOrderId: 'P1' }] }, buyer)).run(command('CancelPurchase', { itemIds: ['item-2'] }, buyer));
  }
  s.run(command('CompletePurchase', {}, buyer)).run(command('CapturePayment', { amount: hkd(30000) }, SYSTEM));
  return s.events;
}

describe('Buyer statistics (read model and endpoints)', () => {
  let app: TestApp;
  let store: PostgresEventStore;
  const buyer = `buyer-${randomUUID().slice(0, 8)}`;
  const otherBuyer = `buyer-${randomUUID().slice(0, 8)}`;
  let lastPosition = '';

  /** Appends the history with every event stamped at `at` (the business time the read model dates by). */
  async function given(events: BatchEvent[], at: string): Promise<void> {
    const result = await store.append(
      `batch-${randomUUID()}`,
      events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata: { at, actor: { id: 'test', role: 'staff' } } })),
      { expectedRevision: 'no_stream', streamType: 'batch' },
    );
    lastPosition = result.position;
  }
  const asBuyer = (id: string) => app.tokenFor({ id, accountType: 'b' });

  beforeAll(async () => {
    app = await startTestApp();
    store = new PostgresEventStore(app.databaseUrl, { poolSize: 2 });
    const n = () => `BNST${randomUUID().slice(0, 8).toUpperCase()}`;
    // 5 March (HK): two orders of `buyer`; 23:30 HK is still the 5th.
    await given(capturedBatch(buyer, 'both', n()), '2026-03-05T02:00:00.000Z');
    await given(capturedBatch(buyer, 'one', n()), '2026-03-05T15:30:00.000Z');
    // 00:30 HK on the 6th (still the 5th in UTC).
    await given(capturedBatch(buyer, 'both', n()), '2026-03-05T16:30:00.000Z');
    // Another month, and another buyer on the same day: neither belongs to March's figures of `buyer`.
    await given(capturedBatch(buyer, 'both', n()), '2026-04-01T01:00:00.000Z');
    await given(capturedBatch(otherBuyer, 'both', n()), '2026-03-05T03:00:00.000Z');
  });

  afterAll(async () => {
    await store.close();
    await app.close();
  });

  it('sums the buyer fee, order value and count of the buyer\'s captured orders over a date range', async () => {
    const res = await http<Summary & { stale: boolean }>(app, 'GET', `/api/order/statistic/?from=2026-03-01&to=2026-03-31&after_position=${lastPosition}`, asBuyer(buyer));
    expect(res.status).toBe(200);
    // Full order: 8400 / fee 600. Partial (item-1, 2600 of 5100): 8400*26/51 -> 4282, 600*26/51 -> 305.
    expect(res.body).toEqual({ from: '2026-03-01', to: '2026-03-31', currency: 'USD', total_buyer_fee: 600 + 305 + 600, total_order_value: 8400 + 4282 + 8400, total_order_number: 3, stale: false });

    const oneDay = await http<Summary>(app, 'GET', '/api/order/statistic/?from=2026-03-05&to=2026-03-05', asBuyer(buyer));
    expect(oneDay.body).toMatchObject({ total_buyer_fee: 905, total_order_value: 12682, total_order_number: 2 });
    const other = await http<Summary>(app, 'GET', '/api/order/statistic/?from=2026-03-01&to=2026-04-30', asBuyer(otherBuyer));
    expect(other.body).toMatchObject({ total_buyer_fee: 600, total_order_value: 8400, total_order_number: 1 });
    const nobody = await http<Summary>(app, 'GET', '/api/order/statistic/?from=2026-03-01&to=2026-04-30', asBuyer('buyer-without-orders'));
    expect(nobody.body).toMatchObject({ total_buyer_fee: 0, total_order_value: 0, total_order_number: 0 });
  });

  it('gives every day of the chosen month, by Hong Kong date', async () => {
    const res = await http<{ month: string; currency: string; results: Node[] }>(app, 'GET', `/api/order/statistic/daily/?month=2026-03&after_position=${lastPosition}`, asBuyer(buyer));
    expect(res.status).toBe(200);
    expect(res.body.month).toBe('2026-03');
    expect(res.body.currency).toBe('USD');
    expect(res.body.results).toHaveLength(31);
    expect(res.body.results[4]).toEqual({ date: '2026-03-05', total_buyer_earn: 905, total_order_value: 12682, total_order_number: 2, total_fee: 1000 + 509, total_buyer_fee: 905, currency: 'USD' });
    expect(res.body.results[5]).toEqual({ date: '2026-03-06', total_buyer_earn: 600, total_order_value: 8400, total_order_number: 1, total_fee: 1000, total_buyer_fee: 600, currency: 'USD' });
    const rest = res.body.results.filter((d) => d.date !== '2026-03-05' && d.date !== '2026-03-06');
    expect(rest.every((d) => d.total_order_number === 0 && d.total_buyer_earn === 0 && d.total_order_value === 0)).toBe(true);

    const april = await http<{ results: Node[] }>(app, 'GET', '/api/order/statistic/daily/?month=2026-04', asBuyer(buyer));
    expect(april.body.results).toHaveLength(30);
    expect(april.body.results[0]).toMatchObject({ date: '2026-04-01', total_order_number: 1, total_buyer_earn: 600 });
  });

  it('defaults to the current Hong Kong month', async () => {
    const month = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 7);
    const daily = await http<{ month: string }>(app, 'GET', '/api/order/statistic/daily/', asBuyer(buyer));
    expect(daily.body.month).toBe(month);
    const summary = await http<Summary>(app, 'GET', '/api/order/statistic/', asBuyer(buyer));
    expect(summary.status).toBe(200);
    expect(summary.body.from).toBe(`${month}-01`);
  });

  it('refuses bad dates with the field, and every role but buyer', async () => {
    const cases: [string, string][] = [
      ['/api/order/statistic/?from=2026-02-30&to=2026-03-01', 'from'],
      ['/api/order/statistic/?from=2026-03-01&to=03/31/2026', 'to'],
      ['/api/order/statistic/?from=2026-03-10&to=2026-03-01', 'to'],
      ['/api/order/statistic/?from=yesterday', 'from'],
      ['/api/order/statistic/daily/?month=2026-13', 'month'],
      ['/api/order/statistic/daily/?month=2026-3', 'month'],
      ['/api/order/statistic/daily/?month=2026-03&after_position=zzz', 'after_position'],
    ];
    for (const [path, field] of cases) {
      const res = await http(app, 'GET', path, asBuyer(buyer));
      expect({ path, status: res.status, body: res.body }).toMatchObject({ path, status: 400, body: { code: 'VALIDATION_FAILED', params: { field } } });
    }
    for (const accountType of ['r', 's', 'x'] as const) {
      const res = await http(app, 'GET', '/api/order/statistic/?from=2026-03-01&to=2026-03-31', app.tokenFor({ id: buyer, accountType }));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'AUTH_NOT_AUTHORIZED' });
      expect((await http(app, 'GET', '/api/order/statistic/daily/?month=2026-03', app.tokenFor({ id: buyer, accountType }))).status).toBe(403);
    }
    expect((await http(app, 'GET', '/api/order/statistic/')).status).toBe(401);
  });
});
