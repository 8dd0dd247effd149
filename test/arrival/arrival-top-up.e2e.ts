/**
 * A higher quote revision after payment is accepted by paying its increase (a top-up,
 * docs/arrival.md): through the checkout's endpoints with `revision_id`, the provider simulator's
 * cards, and a capture of its own. Nothing is taken before the requester pays it; a refused card
 * leaves the revision waiting; nobody else can pay it.
 */
import { randomUUID } from 'node:crypto';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { SimulatorHost } from '../../src/dev/card-provider-simulator/simulator-host';
import type { CardProviderSimulator } from '../../src/dev/card-provider-simulator/card-provider-simulator';
import {
  type GivenParties,
  http,
  jobScheduled,
  REFUSED_CARD,
  storedState,
  streamOf,
  type TestApp,
  tokenFor,
} from '../support/kit';
import { useTopUpApp } from './top-up-givens';
import { capturedInAll, pendingRevision } from '@machines/batch';

type Body = Record<string, unknown> & {
  code?: string;
  status?: string;
  position?: string;
  params?: Record<string, unknown>;
  amount?: { currency: string; value: number };
  payment?: { captured: number; top_up?: number };
  arrival?: {
    revisions: { id: string; status: string; top_up_due_hkd: number; top_up: Record<string, unknown> | null }[];
    pending_revision_id: string | null;
    settled: boolean;
  };
};

describe('a higher revision after payment: the requester pays its increase to accept it', () => {
  const suite = useTopUpApp();
  let t: TestApp;
  let staff: string;
  beforeAll(() => ({ t, staff } = suite));
  const { higherRevision, ledgerOf } = suite;
  const payTopUp = (o: GivenParties, token: string, revisionId: unknown, cardNumber?: string) =>
    suite.payTopUp<Body>(o, token, revisionId, cardNumber);

  it('plain acceptance is refused; the card pays exactly the increase, which accepts the revision and is captured on its own', async () => {
    const { o, revisionId, due, position } = await higherRevision();
    const requester = tokenFor(t, o.requester);
    expect(due).toBeGreaterThan(0);

    const accept = await http<Body>(t, 'POST', `/api/batch/orders/quote_revision/${o.batchId}/accept`, requester, {
      revision_id: revisionId,
    });
    expect([accept.status, accept.body.code, accept.body.params?.due]).toEqual([
      409,
      'BATCH_QUOTE_REVISION_PAYMENT_REQUIRED',
      due,
    ]);

    const methods = await http<Body>(
      t,
      'GET',
      `/api/batch/checkout/payment_methods/${o.batchId}?revision_id=${revisionId}`,
      requester,
    );
    expect([methods.status, methods.body.amount]).toEqual([200, { currency: 'HKD', value: due }]);
    // The card is taken as at checkout: the same card entry, client key, environment and card fields page.
    const { amount: _amount, ...entry } = methods.body;
    expect(entry).toEqual({
      paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] }],
      client_key: 'test_SIMULATORCLIENTKEY',
      environment: 'test',
      card_entry: 'simulator_page',
      card_fields_url: `${(t.app.get(SimulatorHost).simulator as CardProviderSimulator).url}/hpp/card-fields`,
    });
    const detailBefore = await http<Body>(t, 'GET', `/api/batch/orders/${o.batchId}`, requester, undefined, {
      'x-event-position': position,
    });
    expect(detailBefore.body.arrival?.revisions[0]).toMatchObject({
      status: 'pending',
      top_up_due_hkd: due,
      top_up: null,
    });

    const paid = await payTopUp(o, requester, revisionId);
    expect([paid.status, paid.body.code]).toEqual([200, 'PAYMENT_SUCCESSFUL']);

    const ctx = (await storedState(t, o.batchId)).context;
    expect(pendingRevision(ctx)).toBeNull();
    expect(ctx.arrival?.revisions[0]).toMatchObject({
      id: revisionId,
      status: 'accepted',
      topUp: { status: 'captured', amount: due },
    });
    expect(ctx.payments).toMatchObject({ topUpAuthorised: due, topUpCaptured: due });
    expect(capturedInAll(ctx)).toBe(ctx.arrival?.revisions[0].chargeHkd);

    // The provider holds a second payment, captured for exactly the increase.
    const payments = ledgerOf(o).filter((p) => p.state !== 'refused');
    expect(payments.map((p) => [p.state, p.captured]).sort()).toEqual(
      [
        ['captured', ctx.payments.captured],
        ['captured', due],
      ].sort(),
    );

    // The order moves on: nothing holds it at the warehouse, and the page says so.
    const seen = await http<Body>(t, 'GET', `/api/batch/orders/${o.batchId}`, requester, undefined, {
      'x-event-position': String(paid.body.position),
    });
    expect(seen.body.arrival).toMatchObject({ pending_revision_id: null, settled: true });
    // The payment block: the checkout's charge and the increase charged on its own.
    expect(seen.body.payment).toMatchObject({ captured: ctx.payments.captured, top_up: due });
    expect(seen.body.arrival?.revisions[0]).toMatchObject({
      status: 'accepted',
      top_up: { status: 'captured', amount_hkd: due },
    });

    // Paying again is refused: no revision waits.
    const again = await payTopUp(o, requester, revisionId);
    expect([again.status, again.body.code]).toEqual([404, 'BATCH_QUOTE_REVISION_NOT_FOUND']);
  });

  it('a refused card leaves the revision waiting and takes nothing; the requester pays again', async () => {
    const { o, revisionId, due } = await higherRevision();
    const requester = tokenFor(t, o.requester);
    const refused = await payTopUp(o, requester, revisionId, REFUSED_CARD);
    expect([refused.status, refused.body.code]).toEqual([422, 'PAYMENT_INPUT_ERROR']);
    let ctx = (await storedState(t, o.batchId)).context;
    expect(pendingRevision(ctx)).toMatchObject({ id: revisionId, topUp: { status: 'failed' } });
    expect(ctx.payments.topUpCaptured ?? 0).toBe(0);
    expect(ledgerOf(o).filter((p) => p.captured > 0)).toHaveLength(1);
    const detail = await http<Body>(t, 'GET', `/api/batch/orders/${o.batchId}`, requester, undefined, {
      'x-event-position': String(refused.body.params?.position),
    });
    expect(detail.body.arrival?.revisions[0]).toMatchObject({
      status: 'pending',
      top_up: { status: 'failed', error_code: 'PAYMENT_INPUT_ERROR' },
    });

    const paid = await payTopUp(o, requester, revisionId);
    expect([paid.status, paid.body.code]).toEqual([200, 'PAYMENT_SUCCESSFUL']);
    ctx = (await storedState(t, o.batchId)).context;
    expect(ctx.payments.topUpCaptured).toBe(due);

    // The arrival timeline lists each step of it with its actor and amount; the acceptance is the payer's.
    type Steps = {
      results: {
        step: string;
        actor_role: string;
        actor_id: string | null;
        words: string;
        amount_hkd: number | null;
        accepted_by_payment: boolean;
      }[];
    };
    const timeline = async (token: string) =>
      (await http<Steps>(t, 'GET', `/api/batch/arrival_timeline/${o.batchId}`, token)).body.results.filter(
        (s) => s.step.startsWith('TopUpPayment') || s.step === 'QuoteRevisionAccepted',
      );
    const forRequester = await timeline(requester);
    expect(forRequester.map((s) => [s.step, s.actor_role, s.amount_hkd, s.accepted_by_payment])).toEqual([
      ['TopUpPaymentStarted', 'requester', due, false],
      ['TopUpPaymentFailed', 'system', null, false],
      ['TopUpPaymentStarted', 'requester', due, false],
      ['TopUpPaymentAuthorised', 'system', due, false],
      ['QuoteRevisionAccepted', 'requester', due, true],
      ['TopUpPaymentCaptured', 'system', due, false],
    ]);
    expect(forRequester[1].words).toBeTruthy();
    const forStaff = await timeline(staff);
    expect(forStaff[4]).toMatchObject({ step: 'QuoteRevisionAccepted', actor_id: o.requester.id });
    expect(forRequester.every((s) => s.actor_id === null)).toBe(true);
    // The quote history's new revision is the payer's too.
    const quotes = await http<{ results: { reason: string; actor_role: string | null; actor_id: string | null }[] }>(
      t,
      'GET',
      `/api/batch/quotes/${o.batchId}`,
      staff,
    );
    expect(quotes.body.results.at(-1)).toMatchObject({
      reason: 'QuoteRevisionAccepted',
      actor_role: 'requester',
      actor_id: o.requester.id,
    });
  });

  it('only the requester pays it; a wrong revision or none is a coded refusal and changes nothing', async () => {
    const { o, revisionId } = await higherRevision();
    const requester = tokenFor(t, o.requester);
    const buyer = tokenFor(t, o.buyer);
    const other = t.tokenFor({ id: `someone-else-${randomUUID()}`, accountType: 'r' });
    const before = await storedState(t, o.batchId);
    const methods = (token: string, revision: string) =>
      http<Body>(t, 'GET', `/api/batch/checkout/payment_methods/${o.batchId}?revision_id=${revision}`, token);

    for (const token of [buyer, staff]) {
      expect((await payTopUp(o, token, revisionId)).status).toBe(403);
      expect((await methods(token, revisionId)).status).toBe(403);
    }
    const foreign = await payTopUp(o, other, revisionId);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'BATCH_NOT_FOUND']);
    expect((await methods(other, revisionId)).body.code).toBe('BATCH_NOT_FOUND');

    const wrong = await payTopUp(o, requester, 'no-such-revision');
    expect([wrong.status, wrong.body.code, wrong.body.params?.field]).toEqual([
      404,
      'BATCH_QUOTE_REVISION_NOT_FOUND',
      'revision_id',
    ]);
    const wrongMethods = await methods(requester, 'no-such-revision');
    expect([wrongMethods.status, wrongMethods.body.code]).toEqual([404, 'BATCH_QUOTE_REVISION_NOT_FOUND']);
    const badType = await payTopUp(o, requester, 42);
    expect([badType.status, badType.body.code, badType.body.params?.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'revision_id',
    ]);

    const after = await storedState(t, o.batchId);
    expect(after.context).toEqual(before.context);
    expect(ledgerOf(o).filter((p) => p.captured > 0)).toHaveLength(1);
  });

  it('3-D Secure: the challenge page, then the details call settles the top-up and accepts the revision', async () => {
    const { o, revisionId, due } = await higherRevision();
    const requester = tokenFor(t, o.requester);
    const redirected = await payTopUp(o, requester, revisionId, '4212345678901237');
    expect([redirected.status, redirected.body.code]).toEqual([200, 'PAYMENT_REDIRECT']);
    expect(pendingRevision((await storedState(t, o.batchId)).context)).toMatchObject({ topUp: { status: 'started' } });
    // While the card is asked, neither a second payment nor declining goes through.
    const second = await payTopUp(o, requester, revisionId);
    expect([second.status, second.body.code]).toEqual([409, 'PAYMENT_IN_PROGRESS']);
    const decline = await http<Body>(t, 'POST', `/api/batch/orders/quote_revision/${o.batchId}/decline`, requester, {
      revision_id: revisionId,
      message: 'Too much',
    });
    expect([decline.status, decline.body.code]).toEqual([409, 'BATCH_TOP_UP_IN_PROGRESS']);

    const url = (redirected.body.action as { url: string }).url;
    const back = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    });
    const redirectResult = new URL(back.headers.get('location') as string).searchParams.get('redirectResult');
    const done = await http<Body>(t, 'POST', `/api/batch/checkout/payments/${o.batchId}/details`, requester, {
      redirect_result: redirectResult,
    });
    expect([done.status, done.body.code]).toEqual([200, 'PAYMENT_SUCCESSFUL']);
    const ctx = (await storedState(t, o.batchId)).context;
    expect(pendingRevision(ctx)).toBeNull();
    expect(ctx.payments.topUpCaptured).toBe(due);
  });

  it('a capture the provider cannot take at once is taken by the job; the revision is accepted meanwhile', async () => {
    const { o, revisionId, due } = await higherRevision();
    const requester = tokenFor(t, o.requester);
    suite.provider.unreachableOnce('capture', (key) => key.startsWith(`capture:top-up:${revisionId}`));
    const paid = await payTopUp(o, requester, revisionId);
    expect([paid.status, paid.body.code]).toEqual([200, 'PAYMENT_SUCCESSFUL']);
    let ctx = (await storedState(t, o.batchId)).context;
    expect(pendingRevision(ctx)).toBeNull();
    expect(ctx.arrival?.revisions[0].topUp).toMatchObject({ status: 'authorised' });
    expect(ctx.payments.topUpCaptured ?? 0).toBe(0);

    const authorised = (await streamOf(t, o.batchId)).find((e) => e.type === 'TopUpPaymentAuthorised');
    const job = await jobScheduled(t.app, `payments.capture-top-up:${authorised?.eventId}`);
    await t.app.get(JobWorker).runDue();
    expect(await t.app.get(JobQueue).find(job.dedupe_key)).toMatchObject({ outcome: 'done' });
    ctx = (await storedState(t, o.batchId)).context;
    expect(ctx.payments.topUpCaptured).toBe(due);
    expect(
      ledgerOf(o)
        .filter((p) => p.state === 'captured')
        .map((p) => p.captured),
    ).toContain(due);
  });
});
