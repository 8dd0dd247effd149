import type {
  CancelPaymentBody,
  ReceivedBody,
  TrackingCheckResult,
  UpdateOrderStatusBody,
} from '@contracts/batch/order-commands';
import type { HttpClient } from './http-client';
import { sendOnce } from './send-once';
import type { CommandResult } from '@contracts/batch/batch-commands';
import type { ProofFields, ProofUploadResult } from '@contracts/batch/order-detail';

/** The order actions of common2.md (paths under /api/batch/orders), one method per endpoint. */
export function createOrdersApi(http: HttpClient) {
  const post = (path: string, body: unknown = {}) =>
    http.request<CommandResult>('POST', `/api/batch/orders/${path}`, body);
  const put = (path: string, body: unknown = {}) =>
    http.request<CommandResult>('PUT', `/api/batch/orders/${path}`, body);
  return {
    purchase: (id: string, items: Array<{ id: string; purchase_site_order_id: string }>) =>
      post(`purchase/${id}/items`, { items }),
    cancelPurchase: (id: string, items: string[], reason?: string) =>
      post(`cancel_purchase/${id}/items`, { items, ...(reason ? { reason } : {}) }),
    complete: (id: string, items?: string[]) => post(`complete/${id}/items`, items ? { items } : {}),
    /** Spec §5 "checked before submit": the same rules send applies, including numbers used elsewhere. */
    trackingCheck: (id: string, trackingNumber: string) =>
      http.request<TrackingCheckResult>(
        'GET',
        `/api/batch/orders/tracking_check/${id}?tracking_number=${encodeURIComponent(trackingNumber)}`,
      ),
    send: (id: string, items: Array<{ id: string; tracking_number: string }>) => post(`send/${id}/items`, { items }),
    updateStatus: (id: string, body: UpdateOrderStatusBody) => post(`update_order_status/${id}`, body),
    received: (id: string, body: ReceivedBody) => post(`received/${id}/items`, body),
    cancelPayment: (id: string, body: CancelPaymentBody) => put(`cancel_payment/${id}`, body),
    /** Multipart: the spec's proof fields plus the receipt file. */
    uploadProof: (id: string, fields: ProofFields, file: File) => {
      const form = new FormData();
      for (const key of Object.keys(fields) as Array<keyof ProofFields>) form.append(key, fields[key]);
      form.append('file', file);
      return sendOnce<ProofUploadResult>(http, 'POST', `/api/bns/proof/upload_proof/${id}`, form);
    },
    deleteProof: (id: string, proofId: string, batchNumber: string) =>
      http.request<CommandResult>('POST', `/api/bns/proof/delete_proof/${id}`, {
        proof_id: proofId,
        batch_number: batchNumber,
      }),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
