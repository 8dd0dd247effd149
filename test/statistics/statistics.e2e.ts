import { randomUUID } from 'node:crypto';
import type { StatisticDay as Node, StatisticRange as Summary } from '@contracts/statistics';
import type { Actor, BatchEvent } from '@machines/batch';
import { command, createData, fees, hkd, PAY_HKD, REQUESTER, SYSTEM } from '@machines/testing/batch-fixtures';
import { Scenario } from '@machines/testing/batch-scenario';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { appendBatchEvents, GIVEN_ACTOR, http, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/**
 * A batch driven by real commands to its capture. Its fees (USD cents): items 2600 + 2500 = 5100,
 * local shipping 500, international 1800, service fee 1000, total 8400, buyer earning 600;
 * HK$647.40 authorised. `bought: 'both'` captures all of it (= US$83.00 at 7.80).
 * `bought: 'one'` buys item-1 only, cancels item-2 and captures HK$343.20 (= US$44.00).
 */
function capturedBatch(buyerId: string, bought: 'both' | 'one', batchNumber: string): Scenario {
  const buyer: Actor = { id: buyerId, role: 'buyer', accountType: 'b' };
  const s = new Scenario()
    .run(command('CreateRequest', createData({ batchNumber }), REQUESTER))
    .run(command('AssignBuyer', { buyerId }, SYSTEM))
    .run(command('AcceptRequest', {}, buyer))
    .run(command('ModifyItems', { items: [{ id: 'item-1', price: 2600 }], fees: fees({ itemSubtotal: 5100 }) }, buyer))
    .run(command('ConfirmRequest', {}, REQUESTER))
    .run(
      command(
        'StartCheckout',
        { paymentMethod: 'card', amount: hkd(PAY_HKD), paymentReference: `pay-${batchNumber}`, agreedToTerms: true },
        REQUESTER,
      ),
    )
    .run(command('RecordPaymentAuthorisation', { amount: hkd(PAY_HKD), pspReference: `psp-${batchNumber}` }, SYSTEM));
  if (bought === 'both') {
    s.run(
      command(
        'PurchaseItems',
        {
          items: [
            { id: 'item-1', purchaseSiteOrderId: 'P1' },
            { id: 'item-2', purchaseSiteOrderId: 'P2' },
          ],
        },
        buyer,
      ),
    );
  } else {
    s.run(command('PurchaseItems', { items: [{ id: 'item-1', purchaseSiteOrderId: 'P1' }] }, buyer)).run(
      command('CancelPurchase', { itemIds: ['item-2'] }, buyer),
    );
  }
  return s
    .run(command('CompletePurchase', {}, buyer))
    .run(command('CapturePayment', { amount: hkd(bought === 'both' ? PAY_HKD : 34320) }, SYSTEM));
}

describe('Buyer statistics (read model and endpoints)', () => {
  let app: TestApp;
  let store: PostgresEventStore;
  const buyer = `buyer-${randomUUID().slice(0, 8)}`;
  const otherBuyer = `buyer-${randomUUID().slice(0, 8)}`;
  let lastPosition = '';

  /**
   * Appends `events` with every one stamped at `at` (the business time the read model dates by), to a
   * new batch or after `to.revision` of an existing one.
   */
  async function given(
    events: readonly BatchEvent[],
    at: string,
    to?: { batchId: string; revision: number },
  ): Promise<{ batchId: string; revision: number }> {
    const batchId = to?.batchId ?? randomUUID();
    const result = await appendBatchEvents(store, batchId, events, {
      at,
      actor: GIVEN_ACTOR,
      expectedRevision: to ? to.revision : 'no_stream',
    });
    lastPosition = result.position;
    return { batchId, revision: (to ? to.revision : -1) + events.length };
  }
  let partialBatchId = '';
  const asBuyer = (id: string) => app.tokenFor({ id, accountType: 'b' });

  beforeAll(async () => {
    app = await startTestApp();
    store = new PostgresEventStore(app.databaseUrl, { poolSize: 2 });
    const n = () => `BNST${randomUUID().slice(0, 8).toUpperCase()}`;
    // 5 March (HK): two orders of `buyer`; 23:30 HK is still the 5th.
    await given(capturedBatch(buyer, 'both', n()).events, '2026-03-05T02:00:00.000Z');
    partialBatchId = (await given(capturedBatch(buyer, 'one', n()).events, '2026-03-05T15:30:00.000Z')).batchId;
    // 00:30 HK on the 6th (still the 5th in UTC).
    await given(capturedBatch(buyer, 'both', n()).events, '2026-03-05T16:30:00.000Z');
    // Another month, and another buyer on the same day: neither belongs to March's figures of `buyer`.
    await given(capturedBatch(buyer, 'both', n()).events, '2026-04-01T01:00:00.000Z');
    await given(capturedBatch(otherBuyer, 'both', n()).events, '2026-03-05T03:00:00.000Z');
  });

  afterAll(async () => {
    await store.close();
    await app.close();
  });

  it("sums the buyer fee, order value and count of the buyer's captured orders over a date range", async () => {
    const res = await http<Summary & { stale: boolean }>(
      app,
      'GET',
      `/api/order/statistic/?from=2026-03-01&to=2026-03-31&after_position=${lastPosition}`,
      asBuyer(buyer),
    );
    expect(res.status).toBe(200);
    // Full order: value US$83.00 captured, earning 600 as agreed. Partial (item-1 only): the fee is
    // re-priced on what was bought, 12% of (26.00 + 5.00 local shipping) = 3.72 < the US$10 floor, so
    // US$10 and half of it, 500, is the buyer's; value US$44.00 captured.
    expect(res.body).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      currency: 'USD',
      total_buyer_fee: 600 + 500 + 600,
      total_order_value: 8300 + 4400 + 8300,
      total_order_number: 3,
      stale: false,
    });

    const summaryOf = async (buyerId: string, from: string, to: string) =>
      (await http<Summary>(app, 'GET', `/api/order/statistic/?from=${from}&to=${to}`, asBuyer(buyerId))).body;
    expect(await summaryOf(buyer, '2026-03-05', '2026-03-05')).toMatchObject({
      total_buyer_fee: 1100,
      total_order_value: 12700,
      total_order_number: 2,
    });
    expect(await summaryOf(otherBuyer, '2026-03-01', '2026-04-30')).toMatchObject({
      total_buyer_fee: 600,
      total_order_value: 8300,
      total_order_number: 1,
    });
    expect(await summaryOf('buyer-without-orders', '2026-03-01', '2026-04-30')).toMatchObject({
      total_buyer_fee: 0,
      total_order_value: 0,
      total_order_number: 0,
    });
  });

  it('earns exactly what the detail page shows as you_earn for a partial purchase', async () => {
    const detail = await http<{ fees: { you_earn: number } }>(
      app,
      'GET',
      `/api/batch/orders/${partialBatchId}`,
      asBuyer(buyer),
      undefined,
      { 'x-event-position': lastPosition },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.fees.you_earn).toBe(500);
  });

  it("reduces an order's figures on its own day after a refund, and drops an order refunded in full", async () => {
    const day = async (date: string) =>
      (
        await http<Summary>(
          app,
          'GET',
          `/api/order/statistic/?from=${date}&to=${date}&after_position=${lastPosition}`,
          asBuyer(buyer),
        )
      ).body;
    const staff: Actor = { id: 'staff-1', role: 'staff', accountType: 's' };
    const n = () => `BNST${randomUUID().slice(0, 8).toUpperCase()}`;
    const kept = capturedBatch(buyer, 'both', n());
    const keptAt = await given(kept.events, '2026-05-12T02:00:00.000Z');
    const gone = capturedBatch(buyer, 'both', n());
    const goneAt = await given(gone.events, '2026-05-13T02:00:00.000Z');
    expect(await day('2026-05-12')).toMatchObject({
      total_buyer_fee: 600,
      total_order_value: 8300,
      total_order_number: 1,
    });
    expect(await day('2026-05-13')).toMatchObject({
      total_buyer_fee: 600,
      total_order_value: 8300,
      total_order_number: 1,
    });

    // A week later item-2 is refunded (HK$195.00). Kept: item-1, whose fee is the US$10 floor (half
    // to the buyer: 500); money kept HK$647.40 - 195.00 = 452.40 = US$58.00.
    const refund = (s: Scenario, itemIds: string[], amount: number) => {
      const from = s.events.length;
      s.run(command('RefundItems', { itemIds, amount: hkd(amount), reason: 'prohibited_item' }, staff));
      return s.events.slice(from);
    };
    await given(refund(kept, ['item-2'], 19500), '2026-05-20T02:00:00.000Z', keptAt);
    await given(refund(gone, ['item-1', 'item-2'], PAY_HKD), '2026-05-20T03:00:00.000Z', goneAt);
    expect(await day('2026-05-12')).toMatchObject({
      total_buyer_fee: 500,
      total_order_value: 5800,
      total_order_number: 1,
    });
    expect(await day('2026-05-13')).toMatchObject({ total_buyer_fee: 0, total_order_value: 0, total_order_number: 0 });
    expect(await day('2026-05-20')).toMatchObject({ total_order_number: 0 });
    const may = await http<{ results: Node[] }>(
      app,
      'GET',
      '/api/order/statistic/daily/?month=2026-05',
      asBuyer(buyer),
    );
    expect(may.body.results[11]).toEqual({
      date: '2026-05-12',
      total_buyer_earn: 500,
      total_order_value: 5800,
      total_order_number: 1,
      total_fee: 1000,
      total_buyer_fee: 500,
      currency: 'USD',
    });
    const detail = await http<{ fees: { you_earn: number } }>(
      app,
      'GET',
      `/api/batch/orders/${keptAt.batchId}`,
      asBuyer(buyer),
      undefined,
      { 'x-event-position': lastPosition },
    );
    expect(detail.body.fees.you_earn).toBe(500);
  });

  it('gives every day of the chosen month, by Hong Kong date', async () => {
    const res = await http<{ month: string; currency: string; results: Node[] }>(
      app,
      'GET',
      `/api/order/statistic/daily/?month=2026-03&after_position=${lastPosition}`,
      asBuyer(buyer),
    );
    expect(res.status).toBe(200);
    expect(res.body.month).toBe('2026-03');
    expect(res.body.currency).toBe('USD');
    expect(res.body.results).toHaveLength(31);
    expect(res.body.results[4]).toEqual({
      date: '2026-03-05',
      total_buyer_earn: 1100,
      total_order_value: 12700,
      total_order_number: 2,
      total_fee: 1000 + 1000,
      total_buyer_fee: 1100,
      currency: 'USD',
    });
    expect(res.body.results[5]).toEqual({
      date: '2026-03-06',
      total_buyer_earn: 600,
      total_order_value: 8300,
      total_order_number: 1,
      total_fee: 1000,
      total_buyer_fee: 600,
      currency: 'USD',
    });
    const rest = res.body.results.filter((d) => d.date !== '2026-03-05' && d.date !== '2026-03-06');
    expect(rest.every((d) => d.total_order_number === 0 && d.total_buyer_earn === 0 && d.total_order_value === 0)).toBe(
      true,
    );

    const april = await http<{ results: Node[] }>(
      app,
      'GET',
      '/api/order/statistic/daily/?month=2026-04',
      asBuyer(buyer),
    );
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
      expect({ path, status: res.status, body: res.body }).toMatchObject({
        path,
        status: 400,
        body: { code: 'VALIDATION_FAILED', params: { field } },
      });
    }
    for (const accountType of ['r', 's', 'x'] as const) {
      const res = await http(
        app,
        'GET',
        '/api/order/statistic/?from=2026-03-01&to=2026-03-31',
        app.tokenFor({ id: buyer, accountType }),
      );
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'AUTH_NOT_AUTHORIZED' });
      expect(
        (await http(app, 'GET', '/api/order/statistic/daily/?month=2026-03', app.tokenFor({ id: buyer, accountType })))
          .status,
      ).toBe(403);
    }
    expect((await http(app, 'GET', '/api/order/statistic/')).status).toBe(401);
  });
});
