import { randomUUID } from 'node:crypto';
import type { BatchCommand, BatchState, CommandMetadata } from '@machines/batch';
import { steps } from '@machines/testing/batch-scenario';
import { AutoAssigner } from '../../src/around-batch/assignment/auto-assigner';
import { TimerJobs } from '../../src/around-batch/timers/timer-jobs';
import { BatchWriter } from '../../src/batch';
import { MAX_WRITE_ATTEMPTS } from '../../src/batch/write/retry-rule';
import { ApiError } from '../../src/platform/web/api-error';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import {
  BatchHistory,
  decisionsOf,
  givenBatch,
  givenBuyers,
  overdueUnpaidJob,
  startTestApp,
  type TestApp,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

// The write path's conflict rule (DESIGN §5): a concurrent append between our read and our append
// makes the append fail on its expected revision; the batch writer decides again on the fresh
// stream, a bounded number of times, and then answers 409 BATCH_CONCURRENT_MODIFICATION with
// nothing stored. Every caller goes through it: HTTP commands, the assignment reaction, timer jobs.
describe('batch writer: retry on a version conflict, bounded, for every caller', () => {
  let app: TestApp;
  let store: PostgresEventStore;
  let writer: BatchWriter;
  let staff: string;
  const buyer = { id: 'buyer-1', role: 'buyer' as const, accountType: 'b' as const };

  beforeAll(async () => {
    // Jobs are run by the tests themselves; nobody is in the buyer pool until a test says so.
    app = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    store = new PostgresEventStore(app.databaseUrl, { poolSize: 2 });
    writer = app.app.get(BatchWriter);
    staff = app.tokenFor({ id: 'staff-1', accountType: 's' });
    await givenBuyers(app, staff, []);
  });
  afterAll(async () => {
    await store.close();
    await app.close();
  });

  const streamOf = (batchId: string) => store.readStream(`batch-${batchId}`);
  const remarks = async (batchId: string) =>
    (await streamOf(batchId))
      .filter((e) => e.type === 'BuyerRemarkAdded')
      .map((e) => (e.data as { remark: string }).remark);

  /** Another writer's event, appended straight to the store while our command is being decided. */
  const sneakIn = async (batchId: string, remark: string) => {
    const stream = await streamOf(batchId);
    await store.append(
      `batch-${batchId}`,
      [
        {
          eventId: randomUUID(),
          type: 'BuyerRemarkAdded',
          data: { remark },
          metadata: { at: new Date().toISOString(), actor: { id: 'staff-1', role: 'staff' } },
        },
      ],
      { expectedRevision: stream[stream.length - 1].streamRevision },
    );
  };

  const remarkCommand = (metadata: CommandMetadata, remark: string): BatchCommand => ({
    type: 'AddBuyerRemark',
    data: { remark },
    metadata,
  });

  it('a conflict on the first attempt is retried: one winner each, both events kept in order', async () => {
    const { batchId } = await givenBatch(store, 'assigned', { requesterId: 'req-1', buyerId: 'buyer-1' });
    const seen: string[] = [];
    const wrapped = wrapAppendWithConflicts(batchId, once('concurrent remark'));
    try {
      const result = await writer.execute(
        batchId,
        { actor: buyer, correlationId: randomUUID() },
        (metadata, state: BatchState) => {
          seen.push(state.context.buyerRemark ?? '(none)');
          return remarkCommand(metadata, 'our remark');
        },
      );
      expect(result.status).toBe('assigned');
    } finally {
      wrapped.restore();
    }
    // First decision saw no remark; the retry saw the concurrent one: it decided on fresh state.
    expect(seen).toEqual(['(none)', 'concurrent remark']);
    expect(await remarks(batchId)).toEqual(['concurrent remark', 'our remark']);
  });

  it('gives up after five conflicting attempts with 409 BATCH_CONCURRENT_MODIFICATION and stores nothing of its own', async () => {
    const { batchId } = await givenBatch(store, 'assigned', { requesterId: 'req-1', buyerId: 'buyer-1' });
    let n = 0;
    const wrapped = wrapAppendWithConflicts(batchId, () => `concurrent ${++n}`);
    let builds = 0;
    let caught: unknown;
    try {
      await writer.execute(batchId, { actor: buyer, correlationId: randomUUID() }, (metadata) => {
        builds += 1;
        return remarkCommand(metadata, 'never stored');
      });
    } catch (error) {
      caught = error;
    } finally {
      wrapped.restore();
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ status: 409, code: 'BATCH_CONCURRENT_MODIFICATION' });
    expect(builds).toBe(MAX_WRITE_ATTEMPTS);
    expect(MAX_WRITE_ATTEMPTS).toBe(5);
    expect(await remarks(batchId)).toEqual([
      'concurrent 1',
      'concurrent 2',
      'concurrent 3',
      'concurrent 4',
      'concurrent 5',
    ]);
  });

  it('a timer job goes through the writer: a concurrent append is retried and the overdue decline still lands', async () => {
    const batch = await BatchHistory.create(app.app, new Date());
    await batch.append(new Date(), steps.assign, steps.accept, steps.modify);
    const episodeEventId = (await streamOf(batch.batchId)).find((e) => e.type === 'ItemsModified')!.eventId;
    const job = overdueUnpaidJob(batch.batchId, episodeEventId);
    const wrapped = wrapAppendWithConflicts(batch.batchId, once('remark during the timer'));
    try {
      await app.app.get(TimerJobs).run('overdue-unpaid', job);
    } finally {
      wrapped.restore();
    }
    const stream = await streamOf(batch.batchId);
    const types = stream.map((e) => e.type);
    // Before the writer, a pinned expected revision made this a 409 and a later job retry.
    expect(types.slice(types.indexOf('BuyerRemarkAdded'))).toEqual([
      'BuyerRemarkAdded',
      'RequestOverdue',
      'RequestDeclined',
    ]);
    const declined = stream[stream.length - 1];
    expect(declined.metadata).toMatchObject({
      actor: { id: 'system:timers', role: 'system' },
      causationId: episodeEventId,
      commandType: 'MarkOverdue+DeclineRequest',
    });
  });

  it('the assignment reaction goes through the writer: a concurrent append is retried and the buyer is assigned once', async () => {
    const batch = await BatchHistory.create(app.app, new Date());
    // Nobody in the pool: the app's own reaction records "unassigned" for the submission and appends nothing.
    await decisionsOf(app, staff, batch.batchId, 1);
    await givenBuyers(app, staff, [{ id: 'writer-buyer', origin_countries: ['us'], rating: 5 }]);
    const triggerId = randomUUID();
    const wrapped = wrapAppendWithConflicts(batch.batchId, once('remark during the assignment'));
    let outcome;
    try {
      outcome = await app.app.get(AutoAssigner).assign({
        batchId: batch.batchId,
        trigger: 'submitted',
        triggerId,
        correlationId: randomUUID(),
        preface: '',
        precondition: (state) =>
          state.value === 'requested' && state.context.buyerId === null ? null : 'already has a buyer',
      });
    } finally {
      wrapped.restore();
    }
    expect(outcome).toEqual({ outcome: 'assigned', buyerId: 'writer-buyer' });
    const stream = await streamOf(batch.batchId);
    expect(stream.slice(-2).map((e) => e.type)).toEqual(['BuyerRemarkAdded', 'BuyerAssigned']);
    expect(stream[stream.length - 1].metadata).toMatchObject({
      actor: { id: 'system:buyer-assignment', role: 'system' },
      causationId: triggerId,
      commandType: 'AssignBuyer',
    });
    const decisions = await decisionsOf(app, staff, batch.batchId, 2);
    expect(decisions.decisions.filter((d) => d.trigger_id === triggerId)).toMatchObject([
      { outcome: 'assigned', chosen_buyer_id: 'writer-buyer' },
    ]);
  });

  /** The first append of the stream meets one concurrent remark; later ones go through. */
  function once(remark: string): () => string | null {
    let left = 1;
    return () => (left-- > 0 ? remark : null);
  }

  /**
   * Makes the writer's store see a concurrent writer: just before each of its appends to this
   * batch's stream, another connection commits an event (while `next` returns a remark), so the
   * writer's append meets a real WrongExpectedRevision from PostgreSQL.
   */
  function wrapAppendWithConflicts(batchId: string, next: () => string | null): { restore(): void } {
    const appStore = (writer as unknown as { store: PostgresEventStore }).store;
    const original = appStore.append.bind(appStore);
    appStore.append = async (
      streamId: string,
      events: Parameters<PostgresEventStore['append']>[1],
      options: Parameters<PostgresEventStore['append']>[2],
    ) => {
      const remark = streamId === `batch-${batchId}` ? next() : null;
      if (remark) await sneakIn(batchId, remark);
      return original(streamId, events, options);
    };
    return { restore: () => (appStore.append = original) };
  }
});
