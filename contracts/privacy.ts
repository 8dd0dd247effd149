/**
 * Personal data (spec §1 "review, update or delete personal data … answered within 30
 * days"): the export a user downloads, and privacy requests with their 30-day clock
 * (src/people/privacy).
 */
import type { ShippingAddressView } from './batch/batch-detail';

export type PrivacyRequestKind = 'review' | 'correction' | 'deletion';
/** `open` until staff answer; `answered` stops the clock; `completed` closes it (a deletion has erased the account). */
export type PrivacyRequestStatus = 'open' | 'answered' | 'completed';

/**
 * POST /api/account/privacy-requests/
 * @additionalProperties false
 */
export interface PrivacyRequestInput {
  kind: PrivacyRequestKind;
  /** What to review or correct, in the user's words. @maxLength 2000 */
  details?: string;
}

/**
 * A request as its owner and the operators see it. `days_left` counts whole days to `due_at` from
 * now (negative when late) while the clock runs; null once answered or completed.
 * @additionalProperties false
 */
export interface PrivacyRequestView {
  id: string;
  user_id: string;
  account_id: string;
  kind: PrivacyRequestKind;
  details: string;
  status: PrivacyRequestStatus;
  created_at: string;
  due_at: string;
  days_left: number | null;
  /** Still open after `due_at`. */
  overdue: boolean;
  answered_at: string | null;
  answer: string | null;
  completed_at: string | null;
}

/**
 * An operator's row adds who the requester is and who acted (the user may have been erased since: then null names).
 * @additionalProperties false
 */
export interface AdminPrivacyRequestView extends PrivacyRequestView {
  user_code: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  answered_by: string | null;
  completed_by: string | null;
}

/** @additionalProperties false */
export interface PrivacyRequestList {
  results: PrivacyRequestView[];
}

/** GET /api/admin/privacy-requests: `status` filters; `overdue=true` only late open ones. */
export interface AdminPrivacyRequestQuery {
  status?: PrivacyRequestStatus;
  overdue?: 'true' | 'false';
  page?: number;
  /** @maximum 100 */
  page_size?: number;
}

/** @additionalProperties false */
export interface AdminPrivacyRequestPage {
  page: number;
  page_size: number;
  count: number;
  results: AdminPrivacyRequestView[];
}

/**
 * PUT /api/admin/privacy-requests/:id/answer: the reply the user sees (required).
 * @additionalProperties false
 */
export interface PrivacyRequestAnswer {
  /** @minLength 1 @maxLength 2000 */
  answer: string;
}

/**
 * PUT /api/admin/privacy-requests/:id/complete: an optional note (a deletion request's completion
 * erases the account).
 * @additionalProperties false
 */
export interface PrivacyRequestAction {
  /** @maxLength 2000 */
  answer?: string;
}

// ---- The export (GET /api/account/personal-data/:id/) ----

/** @additionalProperties false */
export interface PersonalDataUser {
  id: string;
  email: string;
  user_code: string;
  status: number;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  gender: string | null;
  id_number: string | null;
  mobile: string | null;
  country_id: number | null;
  language_country: string | null;
  address_1: string | null;
  address_2: string | null;
  region_id: number | null;
  state_id: number | null;
  district_id: number | null;
  city_id: number | null;
  zipcode: string | null;
  interests: string[];
  paypal_email: string | null;
  avatar: string | null;
  activated_account: string | null;
  created_at: string;
  updated_at: string;
}

/** A batch the person is a party of, with the personal fields it holds about them. */
export interface PersonalDataBatch {
  batch_id: string;
  batch_number: string;
  /** Which of the person's accounts is on it: the requester's delivery details are theirs. */
  role: 'requester' | 'buyer';
  status: string;
  created_at: string;
  updated_at: string;
  /** The requester's delivery address (recipient, contact number, e-mail); null for pickup or for the buyer. */
  delivery_address: ShippingAddressView | null;
  /** The requester's rating and review, or the buyer's remark and note. */
  rating: { stars: number; review: string } | null;
  buyer_remark: string | null;
  buyer_note: string | null;
  /** Uploaded item images (requester) or purchase receipts (buyer), as served paths. */
  uploads: string[];
}

export interface PersonalDataChatMessage {
  id: string;
  room: string;
  sender_name: string;
  message: string;
  message_type: string;
  created_at: string;
}

export interface PersonalDataNotification {
  id: string;
  account_id: string;
  tag: string;
  batch_number: string;
  content: Record<string, unknown>;
  is_read: boolean;
  created_at: string;
}

/**
 * Everything the system holds about one person, in one JSON document. Sections are lists (empty when
 * there is nothing); the README's "Personal data" section says where each comes from.
 * @additionalProperties false
 */
export interface PersonalDataExport {
  generated_at: string;
  user: PersonalDataUser;
  accounts: { id: string; account_type: string; created_at: string }[];
  identities: { provider: string; subject: string; email: string | null; created_at: string }[];
  terms_acceptances: { account_type: string; terms_version: string; accepted_at: string }[];
  batches: PersonalDataBatch[];
  chat_messages: PersonalDataChatMessage[];
  support_chats: { room: string; first_name: string; email: string; language: string; started_at: string }[];
  notifications: PersonalDataNotification[];
  emails_sent: { to_address: string; subject: string; body: string; purpose: string; created_at: string }[];
  sms_sent: { to_number: string; body: string; purpose: string; language: string; created_at: string }[];
  otp_verifications: {
    phone_number: string;
    status: string;
    created_at: string;
    expires_at: string;
    verified_at: string | null;
  }[];
  sessions: {
    account_id: string;
    issued_at: string;
    last_seen_at: string;
    revoked_at: string | null;
    revoked_reason: string | null;
  }[];
  client_reports: {
    id: string;
    app: string;
    kind: string;
    message: string;
    route: string;
    user_agent: string;
    created_at: string;
  }[];
  /** Avatar and every upload of the person's batches, as served paths. */
  uploads: string[];
  privacy_requests: PrivacyRequestView[];
}
