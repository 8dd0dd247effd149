// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { CardProvider } from '../../src/around-batch/payments/provider/card-provider.port';
import {
  signNotification,
  type NotificationEnvelope,
  type NotificationRequestItem,
} from '../../src/around-batch/payments/provider/notification-signature';
import { PaymentNotificationProcessor } from '../../src/around-batch/payments/webhooks/payment-notification.processor';
import { startPaymentsApp, type PaymentsTestApp } from '../support/kit/payments-app';
import { HMAC_KEY, MERCHANT, paymentRequest } from '../support/kit';

const HKD = (value: number) => ({ currency: 'HKD' as const, value });

function signed(fields: Partial<NotificationRequestItem> = {}, key = HMAC_KEY): NotificationRequestItem {
  const item: NotificationRequestItem = {
    pspReference: `PSP${Math.random().toString().slice(2, 14)}`,
    merchantAccountCode: MERCHANT,
    merchantReference: 'B000123',
    amount: { value: 10_000, currency: 'HKD' },
    eventCode: 'AUTHORISATION',
    success: 'true',
    eventDate: new Date().toISOString(),
    ...fields,
  };
  return { ...item, additionalData: { hmacSignature: signNotification(item, key) } };
}

const envelope = (...items: NotificationRequestItem[]): NotificationEnvelope => ({
  live: 'false',
  notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })),
});

describe('POST /api/payments/webhooks', () => {
  let t: PaymentsTestApp;
  let provider: CardProvider;
  beforeAll(async () => {
    t = await startPaymentsApp();
    provider = t.app.get(CardProvider);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.applier.applied.length = 0;
    Object.assign(t.simulator.webhooks.mode, { duplicate: false, hold: false });
  });

  const post = (body: unknown) =>
    fetch(`${t.baseUrl}/api/payments/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const rows = (psp: string) =>
    t.dataSource.query<{ event_code: string; success: boolean; status: string; deliveries: number }[]>(
      `SELECT event_code, success, status, deliveries FROM payment_notifications WHERE payment_psp_reference = $1 ORDER BY received_at`,
      [psp],
    );
  const appliedFor = (psp: string) =>
    t.applier.applied.filter((a) => a.notification.paymentPspReference === psp).map((a) => a.notification.eventCode);

  it('accepts a correctly signed notification from the simulator, stores it and applies it once', async () => {
    const result = await provider.createPayment(paymentRequest('4111111111111111', 10_000, { reference: 'B000777' }));
    await t.settle();
    const psp = result.pspReference as string;
    expect(await rows(psp)).toEqual([{ event_code: 'AUTHORISATION', success: true, status: 'applied', deliveries: 1 }]);
    const delivery = t.simulator.webhooks.deliveries.find((d) => d.item.pspReference === psp);
    expect(delivery).toMatchObject({ status: 200, body: '[accepted]' });
    expect(t.applier.applied.find((a) => a.notification.pspReference === psp)?.intent).toEqual({
      kind: 'command',
      batchNumber: 'B000777',
      attemptId: null,
      commandId: expect.any(String),
      command: {
        type: 'RecordPaymentAuthorisation',
        // The card's last four (additionalData.cardSummary) ride along for the receipt.
        data: { amount: { amount: 10_000, currency: 'HKD' }, pspReference: psp, cardSummary: '1111' },
      },
    });
  });

  it('maps a refused card to RecordPaymentFailure with the input-error code', async () => {
    const result = await provider.createPayment(paymentRequest('4000000000000002'));
    await t.settle();
    const applied = t.applier.applied.find((a) => a.notification.pspReference === result.pspReference);
    expect(applied?.intent).toMatchObject({
      kind: 'command',
      command: {
        type: 'RecordPaymentFailure',
        data: { code: 'PAYMENT_INPUT_ERROR', message: 'Input Error. Please Check Your Credit Card Information' },
      },
    });
  });

  it('refuses a forged signature with 401 and stores nothing, even beside a good item', async () => {
    const before = Number(
      (await t.dataSource.query<Array<{ count: string }>>(`SELECT count(*) FROM payment_notifications`))[0].count,
    );
    const forged = signed({}, 'AA'.repeat(32));
    const tampered = { ...signed(), amount: { value: 1, currency: 'HKD' } };
    const unsigned = { ...signed(), additionalData: {} };
    for (const body of [envelope(forged), envelope(signed(), tampered), envelope(unsigned)]) {
      const response = await post(body);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'PAYMENT_NOTIFICATION_SIGNATURE_INVALID' });
    }
    await t.settle();
    expect(
      Number(
        (await t.dataSource.query<Array<{ count: string }>>(`SELECT count(*) FROM payment_notifications`))[0].count,
      ),
    ).toBe(before);
  });

  it('answers a malformed body with 400', async () => {
    const response = await post({
      live: 'false',
      notificationItems: [{ NotificationRequestItem: { pspReference: 'x' } }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PAYMENT_NOTIFICATION_INVALID' });
  });

  it('applies a notification delivered twice only once (one row, two deliveries)', async () => {
    t.simulator.webhooks.mode.duplicate = true;
    const result = await provider.createPayment(paymentRequest('5555555555554444'));
    await t.settle();
    const psp = result.pspReference as string;
    expect(t.simulator.webhooks.deliveries.filter((d) => d.item.pspReference === psp).map((d) => d.body)).toEqual([
      '[accepted]',
      '[accepted]',
    ]);
    expect(await rows(psp)).toEqual([{ event_code: 'AUTHORISATION', success: true, status: 'applied', deliveries: 2 }]);
    expect(appliedFor(psp)).toEqual(['AUTHORISATION']);
  });

  it('applies 10 concurrent deliveries of one notification exactly once', async () => {
    const body = envelope(signed({ merchantReference: 'B000999' }));
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(body)));
    expect(await Promise.all(responses.map((r) => r.text()))).toEqual(Array(10).fill('[accepted]'));
    await t.settle();
    const psp = body.notificationItems[0].NotificationRequestItem.pspReference;
    expect(await rows(psp)).toEqual([
      { event_code: 'AUTHORISATION', success: true, status: 'applied', deliveries: 10 },
    ]);
    expect(appliedFor(psp)).toEqual(['AUTHORISATION']);
  });

  it('holds a refund and a capture that arrive before the authorisation, then applies all in order', async () => {
    t.simulator.webhooks.mode.hold = true;
    const psp = (await provider.createPayment(paymentRequest('4111111111111111', 10_000))).pspReference as string;
    await provider.capture(psp, HKD(8_000), `cap-${psp}`);
    await provider.refund(psp, HKD(3_000), `ref-${psp}`);
    t.simulator.webhooks.mode.hold = false;
    t.simulator.webhooks.mode.duplicate = true;
    // Newest first, each twice: REFUND, REFUND, CAPTURE, CAPTURE, AUTHORISATION, AUTHORISATION.
    t.simulator.webhooks.release('reverse');
    await t.settle();
    expect(appliedFor(psp)).toEqual(['AUTHORISATION', 'CAPTURE', 'REFUND']);
    const stored = await rows(psp);
    expect(stored.map((r) => [r.event_code, r.status, r.deliveries])).toEqual([
      ['REFUND', 'applied', 2],
      ['CAPTURE', 'applied', 2],
      ['AUTHORISATION', 'applied', 2],
    ]);
    expect(
      t.applier.applied.find(
        (a) => a.notification.eventCode === 'CAPTURE' && a.notification.paymentPspReference === psp,
      )?.intent,
    ).toMatchObject({ kind: 'confirmation', eventCode: 'CAPTURE', amount: 8_000 });
  });

  it('keeps a capture pending while its authorisation is missing', async () => {
    const capture = signed({
      pspReference: 'CAP0000000000001',
      originalReference: 'AUTH000000000001',
      eventCode: 'CAPTURE',
      amount: { value: 500, currency: 'HKD' },
    });
    expect(await (await post(envelope(capture))).text()).toBe('[accepted]');
    await t.settle();
    expect(await rows('AUTH000000000001')).toEqual([
      { event_code: 'CAPTURE', success: true, status: 'pending', deliveries: 1 },
    ]);
    expect(appliedFor('AUTH000000000001')).toEqual([]);
    await post(envelope(signed({ pspReference: 'AUTH000000000001' })));
    await t.settle();
    expect(appliedFor('AUTH000000000001')).toEqual(['AUTHORISATION', 'CAPTURE']);
  });

  it('two instances on one database: concurrent deliveries to both apply a notification once; one left pending by A is applied by B', async () => {
    const b = await startPaymentsApp({}, t.databaseUrl);
    // B's start-up sweep has finished: from here only what the test does applies anything.
    await b.settle();
    try {
      const body = envelope(signed({ merchantReference: 'B000998' }));
      const post = (app: PaymentsTestApp) =>
        fetch(`${app.baseUrl}/api/payments/webhooks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(i % 2 === 0 ? t : b)));
      expect(await Promise.all(answers.map((r) => r.text()))).toEqual(Array(10).fill('[accepted]'));
      await Promise.all([t.settle(), b.settle()]);
      const psp = body.notificationItems[0].NotificationRequestItem.pspReference;
      expect(await rows(psp)).toEqual([
        { event_code: 'AUTHORISATION', success: true, status: 'applied', deliveries: 10 },
      ]);
      const onB = b.applier.applied.filter((a) => a.notification.paymentPspReference === psp).length;
      expect(appliedFor(psp).length + onB).toBe(1);

      // A acknowledged but did not apply (its applier failed, as if it had died): B's sweep applies it.
      t.applier.failNext = true;
      const item = signed();
      await fetch(`${t.baseUrl}/api/payments/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(envelope(item)),
      });
      await t.settle();
      expect((await rows(item.pspReference))[0].status).toBe('pending');
      await Promise.all([
        b.app.get(PaymentNotificationProcessor).sweep(),
        b.app.get(PaymentNotificationProcessor).sweep(),
      ]);
      expect((await rows(item.pspReference))[0].status).toBe('applied');
      expect(b.applier.applied.filter((a) => a.notification.paymentPspReference === item.pspReference)).toHaveLength(1);
      expect(appliedFor(item.pspReference)).toEqual([]);
    } finally {
      await b.close();
    }
  });

  it('leaves a notification pending when the applier fails and applies it on the next sweep', async () => {
    t.applier.failNext = true;
    const item = signed();
    await post(envelope(item));
    await t.settle();
    expect((await rows(item.pspReference))[0].status).toBe('pending');
    await t.app.get(PaymentNotificationProcessor).sweep();
    expect((await rows(item.pspReference))[0].status).toBe('applied');
    expect(appliedFor(item.pspReference)).toEqual(['AUTHORISATION']);
  });
});
