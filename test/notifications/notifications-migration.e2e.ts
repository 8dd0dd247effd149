import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ReadSideFromLog1763901300000 } from '../../migrations/1763901300000-read-side-from-log';
import { createDataSource } from '../../src/platform/database/data-source';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { NotificationTemplates } from '../../src/people/notifications/notification-templates';
import { NotificationsQuery } from '../../src/people/notifications/notifications.query';
import { createTestDatabase } from '../support/test-database';

/**
 * Migration 1763901300000: notifications stored with their text in five languages (before it) keep
 * answering the same text once only their template and parameters are stored; the audit timeline's
 * copy of the log goes with its checkpoint.
 */
describe('migration 1763901300000: notifications stored before it', () => {
  let url: string;
  let ds: DataSource;
  let store: PostgresEventStore;
  const migration = new ReadSideFromLog1763901300000();
  const templates = new NotificationTemplates();

  beforeAll(async () => {
    url = await createTestDatabase();
    ds = createDataSource(url, { poolSize: 2 });
    await ds.initialize();
    store = new PostgresEventStore(url, { poolSize: 2 });
  });

  afterAll(async () => {
    await store.close();
    await ds.destroy();
  });

  const run = async (step: 'up' | 'down') => {
    const runner = ds.createQueryRunner();
    try {
      await migration[step](runner);
    } finally {
      await runner.release();
    }
  };

  it('renders the same text from the template for every row, and keeps a stored text it cannot derive', async () => {
    await run('down');
    const recipient = `rec-${randomUUID()}`;
    const mergedBatch = randomUUID();
    const mergedEvent = randomUUID();
    await store.append(
      `batch-${mergedBatch}`,
      [{ eventId: mergedEvent, type: 'RequestMerged', data: { targetBatchNumber: 'BN-TARGET' } }],
      { expectedRevision: 'any' },
    );
    const old = (tag: string, batchNumber: string, params: Record<string, string> = {}) =>
      JSON.stringify(templates.content(tag, { ...params, batchNumber }));
    const orphanText = JSON.stringify({
      'en-us': 'kept en-us',
      'en-hk': 'kept en-hk',
      'zh-hk': 'kept zh-hk',
      'zh-tw': 'kept zh-tw',
      'zh-mo': 'kept zh-mo',
    });
    const rows: [string, string, string, string, string][] = [
      [randomUUID(), 'request_accepted', randomUUID(), 'BN-ONE', old('request_accepted', 'BN-ONE')],
      [
        mergedEvent,
        'request_merged',
        mergedBatch,
        'BN-ABSORBED',
        old('request_merged', 'BN-ABSORBED', { targetBatchNumber: 'BN-TARGET' }),
      ],
      // Its event is not in es_events (a log elsewhere): the stored text is all there is.
      [randomUUID(), 'request_merged', randomUUID(), 'BN-ORPHAN', orphanText],
    ];
    for (const [i, [eventId, tag, batchId, batchNumber, content]] of rows.entries())
      await ds.query(
        `INSERT INTO rm_notifications (event_id, recipient_id, tag, batch_id, batch_number, batch_type, content, created_at)
         VALUES ($1, $2, $3, $4, $5, 'requests', $6::jsonb, $7)`,
        [eventId, recipient, tag, batchId, batchNumber, content, new Date(Date.UTC(2026, 0, 1 + i))],
      );
    await ds.query(
      `INSERT INTO es_checkpoints (subscription_id) VALUES ('projection:audit-timeline') ON CONFLICT DO NOTHING`,
    );

    await run('up');

    const stored: { tag: string; params: unknown; content: unknown }[] = await ds.query(
      `SELECT tag, params, content FROM rm_notifications WHERE recipient_id = $1 ORDER BY created_at`,
      [recipient],
    );
    expect(stored).toEqual([
      { tag: 'request_accepted', params: null, content: null },
      { tag: 'request_merged', params: { targetBatchNumber: 'BN-TARGET' }, content: null },
      { tag: 'request_merged', params: null, content: JSON.parse(orphanText) as unknown },
    ]);
    // The answer carries, newest first, exactly the text each row had stored.
    const after = await new NotificationsQuery(ds, templates).list(recipient, 1, 10);
    expect(after.results.map((r) => [r.metadata.batch_number, r.content])).toEqual(
      [...rows].reverse().map(([, , , batchNumber, content]) => [batchNumber, JSON.parse(content) as unknown]),
    );
    expect(after.results[1].content['en-us']).toContain('BN-TARGET');
    expect(await ds.query(`SELECT to_regclass('rm_audit_timeline') AS t`)).toEqual([{ t: null }]);
    expect(await ds.query(`SELECT 1 FROM es_checkpoints WHERE subscription_id = 'projection:audit-timeline'`)).toEqual(
      [],
    );
  });
});
