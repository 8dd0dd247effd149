/**
 * The after-payment fields of the batch detail (common2.md: order actions, proofs, refunds).
 * Every field the server may not send yet is optional: the apps show what is there and never guess.
 */
import type { RefundRequestView } from './refunds';

/** One item as the detail's top-level `items` carries it (src/batch/read/batch-detail/batch-detail.view.ts). */
export interface DetailItem {
  id: string;
  name: string;
  quantity: number;
  price: number;
  currency: string;
  state: string;
  purchase_site_order_id?: string | null;
  tracking_number?: string | null;
  shipping_status?: string | null;
  /** Spec §9 precious goods: the declared value of one unit in whole TWD; null when none was declared. */
  declared_value_twd?: number | null;
}

/** A party on the batch: names for everyone, contact only for themself and staff. */
export interface DetailParty {
  id: string;
  first_name: string | null;
  full_name: string | null;
}

/** HKD minor units (common2.md batch detail `payment`). */
export interface PaymentSummary {
  currency?: string;
  authorised: number;
  captured: number;
  released?: number;
  refunded: number;
  /** HKD charged for higher revisions' increases (top-ups, each its own card payment); absent: none. */
  top_up?: number;
}

export interface ProofView {
  id: string;
  url?: string | null;
  receipt_amount?: number | string | null;
  refund_amount?: number | string | null;
  master_purchase_transaction_batch_number?: string | null;
  shop_name?: string | null;
  proof_type?: string | null;
  proof_remark?: string | null;
  transaction_account_id?: string | null;
  file_name?: string | null;
  created_at?: string;
}

/**
 * The text fields of POST /api/bns/proof/upload_proof/{id} (multipart, beside the `file`): every
 * value is text; the amounts are integer minor units of the batch's fee currency.
 */
export interface ProofUploadForm {
  receipt_amount: string;
  refund_amount?: string;
  master_purchase_transaction_batch_number?: string;
  shop_name: string;
  /** receipt (default), invoice, refund or other. */
  proof_type?: string;
  proof_remark?: string;
  transaction_account_id?: string;
}

/** The proof form as the web app keeps it: every field of ProofUploadForm, empty text when not filled in. */
export interface ProofFields {
  receipt_amount: string;
  refund_amount: string;
  master_purchase_transaction_batch_number: string;
  shop_name: string;
  proof_type: string;
  proof_remark: string;
  transaction_account_id: string;
}

export interface RobotRecord {
  id?: string;
  batch_id?: string;
  order_id?: string;
  code: string;
  message: string;
  created_at?: string;
}

/** The after-payment fields of GET /api/batch/{type}/{id}, each present once the server has it. */
export interface OrderDetailFields {
  items?: DetailItem[];
  requester?: DetailParty | null;
  buyer?: DetailParty | null;
  chat_room?: string | null;
  proofs?: ProofView[];
  payment?: PaymentSummary | null;
  rating?: number | null;
  review?: string | null;
  refund_requests?: RefundRequestView[];
  refund_request?: RefundRequestView | null;
  robot_records?: RobotRecord[];
}

/** POST /api/bns/proof/upload_proof/{id} answers the command result and the stored proof. */
export interface ProofUploadResult {
  id: string;
  status: string;
  revision: number;
  position: string;
  events: string[];
  proof: ProofView;
}

/** POST /api/bns/proof/delete_proof/{id} */
export interface ProofDeleteBody {
  proof_id: string;
  /** Must be the batch's own number (400 VALIDATION_FAILED otherwise). */
  batch_number: string;
}
