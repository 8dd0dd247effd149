import { batchStreamId, replayFacts, type BatchStateLike } from '@machines/batch';
import { scenarioAt } from '../../../../machines/testing/batch-scenario';
import type { LoggedEvent, ProjectionContext } from '../../../platform/projections/runner/projection';
import { toDomainEvent } from '../../core/state/batch-state';
import { foldBatch } from './fold-batch';

/** Two whole streams from revision 0 (no state to look up), interleaved as a slice of the log holds them. */
function slice(): LoggedEvent[] {
  const streams = (['paid', 'declined'] as const).map((status, s) =>
    scenarioAt(status).events.map((e, revision): LoggedEvent => ({
      position: { tx: '1', pos: String(s * 100 + revision) },
      streamId: batchStreamId(`00000000-0000-4000-8000-00000000000${s}`),
      streamRevision: revision,
      eventId: `e-${s}-${revision}`,
      type: e.type,
      schemaVersion: 1,
      data: e.data,
      metadata: { at: new Date(Date.UTC(2026, 0, 1, 0, s, revision)).toISOString() },
      createdAt: new Date(),
    })),
  );
  const out: LoggedEvent[] = [];
  for (let i = 0; i < Math.max(...streams.map((s) => s.length)); i += 1)
    for (const s of streams) if (s[i]) out.push(s[i]);
  return out;
}

describe('foldBatch', () => {
  // No query and no history: every stream starts at revision 0 in the slice.
  const ctx = (): ProjectionContext => ({
    client: { query: () => Promise.reject(new Error('no query expected')) } as never,
    table: (t) => t,
    memo: {},
  });

  it('gives every member of a group the same streams and every step of the same slice', async () => {
    const events = slice();
    const context = ctx();
    const seen: { event: LoggedEvent; before: BatchStateLike; after: BatchStateLike }[][] = [[], []];
    const first = await foldBatch(context, events, {
      onEvent: (event, before, after) => seen[0].push({ event, before, after }),
    });
    // The second member gets the very same array (same checkpoint): its fold is the first one's.
    const second = await foldBatch(context, events, {
      onEvent: (event, before, after) => seen[1].push({ event, before, after }),
    });
    expect(second).toEqual(first);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0].map((s) => s.event)).toEqual(events);
    for (const stream of first) {
      const own = events.filter((e) => e.streamId === stream.streamId);
      expect(stream.state.value).toEqual(replayFacts(own.map(toDomainEvent)).value);
      expect(stream.revision).toBe(own[own.length - 1].streamRevision);
      expect(stream.updatedAt.toISOString()).toBe(own[own.length - 1].metadata.at);
      expect(stream.createdAt.toISOString()).toBe(own[0].metadata.at);
    }
    // A member behind or ahead gets another array (the part after its checkpoint): folded on its own.
    const later = events.slice(4);
    const seenLater: LoggedEvent[] = [];
    await foldBatch(context, later, { onEvent: (event) => seenLater.push(event) });
    expect(seenLater).toEqual(later);
  });

  it("folds a slice once when the members ask together: the second waits for the first one's start states", async () => {
    const all = slice();
    // The slice starts at revision 2 of each stream: the states before it are stored (one query).
    const events = all.filter((e) => e.streamRevision >= 2);
    const stored = [...new Set(events.map((e) => e.streamId))].map((streamId) => {
      const own = all.filter((e) => e.streamId === streamId && e.streamRevision < 2);
      return { stream_id: streamId, revision: '1', state: replayFacts(own.map(toDomainEvent)), created_at: new Date() };
    });
    let queries = 0;
    const context: ProjectionContext = {
      client: {
        query: async () => {
          queries += 1;
          await new Promise((resolve) => setImmediate(resolve));
          return { rows: stored };
        },
      } as never,
      table: (t) => t,
      memo: {},
    };
    const seen: LoggedEvent[][] = [[], []];
    // As the dispatcher runs its members: both started before either has its start states.
    const [first, second] = await Promise.all(
      seen.map((list) => foldBatch(context, events, { onEvent: (event) => list.push(event) })),
    );
    expect(queries).toBe(1);
    expect(second).toBe(first);
    expect(seen[0]).toEqual(events);
    expect(seen[1]).toEqual(events);
    for (const stream of first) {
      const own = all.filter((e) => e.streamId === stream.streamId);
      expect(stream.state.value).toEqual(replayFacts(own.map(toDomainEvent)).value);
    }
  });
});
