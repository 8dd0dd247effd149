import { Inject, Injectable } from '@nestjs/common';
import type { BatchState } from '@machines/batch';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { RecordedEvent } from '../../platform/event-store/event-store.port';
import { JobQueue } from '../../platform/jobs/job-queue';
import type { Job } from '../../platform/jobs/job.types';
import { ACCEPTANCE_WINDOW_JOB, acceptanceWindowKey, type AcceptanceWindowPayload } from './acceptance-window.job';
import { AssignmentDecisionLock } from './assignment-decision.lock';
import { AssignmentRecordsRepository, type DecisionRecord, type TrackedBatch } from './assignment-records.repository';
import { AutoAssigner } from './auto-assigner';
import { BUYER_SIDE_DECLINE_REASONS, type AssignmentReactionPayload } from './buyer-assignment.reaction';

const LEAVES_ASSIGNED: Record<string, TrackedBatch['status']> = {
  RequestAccepted: 'accepted',
  RequestDeclined: 'declined',
  RequestCanceled: 'canceled',
  RequestMerged: 'canceled',
};

const lastOfType = (events: readonly RecordedEvent[], type: string): RecordedEvent | undefined =>
  [...events].reverse().find((e) => e.type === type);

/**
 * The assignment reaction's job for one event. Jobs of one batch may run in any order or twice:
 * - tracking moves forward only (by stream revision), and an event older than what is tracked
 *   neither tracks nor touches the window of a later assignment;
 * - an answer cancels the window of the tracked assignment, or records its key as canceled when
 *   the BuyerAssigned job has not scheduled it yet (the assigner tracks its own assignment at once);
 * - a window that still slipped through (jobs racing) finds the request answered and does nothing;
 * - assigning is idempotent by trigger (causation id on the event, (batch, trigger) on the decision)
 *   and re-checks its precondition on the fresh stream; decisions take AssignmentDecisionLock.
 */
@Injectable()
export class AssignmentReactionJob {
  constructor(
    private readonly assigner: AutoAssigner,
    private readonly records: AssignmentRecordsRepository,
    private readonly jobs: JobQueue,
    private readonly lock: AssignmentDecisionLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Many jobs at once (the worker's JobBatchHandler): each decides as `run` does, under the decision
   * lock, but the records of the decisions that appended nothing (most of them when no buyer has
   * room) are written together once all have run, and the worker then marks the batch done in one
   * statement: two statements a batch instead of two a job. A job that fails fails alone; a failed
   * write of the records fails the batch, and each job runs again on its own (a decision is
   * recorded once per trigger).
   */
  async runMany(jobs: readonly Job<AssignmentReactionPayload>[]): Promise<ReadonlyMap<string, unknown>> {
    const failures = new Map<string, unknown>();
    const deferred: DecisionRecord[] = [];
    await Promise.all(
      jobs.map((job) =>
        this.run(job, (record) => deferred.push(record)).catch((error: unknown) => failures.set(job.id, error)),
      ),
    );
    await this.records.recordDecisions(deferred);
    return failures;
  }

  /** `deferRecord`: takes the record of a decision that appended nothing, for the caller to write (runMany). */
  async run(job: Job<AssignmentReactionPayload>, deferRecord?: (record: DecisionRecord) => void): Promise<void> {
    const p = job.payload;
    const at = new Date(p.at);
    if (p.type === 'BuyerAssigned') return this.assigned(p, at);
    const leaves = LEAVES_ASSIGNED[p.type];
    if (leaves) {
      const tracked = await this.records.trackedBatch(p.batchId);
      if (!tracked || tracked.revision < p.revision) {
        // The buyer answered (or the request went away): the window has nothing left to watch.
        if (tracked?.assignmentEventId)
          await this.jobs.cancel(acceptanceWindowKey(tracked.assignmentEventId), {
            orPrevent: { kind: ACCEPTANCE_WINDOW_JOB },
          });
        await this.records.trackBatch({
          batchId: p.batchId,
          status: leaves,
          buyerId: tracked?.buyerId ?? null,
          assignmentEventId: null,
          revision: p.revision,
          at,
        });
      }
    }
    if (p.type === 'RequestSubmitted') {
      await this.lock.run((hold) =>
        this.assigner.assign({
          hold,
          batchId: p.batchId,
          trigger: 'submitted',
          triggerId: p.eventId,
          correlationId: p.correlationId,
          preface: '',
          deferRecord,
          precondition: (state: BatchState) =>
            state.value === 'requested' && state.context.buyerId === null
              ? null
              : `the request is ${String(state.value)} with buyer ${state.context.buyerId ?? 'none'}`,
        }),
      );
    }
    if (p.type === 'RequestDeclined' && p.reason && BUYER_SIDE_DECLINE_REASONS.includes(p.reason)) {
      await this.lock.run((hold) =>
        this.assigner.assign({
          hold,
          batchId: p.batchId,
          trigger: 'declined',
          triggerId: p.eventId,
          correlationId: p.correlationId,
          preface: `The buyer declined (${p.reason}). `,
          deferRecord,
          precondition: (state, recorded) => {
            if (state.value !== 'declined') return `the request is ${String(state.value)}`;
            return lastOfType(recorded, 'RequestDeclined')?.eventId === p.eventId
              ? null
              : 'a later decline replaced this one';
          },
        }),
      );
    }
  }

  private async assigned(p: AssignmentReactionPayload, at: Date): Promise<void> {
    const buyerId = p.buyerId ?? '';
    const tracked = await this.records.trackedBatch(p.batchId);
    // Something later is tracked already (an answer, another assignment): this window has nothing to watch.
    if (tracked && tracked.revision > p.revision) return;
    await this.records.trackBatch({
      batchId: p.batchId,
      status: 'assigned',
      buyerId,
      assignmentEventId: p.eventId,
      revision: p.revision,
      at,
    });
    const payload: AcceptanceWindowPayload = {
      batchId: p.batchId,
      buyerId,
      assignedEventId: p.eventId,
      correlationId: p.correlationId,
    };
    const runAt = new Date(at.getTime() + this.config.acceptanceWindowHours * 3600 * 1000);
    await this.jobs.schedule(ACCEPTANCE_WINDOW_JOB, acceptanceWindowKey(p.eventId), runAt, { ...payload });
  }
}
