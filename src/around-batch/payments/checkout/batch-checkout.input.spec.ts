import { ApiError } from '../../../platform/web/api-error';
import { parsePayBody } from './batch-checkout.input';

/** The body the customer app sends with the provider's web component: its state.data, as it built it. */
const componentBody = () => ({
  agreed_to_terms: true,
  return_url: 'https://app.example/dashboard/requests/b-1',
  payment_method: {
    type: 'scheme',
    holderName: 'Chan Tai Man',
    encryptedCardNumber: 'adyenjs_0_1_25$card',
    encryptedExpiryMonth: 'adyenjs_0_1_25$month',
    encryptedExpiryYear: 'adyenjs_0_1_25$year',
    encryptedSecurityCode: 'adyenjs_0_1_25$cvc',
    brand: 'visa',
    checkoutAttemptId: 'attempt-1',
    sdkData: 'eyJzZGsiOnRydWV9',
  },
  browser_info: { acceptHeader: '*/*', colorDepth: 24, language: 'zh-HK', javaEnabled: false },
  risk_data: { clientData: 'risk-blob' },
});

describe('parsePayBody: the card data the provider reads passes unchanged', () => {
  it("keeps the web component's payment method, browser info and risk data as sent", () => {
    const body = componentBody();
    const parsed = parsePayBody(body);
    expect(parsed.paymentMethod).toEqual(body.payment_method);
    expect(parsed.browserInfo).toEqual(body.browser_info);
    expect(parsed.riskData).toEqual(body.risk_data);
  });

  it('names a card field that is not text', () => {
    const body = componentBody();
    const bad = { ...body, payment_method: { ...body.payment_method, checkoutAttemptId: 42 } };
    let thrown: unknown;
    try {
      parsePayBody(bad);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      params: { field: 'payment_method.checkoutAttemptId' },
    });
  });
});
