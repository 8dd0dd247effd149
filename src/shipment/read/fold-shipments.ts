import {
  evolveShipment,
  initialShipment,
  isShipmentEvent,
  replayShipment,
  type ShipmentEvent,
  type ShipmentState,
} from '@machines/shipment';
import type { LoggedEvent, Projection, ProjectionContext } from '../../platform/projections/runner/projection';

/** A shipment stream after the events of one slice. */
export interface FoldedShipment {
  streamId: string;
  revision: number;
  updatedAt: Date;
  state: ShipmentState;
}

interface Known {
  revision: number;
  state: ShipmentState;
}

/** Shipments whose last folded state a dispatcher keeps (a shipment is a few KB). */
const KEPT = 2_000;
const memos = new WeakMap<object, Map<string, Known>>();

const asEvent = (e: LoggedEvent): ShipmentEvent => ({ type: e.type, data: e.data }) as ShipmentEvent;

function eventTime(e: LoggedEvent): Date {
  const at = typeof e.metadata.at === 'string' ? new Date(e.metadata.at) : null;
  return at && !Number.isNaN(at.getTime()) ? at : e.createdAt;
}

/**
 * The shipment streams of a slice, each folded to its last event there. The state before a
 * stream's first event in the slice is the dispatcher's memory when it stands right there, else
 * the stream's own events read from the log (`history`); a shipment has a few dozen events, so
 * the read models keep no state table of their own. Batch events are not ours: ignored.
 */
export async function foldShipments(ctx: ProjectionContext, events: readonly LoggedEvent[]): Promise<FoldedShipment[]> {
  const relevant = events.filter(isShipmentEvent);
  if (relevant.length === 0) return [];
  const owner: object = ctx.memo ?? ctx;
  let memo = memos.get(owner);
  if (!memo) memos.set(owner, (memo = new Map<string, Known>()));
  const starts = new Map<string, ShipmentState>();
  const missing = new Map<string, number>();
  for (const event of relevant) {
    if (starts.has(event.streamId) || missing.has(event.streamId)) continue;
    const before = event.streamRevision - 1;
    const known = memo.get(event.streamId);
    if (before < 0) starts.set(event.streamId, initialShipment);
    else if (known?.revision === before) starts.set(event.streamId, known.state);
    else missing.set(event.streamId, before);
  }
  if (missing.size > 0) {
    if (!ctx.history)
      throw new Error('foldShipments: a stream needs its history, and this context cannot read the log');
    const history = (await ctx.history(missing)).filter(isShipmentEvent);
    for (const [streamId, upTo] of missing) {
      const own = history.filter((e) => e.streamId === streamId && e.streamRevision <= upTo);
      starts.set(streamId, replayShipment(own.map(asEvent)));
    }
  }
  const folded = new Map<string, FoldedShipment>();
  for (const event of relevant) {
    const before = folded.get(event.streamId)?.state ?? starts.get(event.streamId) ?? initialShipment;
    folded.set(event.streamId, {
      streamId: event.streamId,
      revision: event.streamRevision,
      updatedAt: eventTime(event),
      state: evolveShipment(before, asEvent(event)),
    });
  }
  for (const s of folded.values()) {
    memo.delete(s.streamId);
    memo.set(s.streamId, { revision: s.revision, state: s.state });
    if (memo.size > KEPT) memo.delete(memo.keys().next().value as string);
  }
  return [...folded.values()];
}

/**
 * A read model of shipments: it takes the shipment events of a slice and writes from each shipment
 * they touched, folded to its last event there (a slice that touched none writes nothing).
 */
export abstract class ShipmentProjection implements Projection {
  abstract readonly name: string;
  abstract readonly tables: readonly string[];

  selects(event: LoggedEvent): boolean {
    return isShipmentEvent(event);
  }

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const folded = await foldShipments(ctx, events);
    if (folded.length > 0) await this.write(folded, ctx);
  }

  protected abstract write(shipments: readonly FoldedShipment[], ctx: ProjectionContext): Promise<void>;
}
