/**
 * Shapes of the after-payment contracts (common2.md: order actions, proofs, refunds, chat,
 * buyer statistics) as the customer app reads them. Every field the server may not send yet is
 * optional: the app shows what is there and never guesses a figure.
 */

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
}

/** A party on the batch: names for everyone, contact only for themself and staff. */
export interface DetailParty {
  id: string;
  first_name: string | null;
  full_name: string | null;
}

/** HKD minor units (common2.md batch detail `payment`). */
export interface PaymentSummary {
  authorised: number;
  captured: number;
  released?: number;
  refunded: number;
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

export interface ProofFields {
  receipt_amount: string;
  refund_amount: string;
  master_purchase_transaction_batch_number: string;
  shop_name: string;
  proof_type: string;
  proof_remark: string;
  transaction_account_id: string;
}

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

/** The estimate's lines in the order the server names them (src/around-batch/refunds/README.md), for both apps' tables. */
export const REFUND_DETAIL_ROWS: ReadonlyArray<keyof RefundDetails> = [
  'refund_subtotal',
  'refund_local_shipping_fee',
  'refund_service_fee',
  'refund_waive_service_fee',
  'refund_insurance',
  'refund_additional',
  'refund_tax',
  'refund_per_transaction_cost',
  'refund_total',
];

export interface RefundEstimate {
  eid: string;
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

export interface RobotRecord {
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

export interface ChatMessage {
  id: string;
  sender: string;
  sender_name?: string | null;
  message: string;
  created_at: string;
  message_type: string;
}

export interface ChatHistory {
  data: { messages: ChatMessage[]; participants: Record<string, string> };
}

export type ChatJoinAck = { ok: true; room: string; participants: Record<string, string> } | { ok: false; code: string };
export type ChatSendAck = { ok: true; message: ChatMessage } | { ok: false; code: string };

export interface StatisticRange {
  from: string;
  to: string;
  currency: string;
  total_buyer_fee: number;
  total_order_value: number;
  total_order_number: number;
}

export interface StatisticDay {
  date: string;
  total_buyer_earn: number;
  total_order_value: number;
  total_order_number: number;
  total_fee: number;
  total_buyer_fee: number;
  currency: string;
}

export interface StatisticMonth {
  month: string;
  currency: string;
  results: StatisticDay[];
}
