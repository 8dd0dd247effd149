import type { RefundReason } from '@machines/batch';
import type { HttpClient } from '@shared/api/http-client';
import { sendOnce } from '@shared/api/send-once';
import type { AutoWorkflowState } from '@contracts/admin';
import type { BuyerProfileList } from '@contracts/assignment';
import type { MeasureParcelBody } from '@contracts/batch/order-commands';
import type { ExtendStorageBody } from '@contracts/batch/deadlines';
import type {
  ArrivalLookupResult,
  CheckInForm,
  CheckInResult,
  DisputeDecisionForm,
  ProposeQuoteRevisionBody,
} from '@contracts/batch/arrival';
import type { CommandResult } from '@contracts/batch/batch-commands';
import { createArrivalApi } from '@shared/api/arrival.api';

/**
 * `POST /api/bns/refunds/estimate/{batchNumber}` answer as the console's table reads it: the
 * details as generic rows (contracts' RefundEstimate names each figure).
 */
export interface RefundEstimate {
  eid: string;
  currency: string;
  whole_order: boolean;
  /** Minor units of `currency`, except `local_refund_total` (minor units of `local_currency`). */
  details: Record<string, number | string>;
}

const enc = encodeURIComponent;

export interface RefundEstimateInput {
  items: Array<{ id: string; quantity?: number }>;
  /** Minor units of the order's currency (seller or international shipping given back). */
  additional_refund?: number;
}

export interface RefundRequestInput {
  batch_number: string;
  eid: string;
  refund_reason: RefundReason;
  refund_remark?: string;
}

type Json = Record<string, unknown>;

/**
 * The staff actions as custom data-provider methods (react-admin's "custom methods"): each is one
 * pessimistic call; the caller waits for the server's answer and shows its `{code,message,params}`.
 * The server checks role, ownership and what the machine allows on every one of them.
 */
export interface StaffCalls {
  capturePayment(batchId: string): Promise<Json>;
  cancelPayment(
    batchId: string,
    body: { payment_canceled_reason: string; payment_canceled_remark?: string },
  ): Promise<Json>;
  reassignBuyer(batchId: string, body: { buyer_id: string; explanation?: string }): Promise<Json>;
  /** The buyers staff may pick from (profiles, with names where the account is registered). */
  listBuyers(): Promise<BuyerProfileList>;
  sendToRobot(batchId: string): Promise<Json>;
  markManual(batchId: string, body: { remark?: string }): Promise<Json>;
  updateOrderStatus(batchId: string, body: { status: string; purchase_site_order_id?: string }): Promise<Json>;
  addInternalRemark(batchId: string, body: { buyer_remark: string }): Promise<Json>;
  /** The warehouse's measured sides and weight (spec §9). */
  measureParcel(batchId: string, body: MeasureParcelBody): Promise<Json>;
  extendStorage(batchId: string, body: ExtendStorageBody): Promise<Json>;
  setBatchAutoWorkflow(batchId: string, enabled: boolean): Promise<Json>;
  getGlobalAutoWorkflow(): Promise<AutoWorkflowState>;
  setGlobalAutoWorkflow(enabled: boolean): Promise<AutoWorkflowState>;
  estimateRefund(batchNumber: string, body: RefundEstimateInput): Promise<RefundEstimate>;
  createRefundRequest(body: RefundRequestInput): Promise<Json>;
  completeRefundRequest(batchNumber: string, confirmation: string): Promise<Json>;
  /** Arrival (docs/arrival.md): find an order at the bench, check a parcel in, decide a dispute. */
  lookupArrivals(q: string): Promise<ArrivalLookupResult>;
  checkIn(batchId: string, form: CheckInForm, photos: File[]): Promise<CheckInResult>;
  postDisputeMessage(batchId: string, disputeId: string, message: string, internal: boolean): Promise<CommandResult>;
  decideDispute(
    batchId: string,
    disputeId: string,
    form: DisputeDecisionForm,
    scalePhoto?: File,
  ): Promise<CommandResult>;
  proposeQuoteRevision(batchId: string, body: ProposeQuoteRevisionBody): Promise<CommandResult>;
}

export function staffCalls(http: HttpClient): StaffCalls {
  const arrival = createArrivalApi(http);
  return {
    lookupArrivals: (q) => arrival.lookup(q),
    checkIn: (id, form, photos) => arrival.checkIn(id, form, photos),
    postDisputeMessage: (id, disputeId, message, internal) => arrival.postMessage(id, disputeId, message, internal),
    decideDispute: (id, disputeId, form, scalePhoto) => arrival.decide(id, disputeId, form, scalePhoto),
    proposeQuoteRevision: (id, body) => arrival.proposeRevision(id, body),
    capturePayment: (id) => http.request<Json>('PUT', `/api/batch/orders/capture_payment/${enc(id)}`),
    cancelPayment: (id, body) => http.request<Json>('PUT', `/api/batch/orders/cancel_payment/${enc(id)}`, body),
    reassignBuyer: (id, body) => http.request<Json>('PUT', `/api/admin/batches/${enc(id)}/assign`, body),
    listBuyers: () => http.request<BuyerProfileList>('GET', '/api/admin/assignment/buyers'),
    sendToRobot: (id) => http.request<Json>('POST', `/api/admin/batches/${enc(id)}/send_to_robot`, {}),
    markManual: (id, body) => http.request<Json>('POST', `/api/admin/batches/${enc(id)}/mark_manual`, body),
    updateOrderStatus: (id, body) =>
      http.request<Json>('POST', `/api/batch/orders/update_order_status/${enc(id)}`, body),
    addInternalRemark: (id, body) => http.request<Json>('PUT', `/api/batch/requests/add/${enc(id)}/buyer/remark`, body),
    measureParcel: (id, body) => http.request<Json>('POST', `/api/batch/orders/measure_parcel/${enc(id)}`, body),
    extendStorage: (id, body) => http.request<Json>('POST', `/api/admin/batches/${enc(id)}/storage_extensions`, body),
    setBatchAutoWorkflow: (id, enabled) =>
      http.request<Json>('PUT', `/api/admin/batches/${enc(id)}/auto-workflow`, { enabled }),
    getGlobalAutoWorkflow: () => http.request<AutoWorkflowState>('GET', '/api/admin/auto-workflow'),
    setGlobalAutoWorkflow: (enabled) => http.request<AutoWorkflowState>('PUT', '/api/admin/auto-workflow', { enabled }),
    estimateRefund: (batchNumber, body) =>
      http.request<RefundEstimate>('POST', `/api/bns/refunds/estimate/${enc(batchNumber)}`, body),
    // Resent under one Idempotency-Key when the answer is lost: never two refund requests.
    createRefundRequest: (body) => sendOnce<Json>(http, 'POST', '/api/bns/refunds', body),
    completeRefundRequest: (batchNumber, confirmation) =>
      http.request<Json>('POST', `/api/bns/refunds/complete/${enc(batchNumber)}`, {
        complete_confirmed_text: confirmation,
      }),
  };
}
