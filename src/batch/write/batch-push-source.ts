import { Injectable } from '@nestjs/common';
import { BATCH_STREAM_PREFIX, batchIdOfStream, batchStreamId, type BatchEvent } from '@machines/batch';
import type { LoggedEvent } from '../../platform/projections/runner/projection';
import { pushedAs, type PushBrief, type PushSource, type Resend } from '../../platform/realtime/push-backstop';
import { BatchWriter } from './batch-writer';
import { batchArrivalEnvelopes, batchChangedEnvelope } from './batch-changed';

/** The fields of a batch event its pushes read: a replaced buyer (the rooms), an arrival step's items. */
const BRIEF_FIELDS = ['previousBuyerId', 'itemIds', 'itemId'] as const;

/**
 * The batch writer's pushes for the push backstop (src/platform/realtime/push-backstop): an append's
 * `batch:changed` and, for an arrival step, its `batch:arrival`, sent again from the batch's current
 * state when no instance delivered them.
 */
@Injectable()
export class BatchPushSource implements PushSource {
  readonly streamPrefix = BATCH_STREAM_PREFIX;

  constructor(private readonly writer: BatchWriter) {}

  /** `batch:arrival` goes out with its `batch:changed`, in the same publish round: the one heard stands for both. */
  readonly pushed = pushedAs('batch:changed', 'batch_id', batchStreamId);

  brief(event: LoggedEvent): PushBrief {
    const data = (event.data ?? {}) as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const field of BRIEF_FIELDS) if (data[field] !== undefined) kept[field] = data[field];
    return { type: event.type, data: kept };
  }

  async resend(streamId: string, briefs: readonly PushBrief[]): Promise<Resend | undefined> {
    const batchId = batchIdOfStream(streamId);
    const current = await this.writer.history(batchId);
    if (current.revision < 0) return undefined;
    const change = {
      batchId,
      state: current.state,
      revision: current.revision,
      position: current.position,
      events: briefs as unknown as BatchEvent[],
    };
    return { revision: current.revision, envelopes: [batchChangedEnvelope(change), ...batchArrivalEnvelopes(change)] };
  }
}
