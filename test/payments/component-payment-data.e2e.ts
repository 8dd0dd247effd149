import { randomUUID } from 'node:crypto';
import { CardProvider } from '../../src/around-batch/payments/provider/card-provider.port';
import { card, givenPayableBatch, http, storedQuoteRevision } from '../support/kit';
import { RETURN_URL, useCheckoutWorld } from './batch-checkout.fixture';

// The provider's web component builds the payment data (state.data); the pay dialog posts it as it is
// (console/customer/src/pages/batch-detail/card-component/component-callbacks.spec.ts). Here the other
// half: the server hands that data to the provider unchanged, fields the component adds included.
describe("the card component's payment data through POST /api/batch/checkout/payments/{id}", () => {
  const w = useCheckoutWorld();

  it('reaches the provider unchanged (card fields, checkoutAttemptId, sdkData, browserInfo, riskData) and authorises', async () => {
    const b = await givenPayableBatch(w.t, 'confirmed');
    // What the component's onSubmit hands over, with test_ ciphertexts the simulator can read.
    const paymentMethod = {
      ...card('4111111111111111'),
      brand: 'visa',
      checkoutAttemptId: 'a1b2c3d4-attempt-from-the-component',
      sdkData: 'eyJzZGtWZXJzaW9uIjoiNi40NS4yIn0=',
    };
    const browserInfo = {
      acceptHeader: '*/*',
      colorDepth: 24,
      language: 'zh-HK',
      javaEnabled: false,
      screenHeight: 900,
      screenWidth: 1440,
      userAgent: 'Mozilla/5.0 (component)',
      timeZoneOffset: -480,
    };
    const riskData = { clientData: 'eyJ2ZXJzaW9uIjoiMS4wLjAiLCJkZXZpY2VGaW5nZXJwcmludCI6IngifQ==' };
    const sent = jest.spyOn(w.t.app.get(CardProvider), 'createPayment');

    const answer = await http<{ code?: string }>(
      w.t,
      'POST',
      `/api/batch/checkout/payments/${b.batchId}`,
      w.token(b),
      {
        payment_method: paymentMethod,
        browser_info: browserInfo,
        risk_data: riskData,
        store_payment_method: false,
        return_url: RETURN_URL,
        agreed_to_terms: true,
        quote_revision: await storedQuoteRevision(w.t, b.batchId),
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('PAYMENT_SUCCESSFUL');
    expect(sent).toHaveBeenCalledTimes(1);
    const request = sent.mock.calls[0][0];
    expect(request.paymentMethod).toEqual(paymentMethod);
    expect(request.browserInfo).toEqual(browserInfo);
    expect(request.riskData).toEqual(riskData);
    expect(request.returnUrl).toBe(RETURN_URL);
    sent.mockRestore();
    await w.settle();
    expect(w.ledgerFor(b)).toHaveLength(1);
  });
});
