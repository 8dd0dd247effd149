/** The audit history of one batch (src/operations/audit): events, hash chain and the fold check. */
import type { QuoteView } from './quote';
/** One row of GET /api/admin/batches/{id}/history (src/operations/audit). */
export interface HistoryRow {
  revision: number;
  event_id: string;
  type: string;
  schema_version: number;
  /** Business time of the command (metadata.at), else when it was stored. */
  at: string;
  recorded_at: string;
  actor_id: string | null;
  actor_role: string | null;
  /** The actor's account by name ("first last", else its e-mail); null for a system actor. */
  actor_name: string | null;
  command: string | null;
  correlation_id: string | null;
  causation_id: string | null;
  data: unknown;
  status_before: string | null;
  status_after: string | null;
  hash: string | null;
  previous_hash: string | null;
  /** null: appended before the hash chain existed. */
  chain_ok: boolean | null;
}

export interface ChainSummary {
  ok: boolean;
  checked: number;
  unchained_before: number;
  first_break?: { revision: number; reason: string };
}

export interface HistoryAnswer {
  batch_id: string;
  batch_number: string | null;
  stream_id: string;
  revision: number;
  chain: ChainSummary;
  results: HistoryRow[];
}

/** GET /api/admin/batches/{id}/history?at_revision=: the batch as the server folds it at that event. */
export interface HistoryAtRevision {
  batch_id: string;
  at_revision: number;
  revision: number;
  type: string;
  at: string;
  status: string | null;
  batch: Record<string, unknown>;
}

export type HistoryAnswerOrRevision = HistoryAnswer | HistoryAtRevision;

export interface HistoryQuery {
  at_revision?: number;
}

/**
 * One event of GET /api/admin/batches/{id}/audit (the audit timeline read model), in stream order.
 * @additionalProperties false
 */
export interface AuditTimelineRow {
  revision: number;
  /** `transaction_id/global_position` in the event log. */
  position: string;
  type: string;
  actor_id: string | null;
  actor_role: string | null;
  /** The actor's account by name ("first last", else its e-mail); null for a system actor. */
  actor_name: string | null;
  command_id: string | null;
  correlation_id: string | null;
  /** Business time of the command. */
  at: string;
  recorded_at: string;
  status_before: string;
  status_after: string;
  data: unknown;
  /** The quote revision this event made (its figures and reason; who is actor_*), else null. */
  quote: QuoteView | null;
}

/**
 * GET /api/admin/batches/{id}/audit (`stale`: read-your-writes gave up waiting).
 * @additionalProperties false
 */
export interface AuditTimeline {
  results: AuditTimelineRow[];
  stale: boolean;
}

/**
 * One stored event as exported, with the hash fields an outside verifier recomputes.
 * @additionalProperties false
 */
export interface HistoryExportEvent {
  revision: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: string;
  hash: string | null;
  previous_hash: string | null;
}

/**
 * GET /api/admin/batches/{id}/history/export (a JSON download).
 * @additionalProperties false
 */
export interface HistoryExport {
  format: 'concierge-batch-history/1';
  batch_id: string;
  stream_id: string;
  exported_at: string;
  /** How each hash was computed, in words. */
  hash_algorithm: string;
  chain: ChainSummary;
  events: HistoryExportEvent[];
}
