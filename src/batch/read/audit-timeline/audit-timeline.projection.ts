import { batchIdOfStream } from '@machines/batch';
import type { BatchStateLike } from '@machines/batch';
import { eventTime } from '../batch-state/batch-state';
import { foldBatch } from '../batch-state/fold-batch';
import type { LoggedEvent, Projection, ProjectionContext } from '../../../platform/projections/runner/projection';
import { writeRows, type SqlValue } from '../../../platform/projections/runner/upsert';

export const AUDIT_TIMELINE_TABLE = 'rm_audit_timeline';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Every event of a batch with who, when, which command and the status before and after it. */
export class AuditTimelineProjection implements Projection {
  readonly name = 'audit-timeline';
  readonly tables = [AUDIT_TIMELINE_TABLE];

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const timeline: Record<string, SqlValue>[] = [];
    const onEvent = (event: LoggedEvent, before: BatchStateLike, after: BatchStateLike): void => {
      const actor = event.metadata.actor;
      timeline.push({
        event_id: event.eventId,
        batch_id: batchIdOfStream(event.streamId),
        stream_id: event.streamId,
        revision: event.streamRevision,
        transaction_id: event.position.tx,
        global_position: event.position.pos,
        event_type: event.type,
        actor_id: text(actor?.id),
        actor_role: text(actor?.role),
        command_id: text(event.metadata.commandId),
        correlation_id: text(event.metadata.correlationId),
        occurred_at: eventTime(event),
        recorded_at: event.createdAt,
        status_before: String(before.value),
        status_after: String(after.value),
        data: (event.data ?? {}) as Record<string, unknown>,
      });
    };
    await foldBatch(ctx, events, { onEvent });
    // A replayed event (a checkpoint moved back by hand) is already there: one row per event.
    await writeRows(ctx.client, ctx.table(AUDIT_TIMELINE_TABLE), timeline, undefined, { ignore: 'event_id' });
  }
}
