import type { LoggedEvent } from '../../projections/runner/projection';
import type { RealtimeEnvelope } from '../realtime-channel';

/** What the backstop keeps of one appended event for its resend: small, and no personal data. */
export interface PushBrief {
  type: string;
  data: Record<string, unknown>;
}

/** The pushes a resend sends for a stream as it is now, at its current revision. */
export interface Resend {
  revision: number;
  envelopes: RealtimeEnvelope[];
}

/**
 * One writer's pushes, as the backstop (push-backstop.ts) sees them: which streams the writer pushes
 * on commit, how a delivered push names its stream and revision, and how to push a stream again from
 * its current state. Features register theirs in onModuleInit (the batch writer's, the shipment
 * writer's); the platform knows no feature.
 */
export interface PushSource {
  /** The streams whose appends the writer pushes (`batch-`, `shipment-`). */
  readonly streamPrefix: string;
  /** The stream and revision a push delivered on the fan-out speaks of, when it is this writer's. */
  pushed(event: string, data: Record<string, unknown>): { streamId: string; revision: number } | undefined;
  /** What of an appended event the resend needs (e.g. which items an arrival step names), if anything. */
  brief?(event: LoggedEvent): PushBrief | undefined;
  /** The pushes for the stream as it is now; `briefs` are the unheard appends' events, in order. */
  resend(streamId: string, briefs: readonly PushBrief[]): Promise<Resend | undefined>;
}

/**
 * The `pushed` of a writer whose push is `event`, naming its stream by the id in `data[idField]` and
 * its revision in `data.revision`; any other push is not this writer's.
 */
export function pushedAs(event: string, idField: string, streamIdOf: (id: string) => string): PushSource['pushed'] {
  return (name, data) => {
    const id = data[idField];
    if (name !== event || typeof id !== 'string' || typeof data.revision !== 'number') return undefined;
    return { streamId: streamIdOf(id), revision: data.revision };
  };
}
