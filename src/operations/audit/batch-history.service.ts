import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  batchView,
  evolve,
  initialState,
  statusOf,
  type BatchEvent,
  type BatchState,
  type BatchView,
  batchStreamId,
} from '@machines/batch';
import type {
  ChainSummary,
  HistoryAnswer,
  HistoryAtRevision,
  HistoryExport,
  HistoryRow,
} from '@contracts/batch/history';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../platform/event-store/event-store.port';
import type { ChainVerification } from '../../platform/event-store/integrity/chain-verification';
import { batchNotFound, PartiesQuery } from '../../batch';
import { revisionOutOfRange } from './audit.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface LoadedHistory {
  batchId: string;
  streamId: string;
  events: RecordedEvent[];
}

/** A batch's stored events, folded with the same machine the write side uses, for auditors. */
@Injectable()
export class BatchHistoryService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly parties: PartiesQuery,
  ) {}

  /** Every event with its actor by name (one query for all of them), the status it left and its link in the chain. */
  async history(idOrNumber: string): Promise<HistoryAnswer> {
    const loaded = await this.load(idOrNumber);
    const chain = await this.verify(loaded.streamId);
    const okByRevision = new Map(chain.events.map((c) => [c.revision, c.ok]));
    const names = await this.parties.namesOf(loaded.events.map((e) => e.metadata.actor?.id));
    let state: BatchState = initialState;
    const results = loaded.events.map((event): HistoryRow => {
      const before = state;
      state = evolve(state, toBatchEvent(event));
      const actor = event.metadata.actor;
      return {
        revision: event.streamRevision,
        event_id: event.eventId,
        type: event.type,
        schema_version: event.schemaVersion,
        at: typeof event.metadata.at === 'string' ? event.metadata.at : event.createdAt.toISOString(),
        recorded_at: event.createdAt.toISOString(),
        actor_id: actor?.id ?? null,
        actor_role: actor?.role ?? null,
        actor_name: (actor?.id && names.get(actor.id)) || null,
        command: typeof event.metadata.commandType === 'string' ? event.metadata.commandType : null,
        correlation_id: event.metadata.correlationId ?? null,
        causation_id: event.metadata.causationId ?? null,
        data: event.data,
        status_before: statusName(before),
        status_after: statusName(state),
        hash: event.integrity?.hash ?? null,
        previous_hash: event.integrity?.previousHash ?? null,
        chain_ok: okByRevision.has(event.streamRevision) ? (okByRevision.get(event.streamRevision) ?? null) : false,
      };
    });
    const view = batchView(state);
    return {
      batch_id: loaded.batchId,
      batch_number: view.batchNumber || null,
      stream_id: loaded.streamId,
      revision: results.length - 1,
      chain: summary(chain),
      results,
    };
  }

  /** The whole batch as it stood right after event `revision` (0 = the first event). */
  async atRevision(
    idOrNumber: string,
    revision: number,
  ): Promise<Omit<HistoryAtRevision, 'batch'> & { batch: BatchView }> {
    const loaded = await this.load(idOrNumber);
    const last = loaded.events.length - 1;
    if (!Number.isSafeInteger(revision) || revision < 0 || revision > last) throw revisionOutOfRange(last);
    const upTo = loaded.events.filter((e) => e.streamRevision <= revision);
    const state = upTo.reduce((s, e) => evolve(s, toBatchEvent(e)), initialState);
    const event = upTo[upTo.length - 1];
    const at = typeof event.metadata.at === 'string' ? event.metadata.at : event.createdAt.toISOString();
    return {
      batch_id: loaded.batchId,
      at_revision: revision,
      revision: last,
      type: event.type,
      at,
      status: statusName(state),
      batch: batchView(state),
    };
  }

  async verifyChain(idOrNumber: string): Promise<ChainSummary> {
    const loaded = await this.load(idOrNumber);
    return summary(await this.verify(loaded.streamId));
  }

  /** Everything an outside verifier needs: the stored events with their hashes and how they were computed. */
  async export(idOrNumber: string): Promise<HistoryExport> {
    const loaded = await this.load(idOrNumber);
    const chain = await this.verify(loaded.streamId);
    return {
      format: 'concierge-batch-history/1',
      batch_id: loaded.batchId,
      stream_id: loaded.streamId,
      exported_at: new Date().toISOString(),
      hash_algorithm:
        'sha256 hex of the UTF-8 PostgreSQL jsonb text (whichever store holds the events) of [stream_id, revision, event_id, type, schema_version, data, metadata without hash/previousHash, previousHash]; genesis previousHash = 64 zeros',
      chain: summary(chain),
      events: loaded.events.map((e) => ({
        revision: e.streamRevision,
        event_id: e.eventId,
        type: e.type,
        schema_version: e.schemaVersion,
        data: e.data,
        metadata: { ...e.metadata, ...(e.integrity ?? {}) },
        recorded_at: e.createdAt.toISOString(),
        hash: e.integrity?.hash ?? null,
        previous_hash: e.integrity?.previousHash ?? null,
      })),
    };
  }

  private verify(streamId: string): Promise<ChainVerification> {
    return this.store.verifyStreamChain(streamId);
  }

  private async load(idOrNumber: string): Promise<LoadedHistory> {
    if (idOrNumber.length > 100) throw batchNotFound();
    let batchId = UUID.test(idOrNumber) ? idOrNumber : undefined;
    if (!batchId) {
      const rows: Array<{ batch_id: string }> = await this.dataSource.query(
        `SELECT batch_id FROM rm_batch_detail WHERE batch_number = $1 LIMIT 1`,
        [idOrNumber],
      );
      batchId = rows[0]?.batch_id;
    }
    if (!batchId) throw batchNotFound();
    const streamId = batchStreamId(batchId);
    const events = await this.store.readStream(streamId);
    if (events.length === 0) throw batchNotFound();
    return { batchId, streamId, events };
  }
}

function toBatchEvent(event: RecordedEvent): BatchEvent {
  return { type: event.type, data: event.data } as BatchEvent;
}

function statusName(state: BatchState): string | null {
  const value = statusOf(state);
  return value === 'none' ? null : value;
}

function summary(chain: ChainVerification): ChainSummary {
  return {
    ok: chain.ok,
    checked: chain.checked,
    unchained_before: chain.unchainedBefore,
    ...(chain.firstBreak ? { first_break: chain.firstBreak } : {}),
  };
}
