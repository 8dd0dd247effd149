import type { PayBody, PayResult, PaymentMethodsResponse } from '@contracts/batch/checkout';
import type { HttpClient } from './http-client';

export function createCheckoutApi(http: HttpClient) {
  return {
    /** With a revision: the increase of that waiting higher revision (a top-up). */
    paymentMethods: (id: string, revisionId?: string) =>
      http.request<PaymentMethodsResponse>(
        'GET',
        `/api/batch/checkout/payment_methods/${id}${revisionId ? `?revision_id=${encodeURIComponent(revisionId)}` : ''}`,
      ),
    /** The same Idempotency-Key on a retry: the server never charges twice. */
    pay: (id: string, body: PayBody, idempotencyKey: string) =>
      http.request<PayResult>('POST', `/api/batch/checkout/payments/${id}`, body, {
        'Idempotency-Key': idempotencyKey,
      }),
    details: (id: string, redirectResult: string) =>
      http.request<PayResult>('POST', `/api/batch/checkout/payments/${id}/details`, {
        redirect_result: redirectResult,
      }),
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
