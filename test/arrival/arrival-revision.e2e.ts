import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { SimulatorHost } from '../../src/dev/card-provider-simulator/simulator-host';
import type { CardProviderSimulator } from '../../src/dev/card-provider-simulator/card-provider-simulator';
import { ProviderModifications } from '../../src/around-batch/payments/batch/provider-modifications';
import { PaymentReleaseService } from '../../src/around-batch/payments/batch/payment-release.service';
import { BatchWriter } from '../../src/batch';
import { ApiError } from '../../src/platform/web/api-error';
import {
  call,
  countOf,
  givenOrder,
  HOUR,
  jobScheduled,
  pinClock,
  storedTypes,
  streamOf,
  http,
  AUTHORISED_HKD,
  batchActions,
  cardProviderOverride,
  FlakyCardProvider,
  givenPaidBatch,
  type GivenParties,
  png,
  startTestApp,
  storedState,
  type TestApp,
  tokenFor,
} from '../support/kit';
import { givenCapturedOrder } from './top-up-givens';
import { acceptedChargeHkd, pendingRevision } from '@machines/batch';
import type { PublicConfig } from '@contracts/accounts';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import {
  restoredBatchState,
  selectAllowedCommands,
  serverBatchOptions,
  viewerActor,
} from '../../console/customer/src/batch-machine/batch-offer';

type Body = Record<string, unknown> & {
  code?: string;
  status?: string;
  position?: string;
  batch?: { payment: { captured: number; refunded: number } };
  arrival?: {
    disputes: { id: string; messages: { body: string; internal: boolean }[] }[];
    revisions: {
      id: string;
      status: string;
      changes: { field: string; from: number; to: number }[];
      charge_hkd: number;
      refunded_hkd: number;
    }[];
    pending_revision_id: string | null;
    settled: boolean;
  } | null;
};

describe('no surprise charge: a re-weigh after payment is a quote revision the requester must accept', () => {
  let t: TestApp;
  let staff: string;
  /** The app's card provider: the real client to the simulator, which a test can make unreachable once. */
  const provider = new FlakyCardProvider();

  const photoForm = (fields: Record<string, string>, field = 'photos', count = 1) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    for (let n = 0; n < count; n++)
      data.append(field, new Blob([new Uint8Array(png(60 + n, 40))], { type: 'image/png' }), `p${n}.png`);
    return data;
  };
  /** What the customer app offers this reader: its machine restored from the detail's `batch`, asked as the app asks. */
  const appOffers = async (d: Body, accountId: string, accountType: 'r' | 'b' | 's') => {
    const config = (await http<PublicConfig>(t, 'GET', '/api/config/')).body;
    const viewer = viewerActor({ accountId, accountType });
    return selectAllowedCommands(viewer, serverBatchOptions(config))(restoredBatchState(d as unknown as BatchDetail));
  };
  const detail = async (o: GivenParties, token: string, position: string) =>
    (await http<Body>(t, 'GET', `/api/batch/orders/${o.batchId}`, token, undefined, { 'x-event-position': position }))
      .body;

  /** Checked in, the first item reported as too heavy, re-weighed by staff at 1.00 lb. */
  async function reweighed(
    stage: 'item_sent' | GivenParties,
    [first, second] = ['item-1', 'item-2'],
  ): Promise<{ o: GivenParties; position: string }> {
    const o = stage === 'item_sent' ? await givenOrder(t, stage) : stage;
    const requester = tokenFor(t, o.requester);
    const checkIn = await call<Body>(t, 'POST', `/api/admin/batches/${o.batchId}/check_ins`, {
      token: staff,
      form: photoForm({
        item_ids: `${first},${second}`,
        weight: '900',
        length_cm: '30',
        width_cm: '20',
        height_cm: '10',
        condition: 'good',
      }),
    });
    expect(checkIn.status).toBe(200);
    const report = await call<Body>(t, 'POST', `/api/batch/orders/arrival/${o.batchId}/report`, {
      token: requester,
      form: photoForm({ item_id: first, kind: 'weight_wrong', message: 'It cannot weigh 9 lb' }, 'photos', 0),
    });
    expect(report.status).toBe(200);
    const dispute = (await detail(o, requester, String(report.body.position))).arrival?.disputes[0];
    const note = await http<Body>(
      t,
      'POST',
      `/api/batch/orders/arrival/${o.batchId}/disputes/${dispute?.id}/messages`,
      staff,
      {
        message: 'Scale was not zeroed',
        internal: true,
      },
    );
    expect(note.status).toBe(200);
    const decision = await call<Body>(t, 'POST', `/api/admin/batches/${o.batchId}/disputes/${dispute?.id}/decision`, {
      token: staff,
      form: photoForm({ decision: 'reweigh', reason: 'Re-weighed on a zeroed scale', weight: '100' }, 'scale_photo'),
    });
    expect([decision.status, decision.body.events]).toEqual([200, ['DisputeResolved', 'QuoteRevised']]);
    return { o, position: String(decision.body.position) };
  }

  beforeAll(async () => {
    t = await startTestApp({ JOBS_WORKER_ENABLED: 'false' }, { overrides: cardProviderOverride(provider) });
    provider.reaching(t.app);
    staff = t.tokenFor({ id: 'staff-revision', accountType: 's' });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    provider.heal();
  });

  it('the revision shows line by line, holds the order at the warehouse until accepted, and the internal note stays internal', async () => {
    const { o, position } = await reweighed('item_sent');
    const requester = tokenFor(t, o.requester);
    const seen = await detail(o, requester, position);
    const revision = seen.arrival?.revisions[0];
    expect(revision?.status).toBe('pending');
    expect(revision?.changes.map((c) => c.field)).toContain('international_shipping');
    expect(revision?.changes.find((c) => c.field === 'total')?.to).toBeLessThan(
      revision?.changes.find((c) => c.field === 'total')?.from ?? 0,
    );
    expect(seen.arrival?.disputes[0].messages.map((m) => m.body)).toEqual(['It cannot weigh 9 lb']);
    const asStaff = await detail(o, staff, position);
    expect(asStaff.arrival?.disputes[0].messages.map((m) => [m.body, m.internal])).toEqual([
      ['It cannot weigh 9 lb', false],
      ['Scale was not zeroed', true],
    ]);
    // The detail's arrival record restores the app's machine to the server's offers, for each reader;
    // the requester's and the buyer's copies carry no internal note.
    const asBuyer = await detail(o, tokenFor(t, o.buyer), position);
    for (const [d, id, type] of [
      [seen, o.requester.id, 'r'],
      [asBuyer, o.buyer.id, 'b'],
      [asStaff, 'staff-revision', 's'],
    ] as const) {
      expect([type, await appOffers(d, id, type)]).toEqual([
        type,
        (d as { allowed_commands: string[] }).allowed_commands,
      ]);
    }
    expect((seen as { allowed_commands: string[] }).allowed_commands).toContain('AcceptQuoteRevision');
    const batchOf = (d: Body) => JSON.stringify((d as { batch: unknown }).batch);
    expect([batchOf(seen), batchOf(asBuyer), batchOf(asStaff)].map((b) => b.includes('Scale was not zeroed'))).toEqual([
      false,
      false,
      true,
    ]);

    // The order's arrival timeline: each step with its role and why, for whoever may see the order;
    // staff ids for staff only, the internal note nowhere (messages are the thread's, not steps).
    type Steps = { results: { step: string; actor_role: string; actor_id: string | null; words: string }[] };
    const timeline = (token: string) => http<Steps>(t, 'GET', `/api/batch/arrival_timeline/${o.batchId}`, token);
    const forRequester = await timeline(requester);
    expect(forRequester.body.results.map((s) => [s.step, s.actor_role, s.actor_id, s.words])).toEqual([
      ['ParcelCheckedIn', 'staff', null, ''],
      ['ProblemReported', 'requester', null, 'It cannot weigh 9 lb'],
      ['DisputeResolved', 'staff', null, 'Re-weighed on a zeroed scale'],
      ['QuoteRevised', 'staff', null, 'Re-weighed on a zeroed scale'],
    ]);
    expect((await timeline(tokenFor(t, o.buyer))).body).toEqual(forRequester.body);
    expect((await timeline(staff)).body.results.map((s) => s.actor_id)).toEqual([
      'staff-revision',
      o.requester.id,
      'staff-revision',
      'staff-revision',
    ]);
    expect(JSON.stringify((await timeline(staff)).body)).not.toContain('Scale was not zeroed');
    const stranger = await timeline(t.tokenFor({ id: 'someone-else', accountType: 'r' }));
    expect([stranger.status, (stranger.body as { code?: string }).code]).toEqual([404, 'BATCH_NOT_FOUND']);

    // item-2 is approved; still the unaccepted revision holds the order.
    await http(t, 'POST', `/api/batch/orders/arrival/${o.batchId}/approve`, requester, { items: ['item-2'] });
    const move = () =>
      http<Body>(t, 'POST', `/api/batch/orders/update_order_status/${o.batchId}`, staff, {
        status: 'oversea_shipping',
      });
    const held = await move();
    expect([held.status, held.body.code]).toEqual([409, 'BATCH_ARRIVAL_NOT_SETTLED']);

    const buyerTries = await http<Body>(
      t,
      'POST',
      `/api/batch/orders/quote_revision/${o.batchId}/accept`,
      tokenFor(t, o.buyer),
      {
        revision_id: revision?.id,
      },
    );
    expect(buyerTries.status).toBe(403);
    const accepted = await http<Body>(t, 'POST', `/api/batch/orders/quote_revision/${o.batchId}/accept`, requester, {
      revision_id: revision?.id,
    });
    expect(accepted.status).toBe(200);
    const state = await storedState(t, o.batchId);
    expect(state.context.items.find((i) => i.id === 'item-1')?.weight).toBe(100);
    expect(state.context.quoteReason).toBe('QuoteRevisionAccepted');
    expect(acceptedChargeHkd(state.context)).toBe(revision?.charge_hkd);
    const moved = await move();
    expect([moved.status, moved.body.status]).toEqual([200, 'oversea_shipping']);
  });

  it('nothing is captured while the revision waits; the capture then never exceeds the accepted quote', async () => {
    // Paid for real (the provider simulator), both items bought, then checked in before the purchase is complete.
    const paid = await givenPaidBatch(t);
    const buyer = tokenFor(t, paid.buyer);
    await batchActions.purchase(t, paid.batchId, buyer, [
      { id: 'item-a', purchaseSiteOrderId: 'PO-A' },
      { id: 'item-b', purchaseSiteOrderId: 'PO-B' },
    ]);
    const { o } = await reweighed(paid, ['item-a', 'item-b']);
    await batchActions.completePurchase(t, o.batchId, buyer);
    const capture = () => http<Body>(t, 'PUT', `/api/batch/orders/capture_payment/${o.batchId}`, staff);
    const refused = await capture();
    expect([refused.status, refused.body.code]).toEqual([409, 'BATCH_QUOTE_REVISION_PENDING']);
    let state = await storedState(t, o.batchId);
    expect(state.context.payments.captured).toBe(0);
    const pending = pendingRevision(state.context);
    expect(pending?.chargeHkd).toBeLessThan(AUTHORISED_HKD);
    await http(t, 'POST', `/api/batch/orders/quote_revision/${o.batchId}/accept`, tokenFor(t, o.requester), {
      revision_id: pending?.id,
    });
    // A capture of the whole authorisation, above the accepted (lower) quote, is refused by the
    // machine through the one writer, and nothing is stored.
    const types = await storedTypes(t, o.batchId);
    const above = await t.app
      .get(BatchWriter)
      .command(
        o.batchId,
        { actor: { id: 'system:payments', role: 'system' }, correlationId: 'above' },
        'CapturePayment',
        {
          amount: { amount: AUTHORISED_HKD, currency: 'HKD' },
        },
      )
      .catch((e: unknown) => e);
    expect(above).toBeInstanceOf(ApiError);
    expect((above as ApiError).code).toBe('BATCH_CAPTURE_EXCEEDS_ACCEPTED_QUOTE');
    expect(await storedTypes(t, o.batchId)).toEqual(types);
    const captured = await capture();
    expect([captured.status, captured.body.code]).toEqual([200, undefined]);
    state = await storedState(t, o.batchId);
    // The accepted (lower) quote is what is taken, not the authorisation.
    expect(state.context.payments.captured).toBe(acceptedChargeHkd(state.context));
    expect(acceptedChargeHkd(state.context)).toBe(pending?.chargeHkd);
  });

  it('a lower revision accepted after capture refunds exactly the difference to the card, once', async () => {
    // Paid for real, bought, captured in full; then checked in and re-weighed lower.
    const paid = await givenCapturedOrder(t, staff);
    const { o } = await reweighed(paid, ['item-a', 'item-b']);
    const revision = pendingRevision((await storedState(t, o.batchId)).context);
    const difference = AUTHORISED_HKD - (revision?.chargeHkd ?? AUTHORISED_HKD);
    expect(difference).toBeGreaterThan(0);

    const requester = tokenFor(t, o.requester);
    const accept = () =>
      http<Body>(t, 'POST', `/api/batch/orders/quote_revision/${o.batchId}/accept`, requester, {
        revision_id: revision?.id,
      });
    // The provider cannot be reached at first (set before the acceptance: the app's own job worker
    // may take the refund job at once).
    // Only this revision's refund is refused once: a job an earlier test left may call the provider
    // first (the app's worker runs due jobs of every batch), and must not take the refusal.
    provider.unreachableOnce('refund', (key) => key.includes(String(revision?.id)));
    const accepted = await accept();
    expect(accepted.status).toBe(200);
    // A retried acceptance is refused: the revision no longer waits, and nothing is refunded again.
    expect((await accept()).status).toBe(409);
    expect(countOf(await storedTypes(t, o.batchId), 'QuoteDifferenceRefunded')).toBe(1);
    const refundedEvent = (await streamOf(t, o.batchId)).find((e) => e.type === 'QuoteDifferenceRefunded');
    expect(refundedEvent?.data).toEqual({ revisionId: revision?.id, amount: difference });

    // The payments reaction's durable job refunds it at the provider; the first try fails: staff are
    // alerted and the job retries later with the same key.
    const job = await jobScheduled(t.app, `payments.refund:${refundedEvent?.eventId}`);
    await t.app.get(JobWorker).runDue();
    expect(await t.app.get(JobQueue).find(job.dedupe_key)).toMatchObject({ done_at: null, attempts: 1 });
    const alerts = await http<{ results: { code: string; message: string }[] }>(
      t,
      'GET',
      `/api/admin/payments/alerts?batch_id=${o.batchId}`,
      staff,
    );
    expect(alerts.body.results.map((a) => a.code)).toEqual(['PAYMENT_PROVIDER_UNAVAILABLE']);
    expect(alerts.body.results[0].message).toContain('it is retried');
    pinClock(t.app, new Date(Date.now() + HOUR));
    await t.app.get(JobWorker).runDue();
    expect(await t.app.get(JobQueue).find(job.dedupe_key)).toMatchObject({ outcome: 'done', attempts: 2 });
    // Running it once more changes nothing: the provider answers the same key with its first answer.
    const release = t.app.get(PaymentReleaseService);
    expect(
      await release.refund(o.batchId, String(refundedEvent?.eventId), difference, `refund:revision:${revision?.id}`),
    ).toBe('released');
    const simulator = t.app.get(SimulatorHost).simulator as CardProviderSimulator;
    const ledger = [...simulator.ledger.payments.values()].find(
      (p) => p.merchantReference.startsWith(`${o.batchNumber}:`) && p.state !== 'refused',
    );
    expect(ledger).toMatchObject({ captured: AUTHORISED_HKD, refunded: difference });
    const refunds = (await t.app.get(ProviderModifications).ofBatch(o.batchId)).filter((m) => m.kind === 'refund');
    expect(refunds.map((m) => [m.idempotency_key, Number(m.amount_value), m.status])).toEqual([
      [`refund:revision:${revision?.id}`, difference, 'received'],
    ]);

    // The order page's payment block and the revision show it.
    const seen = await detail(o, requester, String(accepted.body.position));
    expect(seen.batch?.payment).toMatchObject({ captured: AUTHORISED_HKD, refunded: difference });
    expect(seen.arrival?.revisions[0]).toMatchObject({ status: 'accepted', refunded_hkd: difference });
  });

  it('declining the revision opens a dispute and changes nothing the requester pays', async () => {
    const { o, position } = await reweighed('item_sent');
    const before = await storedState(t, o.batchId);
    const revisionId = pendingRevision(before.context)?.id;
    const declined = await http<Body>(
      t,
      'POST',
      `/api/batch/orders/quote_revision/${o.batchId}/decline`,
      tokenFor(t, o.requester),
      {
        revision_id: revisionId,
        message: 'I do not trust the scale photo',
      },
    );
    expect(declined.status).toBe(200);
    const after = await storedState(t, o.batchId);
    expect(after.context.fees).toEqual(before.context.fees);
    const seen = await detail(o, tokenFor(t, o.requester), String(declined.body.position ?? position));
    expect(seen.arrival?.settled).toBe(false);
    expect(seen.arrival?.disputes.length).toBe(2);
  });
});
