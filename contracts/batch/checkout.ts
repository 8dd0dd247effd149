/** Card payment of a batch (src/around-batch/payments/checkout; common.md card payment contract). */
/**
 * How the pay dialog takes the card: the provider's own web component (a real provider is
 * configured: `client_key` and `environment` are its own) or the card fields page
 * (`card_fields_url`, the simulator's, for development and tests).
 */
export type CardEntry = 'provider_component' | 'simulator_page';

/** GET /api/batch/checkout/payment_methods/{id}: with `revision_id`, the top-up of that waiting higher revision. */
export interface PaymentMethodsQuery {
  revision_id?: string;
}

/** GET /api/batch/checkout/payment_methods/{id} (common.md card payment contract); `amount` is the top-up's with `?revision_id=`. */
export interface PaymentMethodsResponse {
  paymentMethods: Array<{ type: string; name?: string; brands?: string[] }>;
  amount: { currency: 'HKD'; value: number };
  client_key: string;
  environment: string;
  card_entry: CardEntry;
  card_fields_url: string;
}

/**
 * The card as the card-fields page posts it, or the provider's web component's
 * `state.data.paymentMethod`, sent unchanged (its attempt id and SDK data included).
 */
export interface CardPaymentMethod {
  type: 'scheme';
  holderName?: string;
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
  brand?: string;
  checkoutAttemptId?: string;
  sdkData?: string;
}

export interface PayBody {
  payment_method: CardPaymentMethod;
  return_url: string;
  browser_info?: Record<string, unknown>;
  risk_data?: Record<string, unknown>;
  store_payment_method?: boolean;
  /** Anything but `true` is 400 PAYMENT_TERMS_NOT_AGREED. */
  agreed_to_terms: boolean;
  /**
   * The quote revision the requester pays (GET detail `quote.revision`), here or as `If-Match: "<n>"`:
   * one of the two is required (428 QUOTE_REVISION_REQUIRED); a changed quote is 409 QUOTE_CHANGED.
   * @minimum 1
   */
  quote_revision?: number;
  /**
   * Pay the increase of this waiting higher quote revision (a top-up, the amount of
   * `payment_methods/{id}?revision_id=`) instead of the checkout: its authorisation accepts the
   * revision and it is captured at once. `quote_revision` is then not asked for.
   */
  revision_id?: string;
}

export type PayResult =
  | { code: 'PAYMENT_SUCCESSFUL'; message: string; result_code: string; status?: string; position?: string }
  | { code: 'PAYMENT_REDIRECT'; result_code: 'RedirectShopper'; action: { url: string; method: 'GET' } }
  /** The provider decides later (real provider only); its webhook moves the batch. */
  | { code: 'PAYMENT_PENDING'; message: string; result_code: 'Pending'; status?: string };

/** POST /api/batch/checkout/payments/{id}/details: the provider's redirect result. */
export interface PaymentDetailsBody {
  redirect_result: string;
}
