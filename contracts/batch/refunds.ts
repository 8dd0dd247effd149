/** Refund requests (src/around-batch/refunds): estimate, request, update, complete, list. */
import type { RefundReason } from '@machines/batch/refund-request.types';
import { REFUND_FIGURE_NAMES } from '@machines/pricing/refund-estimate';
import type { BatchDetail } from './batch-detail';

/** Refund estimate details (USD minor units; local_* in HKD minor units). */
export interface RefundDetails {
  refund_subtotal: number;
  refund_local_shipping_fee: number;
  refund_service_fee: number;
  refund_waive_service_fee: number;
  refund_insurance: number;
  refund_additional: number;
  refund_tax: number;
  refund_per_transaction_cost: number;
  refund_total: number;
  local_refund_total: number;
  local_currency: string;
}

/**
 * The estimate's lines in the order the server names them (src/around-batch/refunds/README.md), for both apps'
 * tables: the machine's figures but the local total, which the tables show in its own currency.
 */
export const REFUND_DETAIL_ROWS: ReadonlyArray<keyof RefundDetails> = REFUND_FIGURE_NAMES.filter(
  (name) => name !== 'local_refund_total',
);

export interface RefundEstimate {
  eid: string;
  /** The order's currency (the figures' minor units, except local_refund_total). */
  currency?: string;
  /** Every item refunded in full. */
  whole_order?: boolean;
  details: RefundDetails;
}

export interface RefundRequestView {
  id?: string;
  batch_number: string;
  eid: string;
  refund_reason: string;
  refund_remark: string | null;
  status?: string;
  details?: RefundDetails | null;
  created_at?: string;
  completed_at?: string | null;
}

/** POST /api/bns/refunds/estimate/{batchNumber} */
export interface RefundEstimateBody {
  items: Array<{ id: string; quantity?: number }>;
  additional_refund?: number;
}

/** PATCH /api/bns/refunds/{batchNumber}; POST /api/bns/refunds adds `batch_number`. */
export interface RefundWriteBody {
  eid: string;
  refund_reason: RefundReason;
  /** @maxLength 2000 */
  refund_remark?: string;
}

export interface RefundCreateBody extends RefundWriteBody {
  batch_number: string;
}

/** POST /api/bns/refunds/complete/{batchNumber}: the confirmation text must equal the batch number. */
export interface RefundCompleteBody {
  complete_confirmed_text: string;
}

export interface RefundRequestAnswer {
  refund_request: RefundRequestView;
}

export interface RefundCompleteAnswer {
  batch: BatchDetail;
}

export interface RefundRequestList {
  results: RefundRequestView[];
}
