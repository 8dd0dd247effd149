import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CardProviderError, type PaymentResult } from '../../src/around-batch/payments/provider/card-provider.port';
import { HttpCardProviderClient } from '../../src/around-batch/payments/provider/http-card-provider.client';
import type { CardProviderSimulator } from '../../src/dev/card-provider-simulator/card-provider-simulator';
import { API_KEY, card, MERCHANT, paymentRequest, startSimulator } from '../support/kit';

const HKD = (value: number) => ({ currency: 'HKD' as const, value });

async function refusal(promise: Promise<unknown>): Promise<CardProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CardProviderError);
  return error as CardProviderError;
}

describe('card provider simulator over real HTTP, through the production client', () => {
  let simulator: CardProviderSimulator;
  let client: HttpCardProviderClient;
  beforeAll(async () => {
    ({ simulator, client } = await startSimulator());
  });
  afterAll(() => simulator.stop());

  async function authorised(value = 10_000): Promise<string> {
    const result = await client.createPayment(paymentRequest('4111111111111111', value));
    expect(result.resultCode).toBe('Authorised');
    return result.pspReference as string;
  }

  it('lists card payment methods: Visa and Mastercard only', async () => {
    const methods = await client.paymentMethods({ amount: HKD(10_000), countryCode: 'HK', shopperLocale: 'en-HK' });
    expect(methods.paymentMethods).toEqual([{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] }]);
  });

  it.each([['4111111111111111'], ['5555555555554444']])('authorises %s and holds the amount', async (number) => {
    const result = await client.createPayment(paymentRequest(number, 12_345));
    expect(result).toMatchObject({ resultCode: 'Authorised', amount: HKD(12_345) });
    expect(simulator.payment(result.pspReference as string)).toMatchObject({
      state: 'authorised',
      authorised: 12_345,
      captured: 0,
    });
  });

  it.each([
    ['4000000000000002', 'Refused', 'CVC Declined'],
    ['4000000000009995', 'Refused', 'Not enough balance'],
    ['4000000000000119', 'Error', 'Acquirer Error'],
    ['4111111111111112', 'Refused', 'Invalid Card Number'],
    ['3569990010095841', 'Refused', 'Not supported'],
    ['370000000000002', 'Refused', 'Not supported'],
  ])('answers card %s with %s (%s)', async (number, resultCode, refusalReason) => {
    const result = await client.createPayment(paymentRequest(number));
    expect(result).toMatchObject({ resultCode, refusalReason });
    expect(result.pspReference).toBeDefined();
  });

  it('refuses an expired card and a short CVC', async () => {
    expect(
      await client.createPayment({
        ...paymentRequest('4111111111111111'),
        paymentMethod: card('4111111111111111', { month: '01', year: '2020' }),
      }),
    ).toMatchObject({ resultCode: 'Refused', refusalReason: 'Expired Card' });
    expect(
      await client.createPayment({
        ...paymentRequest('4111111111111111'),
        paymentMethod: card('4111111111111111', { cvc: '7' }),
      }),
    ).toMatchObject({ resultCode: 'Refused', refusalReason: 'CVC Declined' });
  });

  it('accepts JCB when the merchant account is configured for it', async () => {
    const other = await startSimulator({ acceptedBrands: ['visa', 'mc', 'jcb'] });
    try {
      expect((await other.client.createPayment(paymentRequest('3569990010095841'))).resultCode).toBe('Authorised');
    } finally {
      await other.simulator.stop();
    }
  });

  it('cannot decrypt real encrypted card data (only test_ values) and refuses non-HKD amounts', async () => {
    const request = paymentRequest('4111111111111111');
    expect(
      (
        await refusal(
          client.createPayment({
            ...request,
            paymentMethod: { ...request.paymentMethod, encryptedCardNumber: 'adyenjs_0_1_25$abc' },
          }),
        )
      ).errorCode,
    ).toBe('174');
    expect(
      (
        await refusal(
          client.createPayment({ ...request, idempotencyKey: 'usd', amount: { currency: 'USD' as 'HKD', value: 100 } }),
        )
      ).status,
    ).toBe(422);
  });

  it('refuses a capture above the authorised amount', async () => {
    const psp = await authorised(10_000);
    const error = await refusal(client.capture(psp, HKD(10_001), `cap-${psp}`));
    expect([error.status, error.errorCode]).toEqual([422, 'SIM_CAPTURE_EXCEEDS_AUTHORISATION']);
    expect(simulator.payment(psp)).toMatchObject({ state: 'authorised', captured: 0 });
  });

  it('allows one partial capture and releases the remainder', async () => {
    const psp = await authorised(10_000);
    const capture = await client.capture(psp, HKD(6_000), `cap-${psp}`);
    expect(capture).toMatchObject({ status: 'received', paymentPspReference: psp, amount: HKD(6_000) });
    expect(simulator.payment(psp)).toMatchObject({ state: 'captured', captured: 6_000, released: 4_000 });
    expect((await refusal(client.capture(psp, HKD(1_000), `cap2-${psp}`))).errorCode).toBe('SIM_ALREADY_CAPTURED');
  });

  it('refuses a refund before capture', async () => {
    const psp = await authorised();
    expect((await refusal(client.refund(psp, HKD(100), `ref-${psp}`))).errorCode).toBe('SIM_REFUND_BEFORE_CAPTURE');
  });

  it('refunds cumulatively up to the captured amount, never above', async () => {
    const psp = await authorised(10_000);
    await client.capture(psp, HKD(6_000), `cap-${psp}`);
    await client.refund(psp, HKD(4_000), `ref1-${psp}`);
    expect((await refusal(client.refund(psp, HKD(2_001), `ref2-${psp}`))).errorCode).toBe('SIM_REFUND_EXCEEDS_CAPTURE');
    await client.refund(psp, HKD(2_000), `ref3-${psp}`);
    expect(simulator.payment(psp)).toMatchObject({ captured: 6_000, refunded: 6_000 });
    expect((await refusal(client.refund(psp, HKD(1), `ref4-${psp}`))).errorCode).toBe('SIM_REFUND_EXCEEDS_CAPTURE');
  });

  it('cancels an uncaptured authorisation only', async () => {
    const open = await authorised(5_000);
    expect(await client.cancel(open)).toMatchObject({ status: 'received', paymentPspReference: open });
    expect(simulator.payment(open)).toMatchObject({ state: 'cancelled', released: 5_000 });
    expect((await refusal(client.capture(open, HKD(100), `cap-${open}`))).errorCode).toBe('SIM_NOT_AUTHORISED');

    const captured = await authorised(5_000);
    await client.capture(captured, HKD(5_000), `cap-${captured}`);
    expect((await refusal(client.cancel(captured))).errorCode).toBe('SIM_CANCEL_AFTER_CAPTURE');
  });

  it('refuses modifications of an unknown payment and of a refused one', async () => {
    expect((await refusal(client.capture('0000000000000000', HKD(1), 'unknown'))).errorCode).toBe('167');
    const refused = await client.createPayment(paymentRequest('4000000000000002'));
    expect((await refusal(client.capture(refused.pspReference as string, HKD(1), 'refused'))).errorCode).toBe(
      'SIM_NOT_AUTHORISED',
    );
  });

  it('answers a retry with the same idempotency key with the first response and charges once', async () => {
    const request = paymentRequest('4111111111111111', 7_700);
    const before = simulator.ledger.payments.size;
    const results: PaymentResult[] = await Promise.all(Array.from({ length: 5 }, () => client.createPayment(request)));
    expect(new Set(results.map((r) => r.pspReference)).size).toBe(1);
    expect(simulator.ledger.payments.size).toBe(before + 1);
    const psp = results[0].pspReference as string;
    await client.capture(psp, HKD(7_700), 'cap-once');
    expect(await client.capture(psp, HKD(7_700), 'cap-once')).toMatchObject({ status: 'received' });
  });

  it('refuses the same idempotency key with a different body (422)', async () => {
    const request = paymentRequest('4111111111111111', 1_000);
    await client.createPayment(request);
    const error = await refusal(client.createPayment({ ...request, amount: HKD(2_000) }));
    expect([error.status, error.errorCode]).toEqual([422, '704']);
  });

  it('refuses a wrong API key (401) and a foreign merchant account (403)', async () => {
    const wrongKey = new HttpCardProviderClient({ baseUrl: simulator.url, apiKey: 'nope', merchantAccount: MERCHANT });
    expect((await refusal(wrongKey.createPayment(paymentRequest('4111111111111111')))).status).toBe(401);
    const wrongMerchant = new HttpCardProviderClient({
      baseUrl: simulator.url,
      apiKey: API_KEY,
      merchantAccount: 'Other',
    });
    expect(
      (await refusal(wrongMerchant.paymentMethods({ amount: HKD(1), countryCode: 'HK', shopperLocale: 'en-HK' })))
        .status,
    ).toBe(403);
  });

  describe('3-D Secure challenge through the simulator page', () => {
    async function challenge(
      outcome: 'complete' | 'fail',
    ): Promise<{ first: PaymentResult; details: PaymentResult; redirectResult: string }> {
      const first = await client.createPayment(paymentRequest('4212345678901237', 8_800));
      expect(first.resultCode).toBe('RedirectShopper');
      const page = await fetch(first.action?.url as string);
      const html = await page.text();
      expect(html).toContain('>Complete</button>');
      expect(html).toContain('>Fail</button>');
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] as string;
      const early = await refusal(
        client.paymentDetails({
          details: { redirectResult: new URL(first.action?.url as string).pathname.split('/').pop() as string },
        }),
      );
      expect(early.errorCode).toBe('SIM_CHALLENGE_NOT_COMPLETED');
      const posted = await fetch(new URL(action, simulator.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `outcome=${outcome}`,
        redirect: 'manual',
      });
      expect(posted.status).toBe(302);
      const back = new URL(posted.headers.get('location') as string);
      expect(back.origin + back.pathname).toBe('http://127.0.0.1:9/checkout/return');
      expect(back.searchParams.get('batch')).toBe('1');
      const redirectResult = back.searchParams.get('redirectResult') as string;
      return { first, details: await client.paymentDetails({ details: { redirectResult } }), redirectResult };
    }

    it('authorises after Complete, once', async () => {
      const { first, details, redirectResult } = await challenge('complete');
      expect(details).toMatchObject({ resultCode: 'Authorised', pspReference: first.pspReference });
      expect(await client.paymentDetails({ details: { redirectResult } })).toMatchObject({ resultCode: 'Authorised' });
      expect(simulator.payment(first.pspReference as string)).toMatchObject({ state: 'authorised', authorised: 8_800 });
    });

    it('refuses after Fail', async () => {
      const { details } = await challenge('fail');
      expect(details).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
    });
  });

  it('keeps its state in a JSON file across restarts when asked', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'card-sim-')), 'state.json');
    const first = await startSimulator({ stateFile });
    const psp = (await first.client.createPayment(paymentRequest('4111111111111111', 3_000))).pspReference as string;
    await first.simulator.stop();
    const second = await startSimulator({ stateFile });
    try {
      expect((await refusal(second.client.capture(psp, HKD(3_001), 'persisted'))).errorCode).toBe(
        'SIM_CAPTURE_EXCEEDS_AUTHORISATION',
      );
      await second.client.capture(psp, HKD(3_000), 'persisted-ok');
    } finally {
      await second.simulator.stop();
    }
  });
});
