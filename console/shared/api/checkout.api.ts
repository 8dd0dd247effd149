import type { HttpClient } from './http-client';

/** GET /api/batch/checkout/payment_methods/{id} (common.md card payment contract). */
export interface PaymentMethodsResponse {
  paymentMethods: Array<{ type: string; name?: string; brands?: string[] }>;
  amount: { currency: 'HKD'; value: number };
  client_key: string;
  environment: string;
  card_fields_url: string;
}

/** What the card-fields page posts to the app on every change. */
export interface CardPaymentMethod {
  type: 'scheme';
  holderName: string;
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
}

export interface PayBody {
  payment_method: CardPaymentMethod;
  return_url: string;
  browser_info: Record<string, unknown>;
  risk_data: Record<string, unknown>;
  store_payment_method: boolean;
  agreed_to_terms: boolean;
}

export type PayResult =
  | { code: 'PAYMENT_SUCCESSFUL'; message: string; result_code: string; status?: string; position?: string }
  | { code: 'PAYMENT_REDIRECT'; result_code: 'RedirectShopper'; action: { url: string; method: 'GET' } }
  /** The provider decides later (real provider only); its webhook moves the batch. */
  | { code: 'PAYMENT_PENDING'; message: string; result_code: 'Pending'; status?: string };

export function createCheckoutApi(http: HttpClient) {
  return {
    paymentMethods: (id: string) => http.request<PaymentMethodsResponse>('GET', `/api/batch/checkout/payment_methods/${id}`),
    /** The same Idempotency-Key on a retry: the server never charges twice. */
    pay: (id: string, body: PayBody, idempotencyKey: string) =>
      http.request<PayResult>('POST', `/api/batch/checkout/payments/${id}`, body, { 'Idempotency-Key': idempotencyKey }),
    details: (id: string, redirectResult: string) =>
      http.request<PayResult>('POST', `/api/batch/checkout/payments/${id}/details`, { redirect_result: redirectResult }),
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
