import { randomUUID } from 'node:crypto';
import { readModelProjections } from '../../src/batch';
import { BuyerStatisticsProjection } from '../../src/operations/statistics/buyer-statistics.projection';
import { NotificationTemplates } from '../../src/people/notifications/notification-templates';
import { NotificationsProjection } from '../../src/people/notifications/notifications.projection';
import { GroupDispatcher } from '../../src/platform/projections/runner/group-dispatcher';
import type { ProjectionMember } from '../../src/platform/projections/runner/projection-member';
import { PostgresLogSource } from '../../src/platform/projections/runner/postgres-log-source';
import { eventually, givenBatch } from '../support/kit';
import { DispatcherWorld } from './group-dispatcher.fixture';

/**
 * The real read models of the `read-models` group apply a slice set-wise: a batch touched by every
 * event of a slice is folded in memory and its row written once, with the state after the last
 * event; and a member whose statement fails on one event of the slice is parked alone.
 */
describe('a slice applied set-wise by the read models', () => {
  const w = new DispatcherWorld();
  let dispatcher: GroupDispatcher;
  let members: Map<string, ProjectionMember>;

  beforeAll(async () => {
    await w.start();
    // Every row write of the batch models (insert or update), with the revision written.
    await w.db.query(`CREATE TABLE test_row_writes (tbl text, stream_id text, revision bigint)`);
    await w.db.query(`CREATE FUNCTION test_count_row_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_row_writes VALUES (TG_TABLE_NAME, NEW.stream_id, NEW.revision); RETURN NEW; END $$`);
    for (const table of ['rm_batch_detail', 'rm_batch_list'])
      await w.db.query(`CREATE TRIGGER test_row_writes AFTER INSERT OR UPDATE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION test_count_row_write()`);
  });

  afterAll(async () => {
    await dispatcher?.stop();
    await w.stop();
  });

  const start = (): void => {
    // One slice holds every test batch's whole history (the dispatcher's real slice size).
    dispatcher = new GroupDispatcher({
      databaseUrl: w.url,
      group: 'read-models',
      source: new PostgresLogSource(),
      pollIntervalMs: 50,
      lockRetryMs: 100,
      retryDelaysMs: [60_000],
    });
    const projections = [
      ...readModelProjections(),
      new NotificationsProjection(new NotificationTemplates()),
      new BuyerStatisticsProjection(null),
    ];
    members = new Map(projections.map((p) => [p.name, dispatcher.add(p)]));
    dispatcher.start();
  };
  const writes = async (table: string, streamId: string) =>
    (
      await w.db.query<{ revision: string }>(
        `SELECT revision::text FROM test_row_writes WHERE tbl = $1 AND stream_id = $2`,
        [table, streamId],
      )
    ).rows.map((r) => Number(r.revision));
  const row = async (table: string, batchId: string) =>
    (
      await w.db.query<{ revision: string; status: string }>(
        `SELECT revision::text, status FROM ${table} WHERE batch_id = $1`,
        [batchId],
      )
    ).rows[0];

  it('writes a batch touched by every event of the slice once per read model, with the values after its last event', async () => {
    const batches = [];
    for (let i = 0; i < 3; i += 1)
      batches.push(await givenBatch(w.store, 'all_payment_canceled', { requesterId: `req-set-${i}` }));
    const { rows: lengths } = await w.db.query<{ stream_id: string; n: number }>(
      `SELECT stream_id, count(*)::int AS n FROM es_events GROUP BY stream_id`,
    );
    // Each history is 8 events long, all in the first slice.
    expect(lengths.map((l) => l.n)).toEqual([8, 8, 8]);
    start();
    await w.allReach(['batch-detail', 'batch-list', 'notifications', 'buyer-statistics'], batches[2].position);
    for (const b of batches) {
      const streamId = `batch-${b.batchId}`;
      expect(await writes('rm_batch_detail', streamId)).toEqual([7]);
      expect(await writes('rm_batch_list', streamId)).toEqual([7]);
      for (const table of ['rm_batch_detail', 'rm_batch_list'])
        expect(await row(table, b.batchId)).toEqual({ revision: '7', status: 'all_payment_canceled' });
    }
  });

  it('parks only the member whose statement fails on one event of a slice; the others apply all of it, the parked one too once fixed', async () => {
    // A poison for the list alone: its table refuses one requester, the other tables do not.
    await w.db.query(`ALTER TABLE rm_batch_list ADD CONSTRAINT test_poison CHECK (requester_id <> 'req-poison')`);
    const parked = new Promise<unknown>((resolve) => members.get('batch-list')!.on('parked', resolve));
    const good = await givenBatch(w.store, 'accepted', { requesterId: `req-good-${randomUUID()}` });
    const poison = await givenBatch(w.store, 'accepted', { requesterId: 'req-poison' });
    const after = await givenBatch(w.store, 'accepted', { requesterId: `req-after-${randomUUID()}` });
    await parked;
    await w.allReach(['batch-detail', 'notifications', 'buyer-statistics'], after.position);
    for (const b of [good, poison, after])
      expect(await row('rm_batch_detail', b.batchId)).toMatchObject({ revision: '3' });
    // The list stays where it was before the poison's slice, and wrote nothing of it.
    expect(members.get('batch-list')!.snapshot().state).toBe('parked');
    expect(await w.reached('batch-list', poison.position)).toBe(false);
    expect(await row('rm_batch_list', poison.batchId)).toBeUndefined();

    await w.db.query(`ALTER TABLE rm_batch_list DROP CONSTRAINT test_poison`);
    members.get('batch-list')!.resume();
    await w.allReach(['batch-list'], after.position);
    await eventually(() => members.get('batch-list')!.snapshot().state === 'active');
    for (const b of [good, poison, after]) {
      expect(await row('rm_batch_list', b.batchId)).toEqual({ revision: '3', status: 'accepted' });
      // Each list row once: the failed attempts were rolled back, with their trigger rows.
      expect(await writes('rm_batch_list', `batch-${b.batchId}`)).toEqual([3]);
    }
  });
});
