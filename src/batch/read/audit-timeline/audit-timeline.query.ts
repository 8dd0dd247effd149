import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { batchStreamId, evolveFacts, initialFacts, isBatchEvent, type BatchEvent } from '@machines/batch';
import type { QuoteRevisionEntry } from '@contracts/batch/quote';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../platform/event-store/event-store.port';
import { quoteRevisionsOf, type TimelineEvent } from './quote-revisions';
import { PartiesQuery } from '../parties.query';
import { batchNotFound } from '../../core/domain-error.mapper';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Business time of the event (the command's `at`), falling back to when it was stored. */
function occurredAt(event: RecordedEvent): Date {
  const at = event.metadata.at;
  if (typeof at === 'string') {
    const parsed = new Date(at);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  return event.createdAt;
}

/**
 * Every event of one batch in stream order, for staff and auditors; its quote revisions for every party.
 * Read from the batch's own stream in the event log (one indexed read) and folded here: the log
 * already holds each event with its data and metadata, so no read model keeps a copy.
 */
@Injectable()
export class AuditTimelineQuery {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly parties: PartiesQuery,
  ) {}

  /**
   * Each row carries `quote`: the quote revision its event made (figures, reason), else null; and
   * `actor_name`: who acted, by name (one query for every actor of the batch), null for a system actor.
   */
  async timeline(batchId: string): Promise<{ results: Record<string, unknown>[] }> {
    const rows = await this.rows(batchId);
    if (rows.length === 0) throw batchNotFound();
    const { byRow } = quoteRevisionsOf(rows as unknown as TimelineEvent[]);
    const names = await this.parties.namesOf(rows.map((r) => r.actor_id as string | null));
    return {
      results: rows.map((row, i) => {
        const named = { ...row, actor_name: names.get(row.actor_id as string) ?? null };
        const entry = byRow[i];
        if (!entry) return { ...named, quote: null };
        const { at: _at, actor_id: _id, actor_role: _role, item_changes: _items, note: _note, ...quote } = entry;
        return { ...named, quote };
      }),
    };
  }

  /** The batch's quote revisions, oldest first, with who made each and why (the caller's access is checked first). */
  async quoteRevisions(batchId: string): Promise<{ results: QuoteRevisionEntry[] }> {
    const rows = await this.rows(batchId);
    return { results: quoteRevisionsOf(rows as unknown as TimelineEvent[]).revisions };
  }

  /** The batch's events (by id, else by batch number) as timeline rows, with the status before and after each. */
  private async rows(idOrNumber: string): Promise<Record<string, unknown>[]> {
    if (idOrNumber.length > 100) return [];
    let events = await this.events(idOrNumber);
    if (events.length === 0) {
      const found: { batch_id: string }[] = await this.dataSource.query(
        `SELECT batch_id FROM rm_batch_detail WHERE batch_number = $1 LIMIT 1`,
        [idOrNumber],
      );
      if (found[0]) events = await this.events(found[0].batch_id);
    }
    let state = initialFacts;
    return events.map((event) => {
      const before = state;
      state = evolveFacts(state, { type: event.type, data: event.data } as BatchEvent);
      const actor = event.metadata.actor;
      return {
        revision: event.streamRevision,
        position: event.position,
        type: event.type,
        actor_id: text(actor?.id),
        actor_role: text(actor?.role),
        command_id: text(event.metadata.commandId),
        correlation_id: text(event.metadata.correlationId),
        at: occurredAt(event),
        recorded_at: event.createdAt,
        status_before: String(before.value),
        status_after: String(state.value),
        data: event.data ?? {},
      };
    });
  }

  private async events(batchId: string): Promise<RecordedEvent[]> {
    return (await this.store.readStream(batchStreamId(batchId))).filter(isBatchEvent);
  }
}
