// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CardProvider } from '../../src/around-batch/payments/provider/card-provider.port';
import { card, givenPayableBatch, http, storedTypes, moneyBeyondAcceptedQuote } from '../support/kit';
import { RETURN_URL, useCheckoutWorld } from './batch-checkout.fixture';

describe('card checkout of a batch (spec §7): idempotency and webhooks', () => {
  const w = useCheckoutWorld();

  describe('idempotency: one key, one charge', () => {
    it('5 concurrent and 2 later retries with one key charge once and all get the first answer', async () => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      const key = randomUUID();
      const concurrent = await Promise.all(Array.from({ length: 5 }, () => w.pay(b, '4111111111111111', key)));
      const later = [await w.pay(b, '4111111111111111', key), await w.pay(b, '4111111111111111', key)];
      const answers = [...concurrent, ...later];
      expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
      expect(new Set(answers.map((a) => JSON.stringify({ ...a.body, position: undefined }))).size).toBe(1);
      expect(answers[0].body.code).toBe('PAYMENT_SUCCESSFUL');
      await w.settle();
      expect(w.ledgerFor(b)).toHaveLength(1);
      const types = await storedTypes(w.t, b.batchId);
      expect([w.count(types, 'CheckoutStarted'), w.count(types, 'PaymentAuthorised')]).toEqual([1, 1]);
    });

    it('two pay clicks with different keys at once: one charge, the other is refused with 409', async () => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      const answers = await Promise.all([w.pay(b, '4111111111111111'), w.pay(b, '4111111111111111')]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(['PAYMENT_IN_PROGRESS', 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']).toContain(
        answers.find((a) => a.status === 409)?.body.code,
      );
      await w.settle();
      expect(w.ledgerFor(b)).toHaveLength(1);
      const rows: { count: string }[] = await w.t.dataSource.query(
        `SELECT count(*) FROM payment_attempts WHERE batch_id = $1`,
        [b.batchId],
      );
      expect(Number(rows[0].count)).toBe(1);
    });

    it('a retried refusal gets the same 422 without trying the card again', async () => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      const key = randomUUID();
      const first = await w.pay(b, '4000000000009995', key);
      const retry = await w.pay(b, '4000000000009995', key);
      expect([first.status, retry.status, retry.body.code]).toEqual([422, 422, 'PAYMENT_FAILED']);
      expect(w.ledgerFor(b)).toHaveLength(1);
    });

    it('card rules: debit cards and brands outside Visa/Mastercard are refused with the card message, nothing authorised or stored', async () => {
      for (const [number, reason] of [
        ['4400000000000008', 'funding_not_accepted'],
        ['5200828282828210', 'funding_not_accepted'],
        ['3530111333300000', 'brand_not_accepted'],
        ['378282246310005', 'brand_not_accepted'],
      ] as const) {
        const b = await givenPayableBatch(w.t, 'confirmed');
        const before = await storedTypes(w.t, b.batchId);
        const r = await w.pay(b, number);
        expect([r.status, r.body.code, r.body.message, (r.body.params as { reason?: string }).reason]).toEqual([
          422,
          'PAYMENT_INPUT_ERROR',
          'Input Error. Please Check Your Credit Card Information',
          reason,
        ]);
        expect(w.ledgerFor(b)).toHaveLength(0);
        expect(await storedTypes(w.t, b.batchId)).toEqual(before);
        // The same batch pays with a Visa credit card at once.
        expect((await w.pay(b, '4111111111111111')).status).toBe(200);
      }
    });

    it('the simulator reports the funding source as the provider does (cardDetails, and with the payment result)', async () => {
      const provider = w.t.app.get(CardProvider);
      expect(await provider.cardDetails({ encryptedCardNumber: 'test_4400000000000008' })).toEqual({
        brands: [{ type: 'visa', supported: true }],
        fundingSource: 'DEBIT',
      });
      expect(await provider.cardDetails({ encryptedCardNumber: 'test_3530111333300000' })).toEqual({
        brands: [{ type: 'jcb', supported: false }],
        fundingSource: 'CREDIT',
      });
      const result = await provider.createPayment({
        reference: `FUNDING-${randomUUID()}`,
        amount: { currency: 'HKD', value: 1000 },
        paymentMethod: card('5555555555554444'),
        returnUrl: RETURN_URL,
        idempotencyKey: randomUUID(),
      });
      expect(result.additionalData).toEqual({ fundingSource: 'CREDIT', paymentMethod: 'mc', cardSummary: '4444' });
    });

    it('refuses one key for another batch', async () => {
      const a = await givenPayableBatch(w.t, 'confirmed');
      const b = await givenPayableBatch(w.t, 'confirmed', a.requester.id);
      const key = randomUUID();
      expect((await w.pay(a, '4111111111111111', key)).status).toBe(200);
      const r = await w.pay(b, '4111111111111111', key);
      expect([r.status, r.body.code]).toEqual([422, 'PAYMENT_IDEMPOTENCY_MISMATCH']);
      expect(w.ledgerFor(b)).toHaveLength(0);
    });
  });

  describe('webhooks applied once, whatever their order or repetition', () => {
    it('duplicated deliveries record one authorisation', async () => {
      w.simulator.webhooks.mode.duplicate = true;
      const b = await givenPayableBatch(w.t, 'confirmed');
      expect((await w.pay(b, '4111111111111111')).status).toBe(200);
      await w.settle();
      const delivered = w.simulator.webhooks.deliveries.filter((d) =>
        d.item.merchantReference.startsWith(`${b.batchNumber}:`),
      );
      expect(delivered.length).toBe(2);
      expect(w.count(await storedTypes(w.t, b.batchId), 'PaymentAuthorised')).toBe(1);
    });

    it('a refusal delivered after the next attempt was authorised changes nothing (out of order)', async () => {
      w.simulator.webhooks.mode.hold = true;
      const b = await givenPayableBatch(w.t, 'confirmed');
      expect((await w.pay(b, '4000000000000002')).status).toBe(422);
      expect((await w.pay(b, '4111111111111111')).status).toBe(200);
      expect(w.simulator.webhooks.heldCount()).toBeGreaterThanOrEqual(2);
      w.simulator.webhooks.mode.hold = false;
      w.simulator.webhooks.mode.duplicate = true;
      w.simulator.webhooks.release('reverse');
      await w.settle();
      const types = await storedTypes(w.t, b.batchId);
      expect([w.count(types, 'PaymentFailed'), w.count(types, 'PaymentAuthorised')]).toEqual([1, 1]);
      expect(types[types.length - 1]).toBe('PaymentAuthorised');
      const rows: { status: string }[] = await w.t.dataSource.query(
        `SELECT status FROM payment_notifications WHERE merchant_reference LIKE $1`,
        [`${b.batchNumber}:%`],
      );
      expect(rows.map((row) => row.status)).toEqual(['applied', 'applied']);
    });

    it('the webhook alone authorises a batch whose shopper never came back from the challenge', async () => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      const r = await w.pay(b, '4212345678901237');
      const url = (r.body.action as { url: string }).url;
      const back = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'complete' }),
        redirect: 'manual',
      });
      const redirectResult = new URL(back.headers.get('location') as string).searchParams.get(
        'redirectResult',
      ) as string;
      // The provider learns the outcome from another channel: payments/details by someone else.
      w.simulator.webhooks.mode.duplicate = true;
      await fetch(`${w.simulator.url}/v71/payments/details`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'simulator-api-key' },
        body: JSON.stringify({ merchantAccount: 'ConciergeHK_Simulator', details: { redirectResult } }),
      });
      await w.settle();
      expect(await w.statusOf(b)).toBe('payment_authorized');
      expect(w.count(await storedTypes(w.t, b.batchId), 'PaymentAuthorised')).toBe(1);
      // The shopper comes back after all: same success, nothing recorded twice.
      const done = await http(w.t, 'POST', `/api/batch/checkout/payments/${b.batchId}/details`, w.token(b), {
        redirect_result: redirectResult,
      });
      expect([done.status, done.body.code]).toEqual([200, 'PAYMENT_SUCCESSFUL']);
      expect(w.count(await storedTypes(w.t, b.batchId), 'PaymentAuthorised')).toBe(1);
    });
  });

  // The money follows the accepted quote: in every batch this suite paid, the card money stayed within the quote the requester accepted.
  it('captured ≤ authorised ≤ the accepted quote, in every batch of this suite', async () => {
    expect(await moneyBeyondAcceptedQuote(w.t)).toEqual([]);
  });
});
