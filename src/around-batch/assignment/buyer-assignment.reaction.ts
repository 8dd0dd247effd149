import { batchIdOfStream, isBatchEvent } from '@machines/batch';
import { Inject, Injectable } from '@nestjs/common';
import type { BatchState, DeclineReason } from '@machines/batch';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { RecordedEvent } from '../../platform/event-store/event-store.port';
import { JobQueue } from '../../platform/jobs/job-queue';
import { sqlOfClient, type Sql } from '../../platform/jobs/sql';
import { eventTime } from '../../batch/read/batch-state/batch-state';
import type { LoggedEvent, Projection, ProjectionContext } from '../../platform/projections/runner/projection';
import { ACCEPTANCE_WINDOW_JOB, acceptanceWindowKey, type AcceptanceWindowPayload } from './acceptance-window.job';
import { AssignmentRecordsRepository, type TrackedBatch } from './assignment-records.repository';
import { AutoAssigner } from './auto-assigner';

/** Declines that say "not me" rather than "not this request": another buyer may take it. */
export const BUYER_SIDE_DECLINE_REASONS: readonly DeclineReason[] = ['too_many_request', 'long_shipping_time', 'other'];

const LEAVES_ASSIGNED: Record<string, TrackedBatch['status']> = {
  RequestAccepted: 'accepted',
  RequestDeclined: 'declined',
  RequestCanceled: 'canceled',
  RequestMerged: 'canceled',
};

const correlationOf = (event: LoggedEvent): string =>
  typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : event.eventId;

const lastOfType = (events: readonly RecordedEvent[], type: string): RecordedEvent | undefined =>
  [...events].reverse().find((e) => e.type === type);

/**
 * Automatic assignment as a catch-up subscription, so a submission or decline is never missed
 * across restarts: assigns on RequestSubmitted, reassigns on a buyer-side decline, schedules the
 * acceptance window on BuyerAssigned and keeps each batch's assignment state (the buyers' open load).
 * Appends happen outside the runner's transaction, so delivery is at least once: the causation id
 * on the appended event and the (batch, trigger) key of the decision make a repeat a no-op.
 */
@Injectable()
export class BuyerAssignmentReaction implements Projection {
  readonly name = 'assignment';
  readonly tables: readonly string[] = [];

  constructor(
    private readonly assigner: AutoAssigner,
    private readonly records: AssignmentRecordsRepository,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const sql = sqlOfClient(ctx.client);
    for (const event of events) if (isBatchEvent(event)) await this.apply(event, sql);
  }

  private async apply(event: LoggedEvent, sql: Sql): Promise<void> {
    const batchId = batchIdOfStream(event.streamId);
    const at = eventTime(event);
    if (event.type === 'BuyerAssigned') {
      const data = event.data as { buyerId: string };
      await this.records.trackBatch(
        {
          batchId,
          status: 'assigned',
          buyerId: data.buyerId,
          assignmentEventId: event.eventId,
          revision: event.streamRevision,
          at,
        },
        sql,
      );
      const payload: AcceptanceWindowPayload = {
        batchId,
        buyerId: data.buyerId,
        assignedEventId: event.eventId,
        correlationId: correlationOf(event),
      };
      const runAt = new Date(at.getTime() + this.config.acceptanceWindowHours * 3600 * 1000);
      await this.jobs.schedule(
        ACCEPTANCE_WINDOW_JOB,
        acceptanceWindowKey(event.eventId),
        runAt,
        { ...payload },
        { sql },
      );
      return;
    }
    const leaves = LEAVES_ASSIGNED[event.type];
    if (leaves) {
      const tracked = await this.records.trackedBatch(batchId, sql);
      // The buyer answered (or the request went away): the window has nothing left to watch.
      if (tracked?.assignmentEventId) await this.jobs.cancel(acceptanceWindowKey(tracked.assignmentEventId), { sql });
      await this.records.trackBatch(
        {
          batchId,
          status: leaves,
          buyerId: tracked?.buyerId ?? null,
          assignmentEventId: null,
          revision: event.streamRevision,
          at,
        },
        sql,
      );
    }
    if (event.type === 'RequestSubmitted') {
      await this.assigner.assign({
        batchId,
        trigger: 'submitted',
        triggerId: event.eventId,
        correlationId: correlationOf(event),
        preface: '',
        sql,
        precondition: (state: BatchState) =>
          state.value === 'requested' && state.context.buyerId === null
            ? null
            : `the request is ${String(state.value)} with buyer ${state.context.buyerId ?? 'none'}`,
      });
    }
    if (event.type === 'RequestDeclined') {
      const data = event.data as { reason: DeclineReason };
      if (!BUYER_SIDE_DECLINE_REASONS.includes(data.reason)) return;
      await this.assigner.assign({
        batchId,
        trigger: 'declined',
        triggerId: event.eventId,
        correlationId: correlationOf(event),
        preface: `The buyer declined (${data.reason}). `,
        sql,
        precondition: (state, recorded) => {
          if (state.value !== 'declined') return `the request is ${String(state.value)}`;
          return lastOfType(recorded, 'RequestDeclined')?.eventId === event.eventId
            ? null
            : 'a later decline replaced this one';
        },
      });
    }
  }
}
