/**
 * A lower quote revision after a paid top-up (docs/arrival.md "A higher revision"): the whole
 * difference goes back to the card, the checkout's payment first and the rest on the top-up's own
 * payment, each under its own key, so a retried refund job gives nothing back twice.
 */
import { randomUUID } from 'node:crypto';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { ProviderModifications } from '../../src/around-batch/payments/batch/provider-modifications';
import { BatchWriter } from '../../src/batch';
import {
  type GivenParties,
  HOUR,
  http,
  jobScheduled,
  pinClock,
  storedState,
  streamOf,
  type TestApp,
  tokenFor,
} from '../support/kit';
import { useTopUpApp } from './top-up-givens';
import { capturedInAll } from '@machines/batch';

type Body = Record<string, unknown> & { code?: string };

describe('a lower revision after a paid top-up: the difference goes back on both payments', () => {
  const suite = useTopUpApp();
  const { higherRevision, ledgerOf } = suite;
  const payTopUp = (o: GivenParties, token: string, revisionId: unknown, cardNumber?: string) =>
    suite.payTopUp<Body>(o, token, revisionId, cardNumber);
  let t: TestApp;
  let staff: string;
  beforeAll(() => ({ t, staff } = suite));

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
    suite.provider.unreachableOnce('refund', (key) => key.includes(`${lowerId}:top-up:`));
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
