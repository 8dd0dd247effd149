import { Inject, Injectable } from '@nestjs/common';
import type { ClientBase } from 'pg';
import { DataSource } from 'typeorm';
import { statusOf } from '@machines/batch';
import { batchIdOfStream, isBatchEvent } from '@machines/batch/batch-stream';
import type { StatusName } from '@machines/batch/statuses';
import { EVENT_LOG_SOURCE } from '../../platform/projections/runner/create-log-source';
import { readCheckpoint } from '../../platform/projections/runner/event-log';
import { sqlOf, type EventLogSource } from '../../platform/projections/runner/event-log-source';
import { checkpointIdOf } from '../../platform/projections/runner/projection';
import { ORIGIN, type LogPosition } from '../../platform/projections/runner/position';
import { BATCH_DETAIL_PROJECTION, BATCH_DETAIL_TABLE } from '../core/state/detail-read-model';
import { BatchWriter } from './batch-writer';

/** Statuses after which a batch needs nothing more from anyone; every other one is unfinished. */
export const FINISHED_STATUSES: readonly StatusName[] = [
  'declined',
  'canceled',
  'refunded',
  'payment_canceled',
  'overdue',
  'all_refunded',
  'all_payment_canceled',
  'completed',
  'all_abandoned',
  'abandoned',
];

/** Events of the log's tail read per round trip while looking for batches the detail model has not seen. */
const TAIL_PAGE = 500;

/**
 * Whether accounts still take part in an unfinished batch, asked of the write side's truth: a read
 * model lags behind a create or an assignment by up to a projection's delay, and account deletion
 * must not slip through that gap. The batches to look at are those the detail model knows for the
 * accounts (any status) plus those the log holds after the model's checkpoint (created for, or
 * assigned to, one of them); each is folded from its stream by the writer, and its folded parties and
 * status decide.
 */
@Injectable()
export class UnfinishedBatches {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: BatchWriter,
    @Inject(EVENT_LOG_SOURCE) private readonly source: EventLogSource,
  ) {}

  async anyFor(accountIds: readonly string[]): Promise<boolean> {
    if (accountIds.length === 0) return false;
    const accounts = new Set(accountIds);
    for (const batchId of await this.candidates(accounts)) {
      const { state, revision } = await this.writer.history(batchId);
      if (revision < 0) continue;
      const { requesterId, buyerId } = state.context;
      const takesPart = accounts.has(requesterId) || (buyerId !== null && accounts.has(buyerId));
      const status = statusOf(state);
      if (takesPart && status !== 'none' && !FINISHED_STATUSES.includes(status)) return true;
    }
    return false;
  }

  private async candidates(accounts: ReadonlySet<string>): Promise<Set<string>> {
    const ids = [...accounts];
    // The checkpoint first: whatever the model holds then is covered by the model, the rest by the tail.
    const checkpoint =
      (await readCheckpoint(sqlOf(this.dataSource), checkpointIdOf(BATCH_DETAIL_PROJECTION))) ?? ORIGIN;
    const known: Array<{ batch_id: string }> = await this.dataSource.query(
      `SELECT batch_id FROM ${BATCH_DETAIL_TABLE} WHERE requester_id = ANY ($1::text[]) OR buyer_id = ANY ($1::text[])`,
      [ids],
    );
    const batchIds = new Set(known.map((row) => row.batch_id));
    for (const batchId of await this.namedInTail(checkpoint, accounts)) batchIds.add(batchId);
    return batchIds;
  }

  /**
   * Batches created for or assigned to the accounts in the log after `after`: every committed event,
   * not only those below the projections' horizon. Any transaction still open when the create
   * committed (a reaction's, a job's) holds the horizon back, and a create hidden there is exactly
   * the one the deletion must not miss.
   */
  private async namedInTail(after: LogPosition, accounts: ReadonlySet<string>): Promise<string[]> {
    const found: string[] = [];
    const runner = this.dataSource.createQueryRunner();
    try {
      const client = (await runner.connect()) as ClientBase;
      for (let from = after; ;) {
        const events = await this.source.readCommittedAfter(client, from, TAIL_PAGE);
        for (const event of events) {
          if (!isBatchEvent(event)) continue;
          const data = event.data as { requesterId?: unknown; buyerId?: unknown };
          const party =
            event.type === 'RequestCreated' ? data.requesterId : event.type === 'BuyerAssigned' ? data.buyerId : null;
          if (typeof party === 'string' && accounts.has(party)) found.push(batchIdOfStream(event.streamId));
        }
        if (events.length < TAIL_PAGE) break;
        from = events[events.length - 1].position;
      }
    } finally {
      await runner.release();
    }
    return found;
  }
}
