import { batchIdOfStream, isBatchEvent } from '@machines/batch';
import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../../platform/jobs/job-queue';
import { sqlOfClient } from '../../../platform/jobs/sql';
import { eventTime } from '../../../batch/read/batch-state/batch-state';
import type { LoggedEvent, Projection, ProjectionContext } from '../../../platform/projections/runner/projection';

export const CAPTURE_JOB = 'payments.capture';
export const RELEASE_JOB = 'payments.release';
export const REFUND_JOB = 'payments.refund';

export interface AfterPaymentJobPayload {
  batchId: string;
  eventId: string;
  correlationId: string;
  /** REFUND_JOB: HKD minor units of the ItemsRefunded event. */
  amount?: number;
}

const correlationOf = (event: LoggedEvent): string =>
  typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : event.eventId;

/**
 * Provider work that follows batch events, as a catch-up subscription (never misses an event
 * across restarts; one active runner across instances). It only schedules durable jobs, in the
 * runner's own transaction and keyed by the event id, so a redelivered event schedules nothing new
 * and a provider outage is retried by the job queue without holding the projection back.
 * - PurchaseCompleted → capture the purchased items' total (BatchCaptureService).
 * - PaymentCanceled with `all`, or PurchaseCanceled that released the authorisation → cancel it.
 * - ItemsRefunded not coming from a refund request → refund its amount (a refund request's
 *   completion refunds at the provider before it is recorded; src/around-batch/refunds).
 */
@Injectable()
export class AfterPaymentReaction implements Projection {
  readonly name = 'payments-after-purchase';
  readonly tables: readonly string[] = [];

  constructor(private readonly jobs: JobQueue) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const sql = sqlOfClient(ctx.client);
    for (const event of events) {
      if (!isBatchEvent(event)) continue;
      const job = jobFor(event);
      if (!job) continue;
      const payload: AfterPaymentJobPayload = {
        batchId: batchIdOfStream(event.streamId),
        eventId: event.eventId,
        correlationId: correlationOf(event),
        ...job.extra,
      };
      await this.jobs.schedule(job.kind, `${job.kind}:${event.eventId}`, eventTime(event), { ...payload }, { sql });
    }
  }
}

function jobFor(event: LoggedEvent): { kind: string; extra?: { amount: number } } | null {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'PurchaseCompleted':
      return { kind: CAPTURE_JOB };
    case 'PaymentCanceled':
      return data.all === true ? { kind: RELEASE_JOB } : null;
    case 'PurchaseCanceled':
      return typeof data.released === 'number' && data.released > 0 ? { kind: RELEASE_JOB } : null;
    case 'ItemsRefunded':
      return typeof data.requestId === 'string' ? null : { kind: REFUND_JOB, extra: { amount: Number(data.amount) } };
    default:
      return null;
  }
}
