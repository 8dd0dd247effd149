import { randomUUID } from 'node:crypto';
import { replay, type BatchEvent, cancelReleaseFor } from '@machines/batch';
import { EVENT_STORE, type EventStore } from '../../src/platform/event-store/event-store.port';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { CAPTURE_JOB } from '../../src/around-batch/payments/batch/after-payment.reaction';
import {
  BatchCaptureService,
  PAYMENTS_SYSTEM_ACTOR,
} from '../../src/around-batch/payments/batch/batch-capture.service';
import { PaymentReleaseService } from '../../src/around-batch/payments/batch/payment-release.service';
import { CardProvider } from '../../src/around-batch/payments/provider/card-provider.port';
import {
  signNotification,
  type NotificationRequestItem,
} from '../../src/around-batch/payments/provider/notification-signature';
import {
  AUTHORISED_HKD,
  batchActions,
  tokenFor,
  givenCapturedBatch,
  givenPaidBatch,
  type GivenParties,
  http,
  startInstance,
  useSimulatorWorld,
  storedStatus,
  eventually,
  moneyBeyondAcceptedQuote,
} from '../support/kit';

/** Item A with its share of the fees: (US$120 + US$10 international + 12% of US$120 = US$14.40) × 7.80. */
const ITEM_A_HKD = 112632;
const ITEM_B_SHARE_HKD = AUTHORISED_HKD - ITEM_A_HKD;
const STAFF = { id: randomUUID(), role: 'staff' as const, accountType: 's' as const };

// Real checkout, jobs and projections on a shared 2-core machine: generous, never a timing assertion.
jest.setTimeout(60000);

describe('capture and release after purchase', () => {
  const world = useSimulatorWorld();
  const staffToken = () => world.app.tokenFor({ id: STAFF.id, accountType: 's' });
  const ledgerOf = (b: GivenParties) => {
    const found = [...world.simulator.ledger.payments.values()].filter(
      (p) => p.merchantReference.startsWith(`${b.batchNumber}:`) && p.state !== 'refused',
    );
    expect(found).toHaveLength(1);
    return found[0];
  };
  const events = async (b: GivenParties) =>
    (await world.app.app.get<EventStore>(EVENT_STORE).readStream(`batch-${b.batchId}`)).map(
      (e) => ({ type: e.type, data: e.data }) as BatchEvent,
    );
  const modifications = async (b: GivenParties) =>
    (
      await http<{ results: { kind: string; amount_value: number; status: string }[] }>(
        world.app,
        'GET',
        `/api/admin/payments/modifications/${b.batchId}`,
        staffToken(),
      )
    ).body.results;
  const alerts = async (b: GivenParties) =>
    (
      await http<{ results: { code: string; batch_number: string }[] }>(
        world.app,
        'GET',
        `/api/admin/payments/alerts?batch_id=${b.batchId}`,
        staffToken(),
      )
    ).body.results;
  beforeEach(() => Object.assign(world.simulator.webhooks.mode, { duplicate: false, hold: false }));

  it('captures exactly the purchased item with its fees once (one bought, one canceled), even with duplicated webhooks and redelivery', async () => {
    world.simulator.webhooks.mode.duplicate = true;
    const b = await givenPaidBatch(world.app);
    expect(ledgerOf(b)).toMatchObject({ authorised: AUTHORISED_HKD, state: 'authorised' });
    await batchActions.purchase(world.app, b.batchId, tokenFor(world.app, b.buyer), [
      { id: 'item-a', purchaseSiteOrderId: 'PO-A-1' },
    ]);
    await batchActions.cancelPurchase(world.app, b.batchId, tokenFor(world.app, b.buyer), ['item-b'], 'out of stock');
    const completed = await batchActions.completePurchase(world.app, b.batchId, tokenFor(world.app, b.buyer));
    expect(completed.status).toBe('purchased_p');

    await eventually(async () => (await storedStatus(world.app, b.batchId)) === 'payment_captured', {
      what: 'the capture',
    });
    await world.settle();
    expect(ledgerOf(b)).toMatchObject({
      authorised: AUTHORISED_HKD,
      captured: ITEM_A_HKD,
      released: ITEM_B_SHARE_HKD,
      state: 'captured',
    });
    const captured = (await events(b)).filter((e) => e.type === 'PaymentCaptured');
    expect(captured.map((e) => e.data)).toEqual([
      { amount: ITEM_A_HKD, released: ITEM_B_SHARE_HKD, itemIds: ['item-a'] },
    ]);

    // Redelivery: the same event again, the job again, both paths at once: nothing more happens.
    const service = world.app.app.get(BatchCaptureService);
    const again = await Promise.all(
      [1, 2, 3].map(() => service.capture(b.batchId, { actor: PAYMENTS_SYSTEM_ACTOR, correlationId: randomUUID() })),
    );
    expect(again.map((o) => o.kind)).toEqual(['already', 'already', 'already']);
    const completedEvent = (await world.app.app.get<EventStore>(EVENT_STORE).readStream(`batch-${b.batchId}`)).find(
      (e) => e.type === 'PurchaseCompleted',
    );
    expect(
      await world.app.app
        .get(JobQueue)
        .schedule(CAPTURE_JOB, `${CAPTURE_JOB}:${completedEvent?.eventId}`, new Date(), {}),
    ).toBe(false);
    await world.settle();
    expect((await events(b)).filter((e) => e.type === 'PaymentCaptured')).toHaveLength(1);
    expect(await modifications(b)).toEqual([
      expect.objectContaining({ kind: 'capture', amount_value: ITEM_A_HKD, status: 'received' }),
    ]);
    expect(ledgerOf(b).captured).toBe(ITEM_A_HKD);
    expect(await alerts(b)).toEqual([]);

    // The detail shows the card money.
    const detail = await http<{ batch: { payment: unknown }; status: string }>(
      world.app,
      'GET',
      `/api/batch/orders/${b.batchId}`,
      world.app.tokenFor({ id: b.requester.id, accountType: 'r' }),
      undefined,
      {
        'x-event-position': completed.position,
      },
    );
    await eventually(
      async () => {
        const r = await http<{ batch: { payment: unknown }; status: string }>(
          world.app,
          'GET',
          `/api/batch/orders/${b.batchId}`,
          world.app.tokenFor({ id: b.requester.id, accountType: 'r' }),
        );
        return r.body.status === 'payment_captured' ? r : null;
      },
      { what: 'the detail read model' },
    ).then((r) =>
      expect(r.body.batch.payment).toEqual({
        currency: 'HKD',
        authorised: AUTHORISED_HKD,
        captured: ITEM_A_HKD,
        released: ITEM_B_SHARE_HKD,
        refunded: 0,
      }),
    );
    expect(detail.status).toBe(200);
  });

  it('captures once with two server instances racing (both run the reaction, the jobs and staff capture)', async () => {
    // The second instance talks to the same simulated provider, as two servers talk to one provider.
    const second = await startInstance(world.app.databaseUrl, { PAYMENT_PROVIDER_URL: world.simulator.url });
    try {
      const b = await givenPaidBatch(world.app);
      await batchActions.purchase(world.app, b.batchId, tokenFor(world.app, b.buyer), [
        { id: 'item-a', purchaseSiteOrderId: 'PO-A' },
      ]);
      await batchActions.cancelPurchase(world.app, b.batchId, tokenFor(world.app, b.buyer), ['item-b']);
      const racing = [world.app.app.get(BatchCaptureService), second.app.get(BatchCaptureService)];
      await batchActions.completePurchase(world.app, b.batchId, tokenFor(world.app, b.buyer));
      const direct = await Promise.all(
        racing.map((s) => s.capture(b.batchId, { actor: PAYMENTS_SYSTEM_ACTOR, correlationId: randomUUID() })),
      );
      await eventually(async () => (await storedStatus(world.app, b.batchId)) === 'payment_captured', {
        what: 'the capture',
      });
      expect(direct.filter((o) => o.kind === 'captured').length).toBeLessThanOrEqual(1);
      await world.settle();
      expect((await events(b)).filter((e) => e.type === 'PaymentCaptured').map((e) => e.data)).toEqual([
        { amount: ITEM_A_HKD, released: ITEM_B_SHARE_HKD, itemIds: ['item-a'] },
      ]);
      expect(ledgerOf(b)).toMatchObject({ captured: ITEM_A_HKD, released: ITEM_B_SHARE_HKD });
      expect((await modifications(b)).filter((m) => m.kind === 'capture')).toHaveLength(1);
      expect(await alerts(b)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('captures everything when both items are bought', async () => {
    // Paid, both items bought and the purchase completed through the API; the job captures.
    const b = await givenCapturedBatch(world.app);
    expect(ledgerOf(b)).toMatchObject({ captured: AUTHORISED_HKD, released: 0 });
  });

  it('a refused capture alerts staff and leaves the batch as it is; staff capture-now gets 422 and roles are checked first', async () => {
    const b = await givenPaidBatch(world.app);
    await batchActions.purchase(world.app, b.batchId, tokenFor(world.app, b.buyer), [
      { id: 'item-a', purchaseSiteOrderId: 'PO-A' },
      { id: 'item-b', purchaseSiteOrderId: 'PO-B' },
    ]);
    // The authorisation is gone at the provider (e.g. expired): the capture will be refused.
    await world.app.app.get(CardProvider).cancel(ledgerOf(b).pspReference, `test-${randomUUID()}`);
    await batchActions.completePurchase(world.app, b.batchId, tokenFor(world.app, b.buyer));

    const raised = await eventually(
      async () => {
        const list = await alerts(b);
        return list.length > 0 ? list : null;
      },
      { what: 'the staff alert' },
    );
    expect(raised).toEqual([expect.objectContaining({ code: 'PAYMENT_CAPTURE_REFUSED', batch_number: b.batchNumber })]);
    expect(await storedStatus(world.app, b.batchId)).toBe('purchase_completed');
    expect(await modifications(b)).toEqual([expect.objectContaining({ kind: 'capture', status: 'refused' })]);

    const service = world.app.app.get(BatchCaptureService);
    await expect(service.captureNow(b.batchId, STAFF, 'c1')).rejects.toMatchObject({
      status: 422,
      code: 'PAYMENT_CAPTURE_REFUSED',
    });
    await expect(
      service.captureNow(b.batchId, { id: b.buyer.id, role: 'buyer', accountType: 'b' }, 'c2'),
    ).rejects.toMatchObject({ status: 403, code: 'AUTH_NOT_AUTHORIZED' });
    await expect(
      service.captureNow(b.batchId, { id: b.requester.id, role: 'requester', accountType: 'r' }, 'c3'),
    ).rejects.toMatchObject({ status: 403 });
    await expect(service.captureNow(randomUUID(), STAFF, 'c4')).rejects.toMatchObject({
      status: 404,
      code: 'BATCH_NOT_FOUND',
    });
    expect(await storedStatus(world.app, b.batchId)).toBe('purchase_completed');
    // Still one alert for the same refusal.
    expect(await alerts(b)).toHaveLength(1);

    // Alerts are for staff and auditors only.
    const alertsStatusAs = async (id: string, accountType: 'r' | 'b' | 's' | 'x') =>
      (await http(world.app, 'GET', `/api/admin/payments/alerts`, world.app.tokenFor({ id, accountType }))).status;
    expect(await alertsStatusAs(b.requester.id, 'r')).toBe(403);
    expect(await alertsStatusAs(b.buyer.id, 'b')).toBe(403);
    expect(await alertsStatusAs(randomUUID(), 'x')).toBe(200);
    expect((await http(world.app, 'GET', `/api/admin/payments/alerts?batch_id=nope`, staffToken())).body).toMatchObject(
      {
        code: 'VALIDATION_FAILED',
        params: { field: 'batch_id' },
      },
    );
    expect((await http(world.app, 'GET', `/api/admin/payments/alerts?limit=0`, staffToken())).status).toBe(400);
  });

  it('a CAPTURE_FAILED notification from the provider alerts staff once, however often it is delivered', async () => {
    const b = await givenCapturedBatch(world.app);
    await world.settle();
    const payment = ledgerOf(b);
    const item: NotificationRequestItem = {
      pspReference: `CAPFAIL${Date.now()}`,
      originalReference: payment.pspReference,
      merchantAccountCode: world.app.config.payments.merchantAccount,
      merchantReference: payment.merchantReference,
      amount: { value: AUTHORISED_HKD, currency: 'HKD' },
      eventCode: 'CAPTURE_FAILED',
      success: 'true',
      reason: 'Issuer unavailable',
      eventDate: new Date().toISOString(),
    };
    const body = {
      live: 'false',
      notificationItems: [
        {
          NotificationRequestItem: {
            ...item,
            additionalData: { hmacSignature: signNotification(item, world.app.config.payments.hmacKey) },
          },
        },
      ],
    };
    for (let i = 0; i < 2; i++) {
      const r = await fetch(`${world.app.baseUrl}/api/payments/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(await r.text()).toBe('[accepted]');
    }
    await world.settle();
    const raised = await eventually(
      async () => {
        const list = await http<{ results: { code: string; batch_number: string; message: string }[] }>(
          world.app,
          'GET',
          `/api/admin/payments/alerts?open=true&limit=500`,
          staffToken(),
        );
        const mine = list.body.results.filter((a) => a.batch_number === b.batchNumber);
        return mine.length > 0 ? mine : null;
      },
      { what: 'the alert' },
    );
    expect(raised).toEqual([
      expect.objectContaining({ code: 'PAYMENT_CAPTURE_FAILED', message: 'Issuer unavailable' }),
    ]);
  });

  it('staff capture-now is refused (409) before the purchase is complete', async () => {
    const b = await givenPaidBatch(world.app);
    await expect(world.app.app.get(BatchCaptureService).captureNow(b.batchId, STAFF, 'c5')).rejects.toMatchObject({
      status: 409,
      code: 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS',
    });
    expect(ledgerOf(b)).toMatchObject({ captured: 0, state: 'authorised' });
  });

  it('cancelling the whole payment releases the authorisation at the provider once', async () => {
    const b = await givenPaidBatch(world.app);
    const r = await batchActions.cancelPayment(world.app, b.batchId, tokenFor(world.app, STAFF), {
      reason: 'customer_request',
      remark: 'changed mind',
    });
    expect(r.status).toBe('all_payment_canceled');
    await eventually(() => ledgerOf(b).state === 'cancelled', { what: 'the release' });
    expect(ledgerOf(b)).toMatchObject({ captured: 0, state: 'cancelled' });
    expect(await world.app.app.get(PaymentReleaseService).release(b.batchId)).toBe('released');
    expect(await modifications(b)).toEqual([expect.objectContaining({ kind: 'cancel', status: 'received' })]);
    expect(await alerts(b)).toEqual([]);
  });

  it('cancelling every purchase releases the authorisation too', async () => {
    const b = await givenPaidBatch(world.app);
    const r = await batchActions.cancelPurchase(
      world.app,
      b.batchId,
      tokenFor(world.app, b.buyer),
      ['item-a', 'item-b'],
      'unavailable',
    );
    expect(r.status).toBe('all_payment_canceled');
    await eventually(() => ledgerOf(b).state === 'cancelled', { what: 'the release' });
  });

  it('a partial payment cancel releases that item at capture: the rest is captured with its fees', async () => {
    const b = await givenPaidBatch(world.app);
    const loaded = replay(await events(b));
    const release = cancelReleaseFor(loaded.context, ['item-b']);
    expect(release).toBe(ITEM_B_SHARE_HKD);
    const canceled = await batchActions.cancelPayment(world.app, b.batchId, tokenFor(world.app, STAFF), {
      reason: 'customer_request',
      itemIds: ['item-b'],
    });
    expect(canceled.status).toBe('payment_canceled');
    await batchActions.purchase(world.app, b.batchId, tokenFor(world.app, b.buyer), [
      { id: 'item-a', purchaseSiteOrderId: 'PO-A' },
    ]);
    await batchActions.completePurchase(world.app, b.batchId, tokenFor(world.app, b.buyer));
    await eventually(async () => (await storedStatus(world.app, b.batchId)) === 'payment_captured', {
      what: 'the capture',
    });
    expect(ledgerOf(b)).toMatchObject({ captured: ITEM_A_HKD, released: ITEM_B_SHARE_HKD, state: 'captured' });
  });

  // The money follows the accepted quote: in every batch this suite paid, the card money stayed within the quote the requester accepted.
  it('captured ≤ authorised ≤ the accepted quote, in every batch of this suite', async () => {
    expect(await moneyBeyondAcceptedQuote(world.app)).toEqual([]);
  });
});
