import type { CardPaymentMethod, PayBody, PayResult } from '@contracts/batch/checkout';
import { isResendable, type UnansweredKeys } from '@shared/api/send-once';
import { outcomeOf, type PaymentOutcome } from '../payment-result';

/** The part of the provider component's `state.data` our pay endpoint takes, as the component builds it. */
export interface ComponentSubmitState {
  data: { paymentMethod: CardPaymentMethod; browserInfo?: Record<string, unknown>; riskData?: Record<string, unknown> };
}

export interface ComponentDetailsState {
  data: { details: { redirectResult?: string; [name: string]: unknown } };
}

/** The provider's action for its card challenge, built from ours (a redirect to the issuer's page). */
export interface ComponentAction {
  type: 'redirect';
  paymentMethodType: 'scheme';
  url: string;
  method: 'GET' | 'POST';
}

export interface ComponentResponse {
  resultCode: 'Authorised' | 'Pending' | 'RedirectShopper';
  action?: ComponentAction;
}

/** The component's `actions`: resolve with the payment answer (it handles an action itself), reject on failure. */
export interface ComponentActions {
  resolve: (response: ComponentResponse) => void;
  reject: () => void;
}

export interface ComponentCallbackDeps {
  /** Our side of the pay body (terms, return URL, the quote or the top-up's revision), read when the shopper pays. */
  payFields: () => Pick<PayBody, 'return_url' | 'agreed_to_terms' | 'quote_revision' | 'revision_id'>;
  /** POST /api/batch/checkout/payments/{id} (`path`) under the Idempotency-Key. */
  pay: (body: PayBody, idempotencyKey: string) => Promise<PayResult>;
  /** POST /api/batch/checkout/payments/{id}/details */
  details: (redirectResult: string) => Promise<PayResult>;
  path: string;
  keys: UnansweredKeys;
  /** An authorisation or a pending payment (the redirect is the component's own). */
  onOutcome: (outcome: PaymentOutcome) => void;
  /** A refusal or a failed call: shown at the component. */
  onFailure: (error: unknown) => void;
}

export class MissingRedirectResult extends Error {}

/**
 * The provider web component's callbacks (advanced flow) on our API: the component's payment data
 * goes to our pay endpoint unchanged, our answer goes back to the component (a challenge as its
 * redirect action, which it performs), and its additional details go to our details endpoint.
 */
export function componentCallbacks(deps: ComponentCallbackDeps) {
  /** Our answer as the component's: only a challenge is left to it; the rest the page shows. */
  const answer = (result: PayResult, actions: ComponentActions) => {
    if (result.code === 'PAYMENT_REDIRECT') {
      const { url, method } = result.action;
      actions.resolve({
        resultCode: 'RedirectShopper',
        action: { type: 'redirect', paymentMethodType: 'scheme', url, method },
      });
      return;
    }
    actions.resolve({ resultCode: result.code === 'PAYMENT_SUCCESSFUL' ? 'Authorised' : 'Pending' });
    deps.onOutcome(outcomeOf(result));
  };
  const failed = (error: unknown, actions: ComponentActions) => {
    actions.reject();
    deps.onFailure(error);
  };

  return {
    onSubmit: async (state: ComponentSubmitState, _component: unknown, actions: ComponentActions) => {
      const ours = deps.payFields();
      const body: PayBody = {
        payment_method: state.data.paymentMethod,
        browser_info: state.data.browserInfo,
        risk_data: state.data.riskData,
        store_payment_method: false,
        ...ours,
      };
      // A press after a time-out is the same payment: the same key, so the server never charges twice. Keyed
      // by what the server compares (the batch and its quote or revision), not the card data the component may re-encrypt.
      const key = deps.keys.keyFor('POST', deps.path, ours);
      try {
        const result = await deps.pay(body, key);
        deps.keys.answered(key);
        answer(result, actions);
      } catch (error) {
        if (!isResendable(error)) deps.keys.answered(key);
        failed(error, actions);
      }
    },
    onAdditionalDetails: async (state: ComponentDetailsState, _component: unknown, actions: ComponentActions) => {
      // Our server asks the provider for the redirect challenge only, which comes back with redirectResult.
      const redirectResult = state.data.details.redirectResult;
      if (typeof redirectResult !== 'string') return failed(new MissingRedirectResult(), actions);
      try {
        answer(await deps.details(redirectResult), actions);
      } catch (error) {
        failed(error, actions);
      }
    },
  };
}

/**
 * The provider component's language for ours: it ships US English and fetches others from its CDN,
 * where Traditional Chinese is zh-TW (used for zh-hk and zh-mo too).
 */
export function componentLocaleOf(language: string): string {
  return language.toLowerCase().startsWith('zh') ? 'zh-TW' : 'en-US';
}
