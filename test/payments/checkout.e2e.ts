// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { ApiError } from '../../src/platform/web/api-error';
import { CheckoutService, type PayRequest } from '../../src/around-batch/payments/checkout/checkout.service';
import { PaymentAttemptsRepository } from '../../src/around-batch/payments/checkout/payment-attempts.repository';
import {
  CardProvider,
  CardProviderUnavailableError,
  type CreatePaymentRequest,
  type PaymentResult,
} from '../../src/around-batch/payments/provider/card-provider.port';
import { HttpCardProviderClient } from '../../src/around-batch/payments/provider/http-card-provider.client';
import { startPaymentsApp, type PaymentsTestApp } from '../support/kit/payments-app';
import { card } from '../support/kit';

let sequence = 0;
function payRequest(number: string, extra: Partial<PayRequest> = {}): PayRequest {
  sequence += 1;
  return {
    batchNumber: `B${Date.now()}${sequence}`,
    idempotencyKey: `pay-${Date.now()}-${sequence}`,
    amount: { amount: 25_000, currency: 'HKD' },
    agreedToTerms: true,
    paymentMethod: card(number),
    returnUrl: 'http://127.0.0.1:9/requests/checkout/return',
    browserInfo: { userAgent: 'jest', acceptHeader: 'text/html', language: 'en-HK' },
    riskData: { clientData: 'opaque' },
    storePaymentMethod: false,
    ...extra,
  };
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('CheckoutService', () => {
  let t: PaymentsTestApp;
  let checkout: CheckoutService;
  const paymentsFor = (reference: string) =>
    [...t.simulator.ledger.payments.values()].filter((p) => p.merchantReference === reference);
  const attemptRows = async (key: string) =>
    Number(
      (
        await t.dataSource.query<Array<{ count: string }>>(
          `SELECT count(*) FROM payment_attempts WHERE idempotency_key = $1`,
          [key],
        )
      )[0].count,
    );

  beforeAll(async () => {
    t = await startPaymentsApp();
    checkout = t.app.get(CheckoutService);
  });
  afterAll(() => t.close());

  it('offers the card methods with the client key and environment for the secure card page', async () => {
    expect(await checkout.paymentMethods({ amount: 25_000, currency: 'HKD' })).toEqual({
      paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] }],
      clientKey: 'test_CLIENTKEY',
      environment: 'test',
    });
  });

  it('refuses to pay before the terms and refund policy are agreed, without calling the provider', async () => {
    const request = payRequest('4111111111111111', { agreedToTerms: false });
    const error = await apiError(checkout.pay(request));
    expect([error.status, error.code]).toEqual([400, 'PAYMENT_TERMS_NOT_AGREED']);
    expect(paymentsFor(request.batchNumber)).toHaveLength(0);
    expect(await attemptRows(request.idempotencyKey)).toBe(0);
  });

  it('refuses a non-HKD or non-integer amount', async () => {
    expect(
      (await apiError(checkout.pay(payRequest('4111111111111111', { amount: { amount: 100, currency: 'USD' } })))).code,
    ).toBe('PAYMENT_INVALID_AMOUNT');
    expect(
      (await apiError(checkout.pay(payRequest('4111111111111111', { amount: { amount: 10.5, currency: 'HKD' } }))))
        .code,
    ).toBe('PAYMENT_INVALID_AMOUNT');
  });

  it('reports success with the spec message', async () => {
    expect(await checkout.pay(payRequest('4111111111111111'))).toMatchObject({
      status: 'authorised',
      code: 'PAYMENT_SUCCESSFUL',
      message: 'Payment Successful! Your request will be processed shortly.',
      pspReference: expect.any(String),
    });
  });

  it.each([
    ['4000000000000002', 'PAYMENT_INPUT_ERROR', 'Input Error. Please Check Your Credit Card Information'],
    ['3569990010095841', 'PAYMENT_INPUT_ERROR', 'Input Error. Please Check Your Credit Card Information'],
    ['4000000000009995', 'PAYMENT_FAILED', 'payment Failed. Please Check Your Credit Card Information'],
    ['4000000000000119', 'PAYMENT_FAILED', 'payment Failed. Please Check Your Credit Card Information'],
  ])('maps card %s to %s', async (number, code, message) => {
    expect(await checkout.pay(payRequest(number))).toMatchObject({ code, message });
  });

  /** The production client, counting calls: the provider's own idempotency must not be what saves us. */
  function counted(): { service: CheckoutService; calls: () => number } {
    const real = t.app.get<CardProvider, HttpCardProviderClient>(CardProvider);
    let calls = 0;
    const counting = Object.assign(Object.create(real) as HttpCardProviderClient, {
      async createPayment(request: CreatePaymentRequest): Promise<PaymentResult> {
        calls += 1;
        return real.createPayment(request);
      },
    });
    return {
      service: new CheckoutService(counting, t.app.get(PaymentAttemptsRepository), t.options),
      calls: () => calls,
    };
  }

  it('charges once for 20 concurrent retries with one key and returns the first result to all', async () => {
    const request = payRequest('4111111111111111');
    const { service, calls } = counted();
    const results = await Promise.all(Array.from({ length: 20 }, () => service.pay(request)));
    expect(calls()).toBe(1);
    expect(new Set(results.map((r) => r.pspReference)).size).toBe(1);
    expect(results.every((r) => r.code === 'PAYMENT_SUCCESSFUL')).toBe(true);
    expect(paymentsFor(request.batchNumber)).toHaveLength(1);
    expect(await attemptRows(request.idempotencyKey)).toBe(1);
    // A retry long after gets the stored answer, still without a second charge.
    expect(await service.pay(request)).toEqual(results[0]);
    expect(calls()).toBe(1);
    expect(paymentsFor(request.batchNumber)).toHaveLength(1);
  });

  it('returns a stored refusal to a retry rather than trying the card again', async () => {
    const request = payRequest('4000000000000002');
    const { service, calls } = counted();
    const first = await service.pay(request);
    expect(await service.pay({ ...request, paymentMethod: card('4111111111111111') })).toEqual(first);
    expect(calls()).toBe(1);
    expect(paymentsFor(request.batchNumber)).toHaveLength(1);
  });

  it('refuses the same key for a different batch or amount', async () => {
    const request = payRequest('4111111111111111');
    await checkout.pay(request);
    expect((await apiError(checkout.pay({ ...request, amount: { amount: 1, currency: 'HKD' } }))).code).toBe(
      'PAYMENT_IDEMPOTENCY_MISMATCH',
    );
    expect((await apiError(checkout.pay({ ...request, batchNumber: 'B-other' }))).code).toBe(
      'PAYMENT_IDEMPOTENCY_MISMATCH',
    );
  });

  it('completes a 3-D Secure challenge and then answers retries with the final result', async () => {
    const request = payRequest('4212345678901237');
    const first = await checkout.pay(request);
    expect(first).toMatchObject({
      status: 'redirect',
      code: 'PAYMENT_REDIRECT',
      action: { type: 'redirect', method: 'GET' },
    });
    const page = await (await fetch(first.action?.url as string)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] as string;
    const posted = await fetch(new URL(action, first.action?.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=complete',
      redirect: 'manual',
    });
    const redirectResult = new URL(posted.headers.get('location') as string).searchParams.get(
      'redirectResult',
    ) as string;
    const done = await checkout.completeChallenge(request.idempotencyKey, redirectResult);
    expect(done).toMatchObject({ status: 'authorised', code: 'PAYMENT_SUCCESSFUL', pspReference: first.pspReference });
    expect(await checkout.pay(request)).toEqual(done);
    expect(await checkout.completeChallenge(request.idempotencyKey, redirectResult)).toEqual(done);
    expect(paymentsFor(request.batchNumber)).toHaveLength(1);
  });

  it('after a lost provider answer, a retry with the same key gets the original charge back', async () => {
    const real = t.app.get<CardProvider, HttpCardProviderClient>(CardProvider);
    let calls = 0;
    // The provider charged but the answer was lost on the way back (timeout, dropped connection).
    const lossy = Object.assign(Object.create(real) as HttpCardProviderClient, {
      async createPayment(request: CreatePaymentRequest): Promise<PaymentResult> {
        calls += 1;
        const result = await real.createPayment(request);
        if (calls === 1) throw new CardProviderUnavailableError('socket hang up');
        return result;
      },
    });
    const service = new CheckoutService(lossy, t.app.get(PaymentAttemptsRepository), t.options);
    const request = payRequest('4111111111111111');
    expect((await apiError(service.pay(request))).code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await service.pay(request)).toMatchObject({ status: 'authorised', code: 'PAYMENT_SUCCESSFUL' });
    expect(calls).toBe(2);
    expect(paymentsFor(request.batchNumber)).toHaveLength(1);
  });
});
