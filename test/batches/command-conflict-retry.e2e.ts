import { randomUUID } from 'node:crypto';
import type { BatchCommand, CommandMetadata } from '@machines/batch';
import { BatchCommandExecutor } from '../../src/batch/write/batch-command.executor';
import { ApiError } from '../../src/platform/web/api-error';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { givenBatch, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

// The command path's conflict rule (DESIGN §5): a concurrent append between our read and our append
// makes the append fail on its expected revision; the handler decides again on the fresh stream, a
// bounded number of times, and then answers 409 BATCH_CONCURRENT_MODIFICATION with nothing stored.
describe('command handler: retry on a version conflict, bounded', () => {
  let app: TestApp;
  let store: PostgresEventStore;
  let executor: BatchCommandExecutor;
  const buyer = { id: 'buyer-1', role: 'buyer' as const, accountType: 'b' as const };

  beforeAll(async () => {
    app = await startTestApp();
    store = new PostgresEventStore(app.databaseUrl, { poolSize: 2 });
    executor = app.app.get(BatchCommandExecutor);
  });
  afterAll(async () => {
    await store.close();
    await app.close();
  });

  const remarks = async (batchId: string) =>
    (await store.readStream(`batch-${batchId}`)).filter((e) => e.type === 'BuyerRemarkAdded').map((e) => (e.data as { remark: string }).remark);

  /** Another writer's event, appended straight to the store while our command is being decided. */
  const sneakIn = async (batchId: string, remark: string) => {
    const stream = await store.readStream(`batch-${batchId}`);
    await store.append(
      `batch-${batchId}`,
      [{ eventId: randomUUID(), type: 'BuyerRemarkAdded', data: { remark }, metadata: { at: new Date().toISOString(), actor: { id: 'staff-1', role: 'staff' } } }],
      { expectedRevision: stream[stream.length - 1].streamRevision },
    );
  };

  const remarkCommand = (metadata: CommandMetadata, remark: string): BatchCommand => ({ type: 'AddBuyerRemark', data: { remark }, metadata });

  it('a conflict on the first attempt is retried: one winner each, both events kept in order', async () => {
    const { batchId } = await givenBatch(store, 'assigned', { requesterId: 'req-1', buyerId: 'buyer-1' });
    const seen: string[] = [];
    let conflictsToCause = 1;
    const wrapped = wrapAppendWithConflicts(batchId, () => (conflictsToCause-- > 0 ? 'concurrent remark' : null));
    try {
      const result = await executor.execute(batchId, { actor: buyer, correlationId: randomUUID() }, (metadata, state) => {
        seen.push(state.context.buyerRemark ?? '(none)');
        return remarkCommand(metadata, 'our remark');
      });
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
      await executor.execute(batchId, { actor: buyer, correlationId: randomUUID() }, (metadata) => {
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
    expect(builds).toBe(5);
    expect(await remarks(batchId)).toEqual(['concurrent 1', 'concurrent 2', 'concurrent 3', 'concurrent 4', 'concurrent 5']);
  });

  /**
   * Makes the app's own store see a concurrent writer: just before each of its appends to this
   * batch's stream, another connection commits an event (while `next` returns a remark), so the
   * app's append meets a real WrongExpectedRevision from PostgreSQL.
   */
  function wrapAppendWithConflicts(batchId: string, next: () => string | null): { restore(): void } {
    const appStore = (executor as unknown as { store: PostgresEventStore }).store;
    const original = appStore.append.bind(appStore);
    appStore.append = (async (streamId: string, events: Parameters<PostgresEventStore['append']>[1], options: Parameters<PostgresEventStore['append']>[2]) => {
      const remark = streamId === `batch-${batchId}` ? next() : null;
      if (remark) await sneakIn(batchId, remark);
      return original(streamId, events, options);
    }) as PostgresEventStore['append'];
    return { restore: () => (appStore.append = original) };
  }
});
