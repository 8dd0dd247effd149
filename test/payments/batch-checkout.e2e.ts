// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../src/platform/clock/clock';
import { FEES_HKD_CENTS, givenPayableBatch, http, storedTypes } from '../support/kit';
import { payBody, RETURN_URL, useCheckoutWorld } from './batch-checkout.fixture';

describe('card checkout of a batch (spec §7): methods, refusals, paying', () => {
  const w = useCheckoutWorld();

  describe('GET /api/batch/checkout/payment_methods/{id}', () => {
    it('gives the owner the card methods, the HKD amount, the client key and the secure card fields page', async () => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      const r = await http<Record<string, unknown>>(
        w.t,
        'GET',
        `/api/batch/checkout/payment_methods/${b.batchId}`,
        w.token(b),
      );
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] }],
        amount: { currency: 'HKD', value: FEES_HKD_CENTS },
        client_key: 'test_SIMULATORCLIENTKEY',
        environment: 'test',
        // No provider URL: the simulator, whose card fields page the pay dialog frames.
        card_entry: 'simulator_page',
        card_fields_url: `${w.simulator.url}/hpp/card-fields`,
      });
      const page = await fetch(`${r.body.card_fields_url as string}?origin=${encodeURIComponent(w.t.baseUrl)}`);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(`frame-ancestors ${w.t.baseUrl}`);
      for (const name of ['holderName', 'cardNumber', 'expiryDate', 'cvc']) expect(html).toContain(`name="${name}"`);
      expect(html).toContain("source: 'card-fields'");
      expect((await fetch(`${r.body.card_fields_url as string}?origin=javascript:alert(1)`)).status).toBe(400);
    });

    it('answers 404 for a foreign or unknown batch, 403 for another role, 409 when not payable', async () => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      const other = w.t.tokenFor({ id: randomUUID(), accountType: 'r' });
      expect((await http(w.t, 'GET', `/api/batch/checkout/payment_methods/${b.batchId}`, other)).body).toMatchObject({
        code: 'BATCH_NOT_FOUND',
      });
      expect((await http(w.t, 'GET', `/api/batch/checkout/payment_methods/${randomUUID()}`, w.token(b))).status).toBe(
        404,
      );
      expect((await http(w.t, 'GET', `/api/batch/checkout/payment_methods/not-an-id`, w.token(b))).status).toBe(400);
      const buyer = await http(
        w.t,
        'GET',
        `/api/batch/checkout/payment_methods/${b.batchId}`,
        w.t.tokenFor({ id: b.buyer.id, accountType: 'b' }),
      );
      expect([buyer.status, buyer.body]).toEqual([
        403,
        expect.objectContaining({ code: 'AUTH_NOT_AUTHORIZED', message: 'You are not authorized to do this action!' }),
      ]);
      const accepted = await givenPayableBatch(w.t, 'accepted');
      const r = await http(w.t, 'GET', `/api/batch/checkout/payment_methods/${accepted.batchId}`, w.token(accepted));
      expect([r.status, r.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
    });
  });

  describe('POST /api/batch/checkout/payments/{id}: refusals before any charge', () => {
    it('needs an Idempotency-Key, the terms agreed and a well-formed body', async () => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      const noKey = await http(
        w.t,
        'POST',
        `/api/batch/checkout/payments/${b.batchId}`,
        w.token(b),
        payBody('4111111111111111'),
      );
      expect([noKey.status, noKey.body.code]).toEqual([400, 'PAYMENT_IDEMPOTENCY_KEY_REQUIRED']);
      const terms = await w.pay(b, '4111111111111111', randomUUID(), { agreed_to_terms: false });
      expect([terms.status, terms.body.code, (terms.body.params as { field: string }).field]).toEqual([
        400,
        'PAYMENT_TERMS_NOT_AGREED',
        'agreed_to_terms',
      ]);
      const noTerms = await w.pay(b, '4111111111111111', randomUUID(), { agreed_to_terms: undefined });
      expect(noTerms.body.code).toBe('PAYMENT_TERMS_NOT_AGREED');
      const badUrl = await w.pay(b, '4111111111111111', randomUUID(), { return_url: 'javascript:alert(1)' });
      expect([badUrl.status, (badUrl.body.params as { field: string }).field]).toEqual([400, 'return_url']);
      const badMethod = await w.pay(b, '4111111111111111', randomUUID(), { payment_method: { type: 'paypal' } });
      expect([badMethod.status, (badMethod.body.params as { field: string }).field]).toEqual([400, 'payment_method']);
      expect(w.ledgerFor(b)).toHaveLength(0);
      expect(await storedTypes(w.t, b.batchId)).not.toContain('CheckoutStarted');
    });

    it('answers 404 for a foreign batch, 403 for a buyer, 409 when the status does not allow paying', async () => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      expect(
        (await w.pay(b, '4111111111111111', randomUUID(), {}, w.t.tokenFor({ id: randomUUID(), accountType: 'r' })))
          .status,
      ).toBe(404);
      const buyer = await w.pay(
        b,
        '4111111111111111',
        randomUUID(),
        {},
        w.t.tokenFor({ id: b.buyer.id, accountType: 'b' }),
      );
      expect([buyer.status, buyer.body.code]).toEqual([403, 'AUTH_NOT_AUTHORIZED']);
      const accepted = await givenPayableBatch(w.t, 'accepted');
      const r = await w.pay(accepted, '4111111111111111');
      expect([r.status, r.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
      expect(w.ledgerFor(b)).toHaveLength(0);
      expect(w.ledgerFor(accepted)).toHaveLength(0);
    });
  });

  describe('paying', () => {
    it('success card: Authorised → payment_authorized (Paid), recorded once although the webhook arrives too', async () => {
      const b = await givenPayableBatch(w.t, 'requested_payment');
      const r = await w.pay(b, '4111111111111111');
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        code: 'PAYMENT_SUCCESSFUL',
        message: 'Payment Successful! Your request will be processed shortly.',
        result_code: 'Authorised',
        status: 'payment_authorized',
        position: expect.any(String),
      });
      expect(r.headers.get('x-event-position')).toBe(r.body.position);
      expect(await w.statusOf(b, r.body.position as string)).toBe('payment_authorized');
      await w.settle();
      const types = await storedTypes(w.t, b.batchId);
      expect([w.count(types, 'CheckoutStarted'), w.count(types, 'PaymentAuthorised')]).toEqual([1, 1]);
      expect(w.ledgerFor(b).map((p) => [p.state, p.authorised, p.currency])).toEqual([
        ['authorised', FEES_HKD_CENTS, 'HKD'],
      ]);
    });

    it.each([
      ['4000000000000002', 'PAYMENT_INPUT_ERROR', 'Input Error. Please Check Your Credit Card Information'],
      ['4000000000009995', 'PAYMENT_FAILED', 'payment Failed. Please Check Your Credit Card Information'],
      ['4000000000000119', 'PAYMENT_FAILED', 'payment Failed. Please Check Your Credit Card Information'],
    ])('card %s: 422 %s with the spec message, and the batch is payable again', async (number, code, message) => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      const r = await w.pay(b, number);
      expect([r.status, r.body.code, r.body.message]).toEqual([422, code, message]);
      const params = r.body.params as { status: string; position: string };
      expect(params.status).toBe('confirmed');
      expect(await w.statusOf(b, params.position)).toBe('confirmed');
      await w.settle();
      expect(await w.statusOf(b)).toBe('confirmed');
      const again = await w.pay(b, '5555555555554444');
      expect([again.status, again.body.code]).toEqual([200, 'PAYMENT_SUCCESSFUL']);
      await w.settle();
      const types = await storedTypes(w.t, b.batchId);
      expect([
        w.count(types, 'CheckoutStarted'),
        w.count(types, 'PaymentFailed'),
        w.count(types, 'PaymentAuthorised'),
      ]).toEqual([2, 1, 1]);
    });

    it('challenge card: redirect → the simulator page → return_url with redirectResult → details → Paid', async () => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      const r = await w.pay(b, '4212345678901237');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        code: 'PAYMENT_REDIRECT',
        result_code: 'RedirectShopper',
        action: { method: 'GET', url: expect.stringContaining('/hpp/challenge/') },
      });
      expect(await w.statusOf(b)).toBe('paying');
      const url = (r.body.action as { url: string }).url;
      expect(await (await fetch(url)).text()).toContain('Verify your card payment');
      const back = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'complete' }),
        redirect: 'manual',
      });
      expect(back.status).toBe(302);
      const location = new URL(back.headers.get('location') as string);
      expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
      const redirectResult = location.searchParams.get('redirectResult') as string;
      const done = await http(w.t, 'POST', `/api/batch/checkout/payments/${b.batchId}/details`, w.token(b), {
        redirect_result: redirectResult,
      });
      expect([done.status, done.body.code, done.body.status]).toEqual([
        200,
        'PAYMENT_SUCCESSFUL',
        'payment_authorized',
      ]);
      // Returning twice (reload of the return page) gives the same answer and charges nothing more.
      const again = await http(w.t, 'POST', `/api/batch/checkout/payments/${b.batchId}/details`, w.token(b), {
        redirect_result: redirectResult,
      });
      expect([again.status, again.body.code]).toEqual([200, 'PAYMENT_SUCCESSFUL']);
      await w.settle();
      expect(w.count(await storedTypes(w.t, b.batchId), 'PaymentAuthorised')).toBe(1);
      expect(w.ledgerFor(b)).toHaveLength(1);
    });

    it('challenge failed: details answers 422 and the batch is payable again', async () => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      const r = await w.pay(b, '5454545454545454');
      const url = (r.body.action as { url: string }).url;
      const back = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'fail' }),
        redirect: 'manual',
      });
      const redirectResult = new URL(back.headers.get('location') as string).searchParams.get(
        'redirectResult',
      ) as string;
      const done = await http(w.t, 'POST', `/api/batch/checkout/payments/${b.batchId}/details`, w.token(b), {
        redirect_result: redirectResult,
      });
      expect([done.status, done.body.code]).toEqual([422, 'PAYMENT_INPUT_ERROR']);
      expect(await w.statusOf(b)).toBe('confirmed');
      const bad = await http(w.t, 'POST', `/api/batch/checkout/payments/${b.batchId}/details`, w.token(b), {});
      expect([bad.status, (bad.body.params as { field: string }).field]).toEqual([400, 'redirect_result']);
    });

    it('an abandoned challenge blocks a new attempt only until the checkout timeout, then expires', async () => {
      const b = await givenPayableBatch(w.t, 'confirmed');
      const first = await w.pay(b, '4212345678901237');
      expect(first.body.code).toBe('PAYMENT_REDIRECT');
      const blocked = await w.pay(b, '4111111111111111');
      expect([blocked.status, blocked.body.code]).toEqual([409, 'PAYMENT_IN_PROGRESS']);
      const clock = w.t.app.get(Clock);
      const later = new Date(Date.now() + (w.t.config.payments.checkoutTimeoutSeconds + 60) * 1000);
      const spy = jest.spyOn(clock, 'now').mockReturnValue(later);
      try {
        const second = await w.pay(b, '4111111111111111');
        expect([second.status, second.body.code, second.body.status]).toEqual([
          200,
          'PAYMENT_SUCCESSFUL',
          'payment_authorized',
        ]);
      } finally {
        spy.mockRestore();
      }
      const types = await storedTypes(w.t, b.batchId);
      expect(types.slice(-4)).toEqual(['CheckoutStarted', 'PaymentFailed', 'CheckoutStarted', 'PaymentAuthorised']);
      const rows: { status: string }[] = await w.t.dataSource.query(
        `SELECT status FROM payment_attempts WHERE batch_id = $1 ORDER BY created_at`,
        [b.batchId],
      );
      expect(rows.map((row) => row.status)).toEqual(['expired', 'authorised']);
    });
  });
});
