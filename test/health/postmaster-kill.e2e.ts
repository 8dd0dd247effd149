import { SessionTokens } from '../../src/platform/auth/session-token';
import { call, eventually, requestBody, signedIn, useOwnCluster } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const WRITERS = 8;

/**
 * PostgreSQL crashes (`kill -9` of its postmaster, on a cluster of this file's own) while 8 writers
 * send commands over HTTP, and comes back on the same data folder: the app recovers by itself
 * (pools reconnect, the dispatchers and the job worker resume), no answer is a 500, every write it
 * acknowledged is in the log once and in order, and every read model reaches its stream's revision.
 */
describe('kill -9 of the PostgreSQL postmaster under 8 writers', () => {
  jest.setTimeout(300_000);
  const cluster = useOwnCluster('postmaster-kill');

  it('recovers by itself: no acknowledged write lost, none twice, every read model at its stream revision', async () => {
    const { instance } = cluster;
    const app = { tokenFor: (s: { id: string; accountType: 'r' }) => instance.app.get(SessionTokens).issue(s).token };
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let writing = true;
    const writer = async () => {
      const requester = signedIn(app, 'r');
      while (writing) {
        const created = await call<{ id: string }>(instance, 'POST', '/api/batch/requests/create', {
          token: requester.token,
          body: requestBody(),
        }).catch(() => ({ status: 0, body: { id: '' } }));
        statuses.push(created.status);
        if (created.status === 200 || created.status === 201) acknowledged.push(created.body.id);
        // Refused while the database is away: try again shortly, as a client would.
        else await new Promise((r) => setTimeout(r, 200));
      }
    };
    const writers = Promise.all(Array.from({ length: WRITERS }, () => writer()));

    await eventually(() => acknowledged.length >= 3 * WRITERS, { timeoutMs: 120_000, what: 'writes before the kill' });
    await cluster.pg.killPostmaster();
    await eventually(() => statuses.some((s) => s !== 200 && s !== 201), {
      timeoutMs: 60_000,
      what: 'a write refused while PostgreSQL is down',
    });
    await cluster.restart();
    const before = acknowledged.length;
    await eventually(() => acknowledged.length >= before + 3 * WRITERS, {
      timeoutMs: 120_000,
      what: 'writes acknowledged again after the restart',
    });
    writing = false;
    await writers;

    // Each write either went through or was refused as "try again": never a 500.
    expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);
    const streams = acknowledged.map((id) => `batch-${id}`);
    const db = instance.dataSource;

    // 0 lost, 0 duplicated, 0 out of order: one stream per acknowledged create, one RequestCreated in
    // it, and its revisions 0…n without a gap or a repeat.
    const log: { stream_id: string; created: number; n: number; distinct: number; top: number; head: number }[] =
      await db.query(
        `SELECT e.stream_id, count(*) FILTER (WHERE e.event_type = 'RequestCreated')::int AS created,
                count(*)::int AS n, count(DISTINCT e.stream_revision)::int AS distinct,
                max(e.stream_revision)::int AS top, max(s.revision)::int AS head
           FROM es_events e JOIN es_streams s USING (stream_id) WHERE e.stream_id = ANY($1) GROUP BY e.stream_id`,
        [streams],
      );
    expect(log).toHaveLength(new Set(acknowledged).size);
    expect(log).toHaveLength(acknowledged.length);
    expect(log.filter((r) => r.created !== 1 || r.n !== r.distinct || r.n !== r.top + 1 || r.top !== r.head)).toEqual(
      [],
    );

    // Every read model keyed by stream reaches the stream's revision (the dispatchers resumed).
    const tables: { table_name: string }[] = await db.query(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name LIKE 'rm\\_%' AND column_name IN ('stream_id', 'revision')
        GROUP BY table_name HAVING count(*) = 2 ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['rm_batch_detail', 'rm_batch_list']));
    const behind = async () => {
      const found: { table: string; stream_id: string; revision: number | null; head: number }[] = [];
      for (const { table_name: table } of tables) {
        // The batch views have a row per stream; the others a row once the stream concerned them.
        const join = ['rm_batch_detail', 'rm_batch_list'].includes(table) ? 'LEFT JOIN' : 'JOIN';
        const rows: { stream_id: string; revision: number | null; head: number }[] = await db.query(
          `SELECT s.stream_id, r.revision::int AS revision, s.revision::int AS head FROM es_streams s
             ${join} ${table} r ON r.stream_id = s.stream_id
            WHERE s.stream_id = ANY($1) AND r.revision IS DISTINCT FROM s.revision`,
          [streams],
        );
        found.push(...rows.map((r) => ({ table, ...r })));
      }
      return found;
    };
    await eventually(async () => (await behind()).length === 0, {
      timeoutMs: 120_000,
      what: 'every read model at its stream revision',
    }).catch(() => undefined);
    expect(await behind()).toEqual([]);

    // The job worker resumed: the assignment reaction's job of every acknowledged submission ran.
    const notRun = async () =>
      (
        await db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM es_events e
             LEFT JOIN jobs j ON j.dedupe_key = 'assignment:' || e.event_id
            WHERE e.stream_id = ANY($1) AND e.event_type = 'RequestSubmitted' AND j.outcome IS DISTINCT FROM 'done'`,
          [streams],
        )
      )[0].n;
    await eventually(async () => (await notRun()) === 0, { timeoutMs: 120_000, what: 'the reactions’ jobs' }).catch(
      () => undefined,
    );
    expect(await notRun()).toBe(0);
  });
});
