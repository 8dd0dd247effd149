import { randomUUID } from 'node:crypto';
import {
  BATCH_MACHINE_VERSION,
  batchView,
  replay,
  STATUS_NAMES,
  type BatchCommand,
  type BatchEvent,
  type BatchState,
  type CommandMetadata,
} from '@machines/batch';
import { createData, REQUESTER, STAFF } from '@machines/testing/batch-fixtures';
import { eventsTo } from '@machines/testing/batch-scenario';
import { BatchSnapshots } from '../../src/batch/write/batch-snapshots';
import { BatchStates } from '../../src/batch/write/batch-states';
import { BatchWriter, type CommandContext } from '../../src/batch';
import type { EventStore } from '../../src/platform/event-store/event-store.port';
import { ApiError } from '../../src/platform/web/api-error';
import {
  eventStoreOf,
  eventually,
  startInstance,
  startTestApp,
  storedState,
  type Instance,
  type TestApp,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const SNAPSHOT_EVERY = 5;
/** The machines fixtures' actors are the decider's; the writer takes the platform's (same fields). */
const ctx = (actor: { id: string; role: string; accountType?: string }): CommandContext =>
  ({ actor, correlationId: randomUUID() }) as CommandContext;
const remark = (metadata: CommandMetadata, text: string): BatchCommand => ({
  type: 'AddBuyerRemark',
  data: { remark: text },
  metadata,
});
/** What a state is, for comparing a load with a replay (value, context, and what the view shows). */
const shapeOf = (state: BatchState) => ({ value: state.value, context: state.context, view: batchView(state) });

// The writer keeps state: commands decide on a cached fold, long streams load
// from a snapshot, the exact-revision append is the only check. All against real PostgreSQL.
describe('batch writer: cached state and snapshots', () => {
  let app: TestApp;
  let other: Instance;
  let writer: BatchWriter;
  let states: BatchStates;
  let store: EventStore;

  beforeAll(async () => {
    // Jobs are run by nobody here: nothing but the tests writes to these batches.
    app = await startTestApp({ JOBS_WORKER_ENABLED: 'false', BATCH_SNAPSHOT_EVERY: String(SNAPSHOT_EVERY) });
    other = await startInstance(app.databaseUrl, {
      JOBS_WORKER_ENABLED: 'false',
      BATCH_SNAPSHOT_EVERY: String(SNAPSHOT_EVERY),
    });
    writer = app.app.get(BatchWriter);
    states = app.app.get(BatchStates);
    store = eventStoreOf(app);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  /** A draft (status `new`): no reaction of the app acts on it, so only the test reads and writes its stream. */
  async function newBatch(on: BatchWriter = writer): Promise<string> {
    const batchId = randomUUID();
    const batchNumber = `BNW${batchId.slice(0, 8).toUpperCase()}`;
    await on.command(batchId, ctx(REQUESTER), 'CreateRequest', createData({ batchNumber, submit: false }), {
      newStream: true,
    });
    return batchId;
  }
  /**
   * The writer's readStream calls for one batch, counted through a spy on the real instance (it still
   * reads). Reaction jobs of the same app (timers) read the stream up to their own event, always with
   * `maxCount`; the writer never bounds its read, so those are left out.
   */
  const countReads = (target: EventStore, batchId: string) => {
    const spy = jest.spyOn(target, 'readStream');
    return () =>
      spy.mock.calls.filter(
        ([streamId, options]) => streamId === `batch-${batchId}` && options?.maxCount === undefined,
      );
  };

  it('decides on the cached state: a command after a command reads nothing from the stream', async () => {
    const batchId = await newBatch();
    const reads = countReads(store, batchId);
    for (const text of ['one', 'two', 'three'])
      await writer.command(batchId, ctx(STAFF), 'AddBuyerRemark', { remark: text });
    const current = await writer.current(batchId);
    expect(reads()).toEqual([]);
    expect(current.revision).toBe(3);
    expect(shapeOf(current.state)).toEqual(shapeOf(await storedState(app, batchId)));

    // The control: without the entry the same command reads the stream once.
    const before = reads().length; // storedState just read it
    states.cache.evict(`batch-${batchId}`);
    await writer.command(batchId, ctx(STAFF), 'AddBuyerRemark', { remark: 'four' });
    expect(reads()).toHaveLength(before + 1);
  });

  it('keeps no entry for a batch that does not exist (a 404 or a probe pushes no real batch out)', async () => {
    const missing = randomUUID();
    expect((await writer.current(missing)).revision).toBe(-1);
    expect(states.cache.get(`batch-${missing}`)).toBeUndefined();
    const caught = await writer
      .command(missing, ctx(STAFF), 'AddBuyerRemark', { remark: 'nobody' })
      .catch((e: unknown) => e);
    expect(caught).toMatchObject({ status: 404, code: 'BATCH_NOT_FOUND' });
    expect(states.cache.get(`batch-${missing}`)).toBeUndefined();
  });

  it('a write through another instance makes the cached entry conflict: evicted, re-read, decided again on the fresh state', async () => {
    const batchId = await newBatch();
    await writer.command(batchId, ctx(STAFF), 'AddBuyerRemark', { remark: 'from A' });
    const otherWriter = other.app.get(BatchWriter);
    await otherWriter.command(batchId, ctx(STAFF), 'AddBuyerRemark', { remark: 'from B' });

    const reads = countReads(store, batchId);
    const seen: (string | null)[] = [];
    const result = await writer.execute(batchId, ctx(STAFF), (metadata, state) => {
      seen.push(state.context.buyerRemark);
      return remark(metadata, 'from A again');
    });
    // First decided on A's cached state (B's remark unknown), refused by the append, then on the stream.
    expect(seen).toEqual(['from A', 'from B']);
    expect(reads()).toHaveLength(1);
    expect(result.revision).toBe(3);
    const stream = await store.readStream(`batch-${batchId}`);
    expect(
      stream.filter((e) => e.type === 'BuyerRemarkAdded').map((e) => (e.data as { remark: string }).remark),
    ).toEqual(['from A', 'from B', 'from A again']);
    expect(shapeOf((await writer.current(batchId)).state)).toEqual(shapeOf(await storedState(app, batchId)));
  });

  it('a stale entry gives the right refusal: B canceled the request, A decides again and refuses', async () => {
    const batchId = await newBatch();
    await writer.current(batchId);
    await other.app.get(BatchWriter).command(batchId, ctx(REQUESTER), 'CancelRequest', {});
    const seen: string[] = [];
    const caught = await writer
      .execute(batchId, ctx(STAFF), (metadata, state) => {
        seen.push(String(state.value));
        return remark(metadata, 'on a canceled request');
      })
      .catch((e: unknown) => e);
    // Allowed on the cached draft, refused by the append, then refused by the machine on the fresh state.
    expect(seen).toEqual(['new', 'canceled']);
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ status: 409, code: 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS' });
    expect((await store.readStream(`batch-${batchId}`)).map((e) => e.type)).toEqual([
      'RequestCreated',
      'RequestCanceled',
    ]);
  });

  it('a command refused on a stale entry is decided again on the stream before the refusal is answered', async () => {
    const batchId = await newBatch();
    await writer.command(batchId, ctx(REQUESTER), 'SubmitRequest', {});
    await writer.command(batchId, ctx(STAFF), 'AssignBuyer', { buyerId: 'buyer-x' });
    // B reassigns: A's entry still says buyer-x, where assigning buyer-x again is "Already assigned".
    await other.app
      .get(BatchWriter)
      .command(batchId, ctx(STAFF), 'AssignBuyer', { buyerId: 'buyer-y', explanation: 'through B' });
    const result = await writer.command(batchId, ctx(STAFF), 'AssignBuyer', {
      buyerId: 'buyer-x',
      explanation: 'back to X through A',
    });
    // Without the second decision this answered 400 "Already assigned" from the stale entry.
    expect(result.events.map((e) => e.type)).toEqual(['BuyerAssigned']);
    const assigned = (await store.readStream(`batch-${batchId}`))
      .filter((e) => e.type === 'BuyerAssigned')
      .map((e) => (e.data as { buyerId: string }).buyerId);
    expect(assigned.slice(-3)).toEqual(['buyer-x', 'buyer-y', 'buyer-x']);
  });

  it('a caller that checked a newer revision than the cache holds is not refused: the cache is behind, not the stream', async () => {
    const batchId = await newBatch();
    await writer.current(batchId);
    const moved = await other.app.get(BatchWriter).command(batchId, ctx(STAFF), 'AddBuyerRemark', { remark: 'B' });
    const result = await writer.execute(batchId, ctx(STAFF), (metadata) => remark(metadata, 'A'), {
      expectedRevision: moved.revision,
    });
    expect(result.revision).toBe(moved.revision + 1);
    // And a revision the stream has left behind is still the caller's 409.
    const caught = await writer
      .execute(batchId, ctx(STAFF), (metadata) => remark(metadata, 'late'), { expectedRevision: moved.revision })
      .catch((e: unknown) => e);
    expect(caught).toMatchObject({ status: 409, code: 'BATCH_CONCURRENT_MODIFICATION' });
  });

  it('a build that reads the history gets it (built again once), or at once with { history: true }', async () => {
    const batchId = await newBatch();
    let builds = 0;
    await writer.execute(batchId, ctx(STAFF), (metadata, _state, batch) => {
      builds += 1;
      expect(batch.recorded.map((e) => e.type)).toEqual(['RequestCreated']);
      return remark(metadata, 'seen the history');
    });
    expect(builds).toBe(2);
    builds = 0;
    await writer.execute(
      batchId,
      ctx(STAFF),
      (metadata, _state, batch) => {
        builds += 1;
        expect(batch.events).toHaveLength(2);
        return remark(metadata, 'asked for it');
      },
      { history: true },
    );
    expect(builds).toBe(1);
  });

  it(`stores a snapshot every ${SNAPSHOT_EVERY} events and loads from it: the events after it only`, async () => {
    const batchId = await newBatch();
    for (let n = 0; n < 10; n++) await writer.command(batchId, ctx(STAFF), 'AddBuyerRemark', { remark: `r${n}` });
    // 11 events (revisions 0-10): snapshots at 5 and 10 events; the latest one is kept.
    const snapshots = app.app.get(BatchSnapshots);
    const snapshot = await eventually(async () => {
      const latest = await snapshots.latest(`batch-${batchId}`);
      return latest && latest.revision === 9 ? latest : undefined;
    });
    expect(shapeOf(snapshot.state)).toEqual(shapeOf(replay(await eventsOf(batchId, 9))));

    states.cache.evict(`batch-${batchId}`);
    const spy = jest.spyOn(store, 'readStream');
    const loaded = await writer.current(batchId);
    // The writer reads this batch from a revision. What runs meanwhile reads other batches (the earlier
    // tests' reactions and timers) or reads with maxCount (reactions' jobs): neither is the writer's.
    const writerReads = spy.mock.calls.filter(
      ([stream, options]) => stream === `batch-${batchId}` && !(options && 'maxCount' in options),
    );
    expect(writerReads).toEqual([[`batch-${batchId}`, { fromRevision: 10 }]]);
    expect(loaded.revision).toBe(10);
    expect(shapeOf(loaded.state)).toEqual(shapeOf(await storedState(app, batchId)));
  });

  it('a load from a snapshot at any revision equals the full replay, for the decider history of every status', async () => {
    const snapshots = app.app.get(BatchSnapshots);
    let checked = 0;
    for (const status of STATUS_NAMES) {
      const events = eventsTo(status);
      // Not a batch stream: no projection or reaction of the app touches it.
      const streamId = `snaptest-${randomUUID()}`;
      await store.append(
        streamId,
        events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data })),
        { expectedRevision: 'no_stream' },
      );
      const recorded = await store.readStream(streamId);
      const full = shapeOf(replay(events));
      for (let cut = 0; cut < events.length; cut++) {
        await snapshots.save(streamId, {
          state: replay(events.slice(0, cut + 1)),
          revision: cut,
          position: recorded[cut].position,
        });
        states.cache.evict(streamId);
        const loaded = await states.current(streamId);
        expect({ status, cut, shape: shapeOf(loaded.state) }).toEqual({ status, cut, shape: full });
        expect(loaded.revision).toBe(events.length - 1);
        expect(loaded.position).toBe(recorded[recorded.length - 1].position);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(STATUS_NAMES.length * 3);
  });

  it('ignores a snapshot of another machine version, uses one of its own, and rebuilds once they are all deleted', async () => {
    const batchId = await newBatch();
    const streamId = `batch-${batchId}`;
    const truth = shapeOf(await storedState(app, batchId));
    const snapshots = app.app.get(BatchSnapshots);
    // A wrong state on purpose, so the test sees which snapshot (if any) the load used.
    const wrong = { state: replay(eventsTo('completed')), revision: 0, position: 'p' };

    await snapshots.save(streamId, wrong, BATCH_MACHINE_VERSION + 1);
    states.cache.evict(streamId);
    expect(shapeOf((await writer.current(batchId)).state)).toEqual(truth);

    // The control: the same row under the current version is used (so the test above could fail).
    await snapshots.save(streamId, wrong);
    states.cache.evict(streamId);
    expect((await writer.current(batchId)).state.value).toBe('completed');

    await app.dataSource.query(`DELETE FROM batch_snapshots`);
    states.cache.evict(streamId);
    expect(shapeOf((await writer.current(batchId)).state)).toEqual(truth);
    await writer.command(batchId, ctx(STAFF), 'AddBuyerRemark', { remark: 'after the delete' });
    expect(shapeOf((await writer.current(batchId)).state)).toEqual(shapeOf(await storedState(app, batchId)));
  });

  async function eventsOf(batchId: string, upToRevision: number): Promise<BatchEvent[]> {
    return (await store.readStream(`batch-${batchId}`))
      .filter((e) => e.streamRevision <= upToRevision)
      .map((e) => ({ type: e.type, data: e.data }) as BatchEvent);
  }
});
