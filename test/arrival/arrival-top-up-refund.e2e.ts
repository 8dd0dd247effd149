/**
 * A lower quote revision after a paid top-up (docs/arrival.md "A higher revision"): the whole
 * difference goes back to the card, the checkout's payment first and the rest on the top-up's own
 * payment, each under its own key, so a retried refund job gives nothing back twice.
 */
import { randomUUID } from 'node:crypto';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import {
  CardProvider,
  CardProviderUnavailableError,
} from '../../src/around-batch/payments/provider/card-provider.port';
import { ProviderModifications } from '../../src/around-batch/payments/batch/provider-modifications';
import { SimulatorHost } from '../../src/dev/card-provider-simulator/simulator-host';
import type { CardProviderSimulator } from '../../src/dev/card-provider-simulator/card-provider-simulator';
import { BatchWriter } from '../../src/batch';
import {
  batchActions,
  card,
  givenPaidBatch,
  type GivenParties,
  HOUR,
  http,
  jobScheduled,
  pinClock,
  startTestApp,
  storedState,
  streamOf,
  SUCCESS_CARD,
  type TestApp,
  tokenFor,
} from '../support/kit';
import { capturedInAll, pendingRevision, topUpDueHkd } from '@machines/batch';

type Body = Record<string, unknown> & { code?: string };

describe('a lower revision after a paid top-up: the difference goes back on both payments', () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    staff = t.tokenFor({ id: 'staff-top-up', accountType: 's' });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** Paid for real, both items bought, captured in full; then staff add a surcharge (a higher revision). */
  async function higherRevision(): Promise<{ o: GivenParties; revisionId: string; due: number }> {
    const o = await givenPaidBatch(t);
    const buyer = tokenFor(t, o.buyer);
    await batchActions.purchase(t, o.batchId, buyer, [
      { id: 'item-a', purchaseSiteOrderId: 'PO-A' },
      { id: 'item-b', purchaseSiteOrderId: 'PO-B' },
    ]);
    await batchActions.completePurchase(t, o.batchId, buyer);
    expect((await http(t, 'PUT', `/api/batch/orders/capture_payment/${o.batchId}`, staff)).status).toBe(200);
    const before = await storedState(t, o.batchId);
    const revised = await http<Body>(t, 'POST', `/api/admin/batches/${o.batchId}/quote_revisions`, staff, {
      reason: 'surcharge',
      additional_fee: (before.context.fees?.additionalFee ?? 0) + 500,
      remark: 'Oversize handling',
    });
    expect(revised.status).toBe(200);
    const ctx = (await storedState(t, o.batchId)).context;
    const revision = pendingRevision(ctx);
    if (!revision) throw new Error('no revision waits');
    return { o, revisionId: revision.id, due: topUpDueHkd(ctx, revision) };
  }

  const payTopUp = (o: GivenParties, token: string, revisionId: string) =>
    http<Body>(
      t,
      'POST',
      `/api/batch/checkout/payments/${o.batchId}`,
      token,
      {
        payment_method: card(SUCCESS_CARD),
        return_url: 'http://127.0.0.1:9/return',
        browser_info: { userAgent: 'jest', acceptHeader: 'text/html', language: 'en-HK' },
        risk_data: {},
        store_payment_method: false,
        agreed_to_terms: true,
        revision_id: revisionId,
      },
      { 'idempotency-key': randomUUID() },
    );
  const ledgerOf = (o: GivenParties) => {
    const simulator = t.app.get(SimulatorHost).simulator as CardProviderSimulator;
    return [...simulator.ledger.payments.values()].filter((p) => p.merchantReference.startsWith(`${o.batchNumber}:`));
  };

  it('a much lower revision after the paid top-up refunds the whole difference on both payments, each once', async () => {
    const { o, revisionId, due } = await higherRevision();
    const requester = tokenFor(t, o.requester);
    expect((await payTopUp(o, requester, revisionId)).body.code).toBe('PAYMENT_SUCCESSFUL');
    const paidCtx = (await storedState(t, o.batchId)).context;
    if (!paidCtx.fees) throw new Error('no fees');
    const { captured } = paidCtx.payments;
    const topUpPsp = String(paidCtx.arrival?.revisions[0].topUp?.pspReference);
    // A charge below the top-up alone (only both payments together give the difference back): through
    // the one writer, as staff's proposal endpoint records it with this charge.
    const lowerId = randomUUID();
    await t.app
      .get(BatchWriter)
      .command(
        o.batchId,
        { actor: { id: 'staff-top-up', role: 'staff', accountType: 's' }, correlationId: 'lower' },
        'ReviseQuote',
        {
          revisionId: lowerId,
          reason: 'surcharge',
          remark: 'Goodwill',
          fees: paidCtx.fees,
          chargeHkd: 100,
        },
      );
    // The provider cannot be reached for the top-up's part at first: the job retries the whole refund.
    const provider = t.app.get(CardProvider);
    const refund = provider.refund.bind(provider);
    let unreachable = false;
    jest.spyOn(provider, 'refund').mockImplementation((reference, amount, key) => {
      if (!unreachable && key.includes(`${lowerId}:top-up:`)) {
        unreachable = true;
        return Promise.reject(new CardProviderUnavailableError('connect ECONNREFUSED'));
      }
      return refund(reference, amount, key);
    });
    const accepted = await http<Body>(t, 'POST', `/api/batch/orders/quote_revision/${o.batchId}/accept`, requester, {
      revision_id: lowerId,
    });
    expect(accepted.status).toBe(200);
    const difference = captured + due - 100;
    const event = (await streamOf(t, o.batchId)).find((e) => e.type === 'QuoteDifferenceRefunded');
    expect(event?.data).toEqual({
      revisionId: lowerId,
      amount: captured,
      topUps: [{ revisionId, pspReference: topUpPsp, amount: due - 100 }],
    });

    const job = await jobScheduled(t.app, `payments.refund:${event?.eventId}`);
    await t.app.get(JobWorker).runDue();
    expect(await t.app.get(JobQueue).find(job.dedupe_key)).toMatchObject({ done_at: null, attempts: 1 });
    pinClock(t.app, new Date(Date.now() + HOUR));
    await t.app.get(JobWorker).runDue();
    expect(await t.app.get(JobQueue).find(job.dedupe_key)).toMatchObject({ outcome: 'done', attempts: 2 });

    // The simulator's ledger: the checkout's payment refunded in full, the top-up's the rest, once each.
    const refunded = ledgerOf(o)
      .filter((p) => p.state !== 'refused')
      .map((p) => [p.pspReference === topUpPsp ? 'top-up' : 'checkout', p.captured, p.refunded])
      .sort();
    expect(refunded).toEqual([
      ['checkout', captured, captured],
      ['top-up', due, due - 100],
    ]);
    expect(captured + (due - 100)).toBe(difference);
    const refunds = (await t.app.get(ProviderModifications).ofBatch(o.batchId)).filter((m) => m.kind === 'refund');
    expect(refunds.map((m) => [m.idempotency_key, Number(m.amount_value), m.status]).sort()).toEqual([
      [`refund:revision:${lowerId}`, captured, 'received'],
      [`refund:revision:${lowerId}:top-up:${revisionId}`, due - 100, 'received'],
    ]);
    const alerts = await http<{ results: { code: string }[] }>(
      t,
      'GET',
      `/api/admin/payments/alerts?batch_id=${o.batchId}`,
      staff,
    );
    expect(alerts.body.results.map((a) => a.code)).toEqual(['PAYMENT_PROVIDER_UNAVAILABLE']);
    const ctx = (await storedState(t, o.batchId)).context;
    expect(ctx.payments).toMatchObject({ refunded: captured, topUpRefunded: due - 100 });
    expect(capturedInAll(ctx) - ctx.payments.refunded - (ctx.payments.topUpRefunded ?? 0)).toBe(100);
    // The order page's payment block counts both refunds.
    const seen = await http<Body & { payment?: { refunded: number } }>(
      t,
      'GET',
      `/api/batch/orders/${o.batchId}`,
      requester,
      undefined,
      { 'x-event-position': String(accepted.body.position) },
    );
    expect(seen.body.payment).toMatchObject({ captured, top_up: due, refunded: difference });
  });
});
