import type { PayBody, PayResult } from '@contracts/batch/checkout';
import { ApiClientError, NETWORK_ERROR_CODE } from '@shared/api/http-client';
import { UnansweredKeys } from '@shared/api/send-once';
import type { PaymentOutcome } from '../payment-result';
import {
  componentCallbacks,
  componentLocaleOf,
  MissingRedirectResult,
  type ComponentActions,
  type ComponentResponse,
  type ComponentSubmitState,
} from './component-callbacks';

const PATH = '/api/batch/checkout/payments/b-1';

/** What the provider's Card component hands onSubmit (its state.data), with its own extra fields. */
const componentState = (): ComponentSubmitState => ({
  data: {
    paymentMethod: {
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
    browserInfo: { acceptHeader: '*/*', colorDepth: 24, language: 'zh-HK', javaEnabled: false, userAgent: 'UA' },
    riskData: { clientData: 'risk-blob' },
  },
});

/** The API calls and what reached the page and the component, recorded; `paidFor` names what is paid. */
function world(
  answers: Array<PayResult | Error>,
  paidFor: Pick<PayBody, 'quote_revision' | 'revision_id'> = { quote_revision: 3 },
) {
  const next = () => {
    const answer = answers.shift();
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as PayResult);
  };
  const paid: Array<{ body: PayBody; key: string }> = [];
  const detailed: string[] = [];
  const outcomes: PaymentOutcome[] = [];
  const failures: unknown[] = [];
  const resolved: ComponentResponse[] = [];
  let rejected = 0;
  const actions: ComponentActions = { resolve: (r) => resolved.push(r), reject: () => (rejected += 1) };
  const callbacks = componentCallbacks({
    path: PATH,
    keys: new UnansweredKeys(),
    payFields: () => ({
      return_url: 'https://app.example/dashboard/requests/b-1',
      agreed_to_terms: true,
      ...paidFor,
    }),
    pay: (body, key) => {
      paid.push({ body, key });
      return next();
    },
    details: (redirectResult) => {
      detailed.push(redirectResult);
      return next();
    },
    onOutcome: (o) => outcomes.push(o),
    onFailure: (e) => failures.push(e),
  });
  return { callbacks, actions, paid, detailed, outcomes, failures, resolved, rejected: () => rejected };
}

const AUTHORISED: PayResult = {
  code: 'PAYMENT_SUCCESSFUL',
  message: 'Payment Successful!',
  result_code: 'Authorised',
  status: 'payment_authorized',
  position: '42',
};

/** The pay body the component's data makes, with what names the payment (a quote, or a revision's id). */
const payBodyOf = (state: ReturnType<typeof componentState>, what: Record<string, unknown>) => ({
  payment_method: state.data.paymentMethod,
  browser_info: state.data.browserInfo,
  risk_data: state.data.riskData,
  store_payment_method: false,
  return_url: 'https://app.example/dashboard/requests/b-1',
  agreed_to_terms: true,
  ...what,
});

describe('the provider card component on our checkout API', () => {
  it('submit: the component data goes to the pay endpoint unchanged, with our terms, return URL and quote', async () => {
    const w = world([AUTHORISED]);
    const state = componentState();
    await w.callbacks.onSubmit(state, {}, w.actions);
    expect(w.paid).toHaveLength(1);
    expect(w.paid[0].body).toEqual(payBodyOf(state, { quote_revision: 3 }));
    // Not a copy with fields dropped: the very objects the component built.
    expect(w.paid[0].body.payment_method).toBe(state.data.paymentMethod);
    expect(w.paid[0].key).toMatch(/^[0-9a-f]{32}$/);
    expect(w.resolved).toEqual([{ resultCode: 'Authorised' }]);
    expect(w.outcomes).toEqual([{ kind: 'success', position: '42' }]);
    expect([w.rejected(), w.failures]).toEqual([0, []]);
  });

  it("a top-up: the revision's id names what is paid (no quote)", async () => {
    const w = world([AUTHORISED], { revision_id: 'rev-2' });
    const state = componentState();
    await w.callbacks.onSubmit(state, {}, w.actions);
    expect(w.paid[0].body).toEqual(payBodyOf(state, { revision_id: 'rev-2' }));
    expect(w.outcomes).toEqual([{ kind: 'success', position: '42' }]);
  });

  it("a challenge: our answer's redirect is handed back to the component as its action (it performs it)", async () => {
    const w = world([
      {
        code: 'PAYMENT_REDIRECT',
        result_code: 'RedirectShopper',
        action: { url: 'https://issuer.example/3ds?x=1', method: 'GET' },
      },
    ]);
    await w.callbacks.onSubmit(componentState(), {}, w.actions);
    expect(w.resolved).toEqual([
      {
        resultCode: 'RedirectShopper',
        action: { type: 'redirect', paymentMethodType: 'scheme', url: 'https://issuer.example/3ds?x=1', method: 'GET' },
      },
    ]);
    // The page does not redirect on its own: the component's handleAction does.
    expect(w.outcomes).toEqual([]);
  });

  it('additional details: the redirect result is posted to the details endpoint and the answer handed back', async () => {
    const w = world([AUTHORISED, { code: 'PAYMENT_PENDING', message: 'later', result_code: 'Pending' }]);
    await w.callbacks.onAdditionalDetails({ data: { details: { redirectResult: 'X6XtfGC3!Y...' } } }, {}, w.actions);
    expect(w.detailed).toEqual(['X6XtfGC3!Y...']);
    expect(w.resolved).toEqual([{ resultCode: 'Authorised' }]);
    await w.callbacks.onAdditionalDetails({ data: { details: { redirectResult: 'again' } } }, {}, w.actions);
    expect(w.outcomes).toEqual([{ kind: 'success', position: '42' }, { kind: 'pending' }]);
    // Without a redirect result (a challenge our server never asks for) nothing is posted.
    await w.callbacks.onAdditionalDetails({ data: { details: { threeDSResult: 'abc' } } }, {}, w.actions);
    expect(w.detailed).toHaveLength(2);
    expect(w.rejected()).toBe(1);
    expect(w.failures[0]).toBeInstanceOf(MissingRedirectResult);
  });

  it('a refusal is rejected at the component and shown; paying again is a new key', async () => {
    const refused = new ApiClientError(422, 'PAYMENT_INPUT_ERROR', 'Input Error');
    const w = world([refused, AUTHORISED]);
    await w.callbacks.onSubmit(componentState(), {}, w.actions);
    expect([w.rejected(), w.failures]).toEqual([1, [refused]]);
    expect(w.resolved).toEqual([]);
    await w.callbacks.onSubmit(componentState(), {}, w.actions);
    expect(w.paid[1].key).not.toBe(w.paid[0].key);
  });

  it('a lost answer: pressing Pay again reuses the key, so nothing is charged twice', async () => {
    const w = world([new ApiClientError(0, NETWORK_ERROR_CODE, 'Failed to fetch'), AUTHORISED]);
    await w.callbacks.onSubmit(componentState(), {}, w.actions);
    expect(w.rejected()).toBe(1);
    // The component encrypts afresh: other ciphertexts, the same payment of the same batch and quote.
    const again = componentState();
    again.data.paymentMethod.encryptedSecurityCode = 'adyenjs_0_1_25$cvc-again';
    await w.callbacks.onSubmit(again, {}, w.actions);
    expect(w.paid[1].key).toBe(w.paid[0].key);
    expect(w.resolved).toEqual([{ resultCode: 'Authorised' }]);
  });

  it("speaks the shopper's language: Traditional Chinese for every Chinese locale, else US English", () => {
    expect(['zh-hk', 'zh-mo', 'zh-tw', 'en-hk', 'en-us'].map(componentLocaleOf)).toEqual([
      'zh-TW',
      'zh-TW',
      'zh-TW',
      'en-US',
      'en-US',
    ]);
  });
});
