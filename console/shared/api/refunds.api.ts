import type { HttpClient } from './http-client';
import { sendOnce } from './send-once';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { OrderDetailFields } from '@contracts/batch/order-detail';
import type { RefundEstimate, RefundRequestAnswer, RefundRequestList, RefundWriteBody } from '@contracts/batch/refunds';

/** The refund calls of spec §7 (the payments feature's endpoints). */
export function createRefundsApi(http: HttpClient) {
  const number = (batchNumber: string) => encodeURIComponent(batchNumber);
  return {
    estimate: (batchNumber: string, items: Array<{ id: string; quantity?: number }>, additionalRefund?: number) =>
      http.request<RefundEstimate>('POST', `/api/bns/refunds/estimate/${number(batchNumber)}`, {
        items,
        ...(additionalRefund ? { additional_refund: additionalRefund } : {}),
      }),
    create: (batchNumber: string, body: RefundWriteBody) =>
      sendOnce<RefundRequestAnswer>(http, 'POST', '/api/bns/refunds', { batch_number: batchNumber, ...body }),
    update: (batchNumber: string, body: RefundWriteBody) =>
      http.request<RefundRequestAnswer>('PATCH', `/api/bns/refunds/${number(batchNumber)}`, body),
    /** The confirmation text must equal the batch number. */
    complete: (batchNumber: string, confirmText: string) =>
      http.request<{ batch: BatchDetail & OrderDetailFields }>(
        'POST',
        `/api/bns/refunds/complete/${number(batchNumber)}`,
        {
          complete_confirmed_text: confirmText,
        },
      ),
    list: (batchId: string) =>
      http.request<RefundRequestList>('GET', `/api/batch/refunds/${encodeURIComponent(batchId)}`),
  };
}

export type RefundsApi = ReturnType<typeof createRefundsApi>;
