/**
 * Operator console answers of the platform and operations routes: dashboard, auto-workflow switch,
 * support inbox, read model health, outbox. Timestamps are ISO 8601 strings.
 */
/**
 * The dashboard groups (machines/batch DASHBOARD_GROUPS, spelled out here because the schema
 * generator cannot read that table; the server's answer type checks the names).
 */
export type DashboardGroup =
  | 'new'
  | 'reviewing'
  | 'processing'
  | 'completed'
  | 'archived'
  | 'arrived_overseas'
  | 'departed_overseas'
  | 'purchased'
  | 'shipped';

/**
 * GET /api/admin/dashboard
 * @additionalProperties false
 */
export interface DashboardFigures {
  /** Batches per dashboard group, counted with the batch list's own archive rule. */
  groups: Record<DashboardGroup, number>;
  payments_today: DashboardPayments;
  projections: DashboardProjection[];
  /** The newest failures across payments, the robot and timers, newest first. */
  recent_errors: RecentError[];
}

/**
 * Today (Hong Kong date): authorised attempts and captures the provider received, HKD cents.
 * @additionalProperties false
 */
export interface DashboardPayments {
  /** YYYY-MM-DD, Hong Kong. */
  date: string;
  count: number;
  authorised: number;
  captured: number;
  currency: 'HKD';
}

/** @additionalProperties false */
export interface DashboardProjection {
  name: string;
  lag_events: number;
  lag_seconds: number;
  /** This instance's view; `parked`: its handler failed and its group goes on without it. */
  state: ProjectionRunnerState;
  last_error: string | null;
}

/** @additionalProperties false */
export interface RecentError {
  source: 'payment' | 'robot' | 'timer';
  batch_id: string | null;
  batch_number: string | null;
  code: string;
  message: string;
  created_at: string;
}

/** GET /api/admin/auto-workflow; PUT answers the new state. */
export interface AutoWorkflowState {
  /** null: never set (the default applies). */
  enabled: boolean | null;
  changed_by: string | null;
  changed_at: string | null;
}

/** GET /api/admin/support/rooms */
export interface SupportRoom {
  room: string;
  account_id: string;
  account_name: string | null;
  last_message: string | null;
  last_at: string | null;
  unread: number;
}

/**
 * A page of the support inbox, newest activity first.
 */
export interface SupportRooms {
  results: SupportRoom[];
  /** The `before` of the following page; null on the last page. */
  next: string | null;
}

/** GET /api/admin/support/rooms query: a keyset page (pass the previous answer's `next` as `before`). */
export interface SupportRoomsQuery {
  /** Rooms per page, default 50. @minimum 1 @maximum 100 */
  limit?: number;
  /** The previous page's `next`: the rooms whose last activity is older. @pattern ^[0-9]{1,18}$ */
  before?: string;
}

/** PUT /api/admin/support/rooms/{room}/read */
export interface SupportRoomRead {
  room: string;
  unread: number;
}

/** `parked`: this read model's handler failed; its group goes on without it until it recovers or is resumed. */
export type ProjectionRunnerState = 'starting' | 'passive' | 'active' | 'error' | 'stopped' | 'parked';

/**
 * One read model's runner on the answering instance (GET /api/admin/projections).
 * @additionalProperties false
 */
export interface ProjectionHealthRow {
  name: string;
  /** The dispatcher (one per group of read models or reactions) that runs it. */
  group: string;
  /** This instance's dispatcher; another instance may be the active one while this one is passive. */
  state: ProjectionRunnerState;
  /** The instance (`<pid>@<host>`) whose dispatcher holds the group's lock now (one per group across instances); null while none does. */
  owner: string | null;
  checkpoint: { transaction_id: string; global_position: string } | null;
  /** `events` is capped; `ms`: how long the oldest pending event has waited. */
  lag: { events: number; ms: number };
  processed: number;
  last_error: string | null;
  /** Set while parked: failed attempts in a row and the next one (null: parked until resumed or restarted). */
  parked: { since: string; failures: number; retry_at: string | null } | null;
}

/**
 * GET /api/admin/projections
 * @additionalProperties false
 */
export interface ProjectionsHealth {
  results: ProjectionHealthRow[];
}

/**
 * One message the local SMS default "sent" (GET /api/admin/outbox/sms).
 * @additionalProperties false
 */
export interface OutboxSms {
  id: string;
  to_number: string;
  body: string;
  purpose: string;
  language: string;
  created_at: string;
}

/**
 * One message the local e-mail default "sent" (GET /api/admin/outbox/email).
 * @additionalProperties false
 */
export interface OutboxEmail {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  purpose: string;
  created_at: string;
}

/**
 * What the SMS gateway did with one message (GET /api/admin/outbox/sms-deliveries): `retrying`
 * messages are being sent again with backoff, `failed` ones never reached the phone, `expired` ones
 * were given up because what they carried (a one-time code) expired first. No body.
 * @additionalProperties false
 */
export interface SmsDelivery {
  id: string;
  reference: string;
  to_number: string;
  purpose: string;
  status: 'sent' | 'retrying' | 'failed' | 'expired';
  attempts: number;
  provider_id: string | null;
  last_error_code: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Outbox pages, newest first.
 * @additionalProperties false
 */
export interface OutboxPage<T> {
  page: number;
  page_size: number;
  count: number;
  results: T[];
}

export type OutboxSmsPage = OutboxPage<OutboxSms>;
export type OutboxEmailPage = OutboxPage<OutboxEmail>;
export type SmsDeliveryPage = OutboxPage<SmsDelivery>;

/** GET /api/admin/outbox/sms | email query. */
export interface OutboxQuery {
  /** @minimum 1 */
  page?: number;
  /** @minimum 1 @maximum 100 */
  page_size?: number;
}
