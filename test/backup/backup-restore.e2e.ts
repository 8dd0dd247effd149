// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../../src/platform/database/embedded-postgres';
import { writeBackup } from '../../src/platform/database/backup/write-backup';
import { restoreBackup, RestoreError } from '../../src/platform/database/backup/restore-backup';
import { rebuildProjection } from '../../src/platform/projections/rebuild/projection-rebuilder';
import { rebuildableReadModels } from '../../src/read-models';
import { PersonalDataCipher } from '../../src/platform/personal-data/personal-data-cipher';
import { openingLogSource } from '../../src/platform/projections/runner/create-log-source';
import { PostgresLogSource } from '../../src/platform/projections/runner/postgres-log-source';
import {
  call,
  createRequest,
  DRIVE_PARTIES,
  driveTo,
  eventually,
  http,
  png,
  startInstance,
  useAppWorld,
  type Driven,
  type Instance,
} from '../support/kit';
import { startPostgresProcess, type PostgresProcess } from '../support/kit/postgres-process';
import { sqlOnce } from './sql-once';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
// Orders driven through the real API, a second PostgreSQL cluster and a second app: generous, never timed.
jest.setTimeout(240_000);

type Json = Record<string, unknown>;
const STATES = ['requested', 'accepted', 'payment_authorized', 'purchased', 'completed', 'canceled'] as const;

/**
 * A backup of a running app's database, restored into a brand-new PostgreSQL cluster (its own
 * transaction counter, far behind the first's), with an app started on it: everything answers as
 * before and the log goes on.
 */
describe('npm run backup / npm run restore: a restored database is the same service', () => {
  const world = useAppWorld({ accounts: DRIVE_PARTIES, timeoutMs: 60_000 });
  const dir = mkdtempSync(join(tmpdir(), 'concierge-backup-'));
  const file = join(dir, 'concierge.backup.gz');
  let cluster: PostgresProcess;
  let restored: Instance;
  let orders: Driven[];
  let imageUrl: string;
  const answersBefore = new Map<string, Json>();
  let lastSequenceValue: bigint;

  const detail = (server: { baseUrl: string }, id: string) =>
    http<Json>(server, 'GET', `/api/batch/requests/${id}`, world.tokens.requester);
  const sql = sqlOnce;

  beforeAll(async () => {
    orders = [];
    for (const state of STATES) orders.push(await driveTo(world.app, state, world.accounts));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(64, 48))], { type: 'image/png' }), 'item.png');
    imageUrl = (await call<Json>(world.app, 'POST', '/api/upload/', { token: world.tokens.requester, form })).body
      .url as string;
    for (const o of orders) answersBefore.set(o.id, (await detail(world.app, o.id)).body);

    await writeBackup(world.app.databaseUrl, file);
    const [sequence] = await sql<{ last_value: string }>(
      world.app.databaseUrl,
      `SELECT last_value::text AS last_value FROM es_global_position_seq`,
    );
    lastSequenceValue = BigInt(sequence.last_value);
    chmodSync(dir, 0o755);
    cluster = await startPostgresProcess(join(dir, 'cluster'), await findFreePort());
    await restoreBackup(cluster.url, file);
    restored = await startInstance(cluster.url);
  });
  afterAll(async () => {
    await restored?.close();
    await cluster?.stop();
    // The backup file and the second cluster: nothing of this file stays in the temporary folder.
    rmSync(dir, { recursive: true, force: true });
  });

  it('the backup file is written whole (no partial file left) and covers the log, read models and uploads', async () => {
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.partial`)).toBe(false);
    const counts = async (url: string) =>
      sql<{ events: number; details: number; files: number }>(
        url,
        `SELECT (SELECT count(*)::int FROM es_events) AS events, (SELECT count(*)::int FROM rm_batch_detail) AS details,
                (SELECT count(*)::int FROM stored_files) AS files`,
      );
    const [after] = await counts(cluster.url);
    expect(after.events).toBeGreaterThan(STATES.length * 3);
    expect(after.files).toBeGreaterThanOrEqual(1);
    expect(after.details).toBeGreaterThanOrEqual(STATES.length);
  });

  it('every order answers as before on the restored database, and the uploaded image is served', async () => {
    for (const o of orders) {
      const again = await detail(restored, o.id);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(answersBefore.get(o.id));
    }
    expect(orders.map((o) => answersBefore.get(o.id)?.status)).toEqual([...STATES]);
    const image = await fetch(`${restored.baseUrl}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it("every order's hash chain verifies", async () => {
    for (const o of orders) {
      const verify = await http<Json>(restored, 'GET', `/api/admin/batches/${o.id}/history/verify`, world.tokens.staff);
      expect(verify.status).toBe(200);
      expect(verify.body).toMatchObject({ ok: true });
    }
  });

  it('new appends continue the log: the next position, ordered after every restored event, seen by the read models', async () => {
    const created = await createRequest(restored, world.tokens.requester);
    const [event] = await sql<{ pos: string; after_all: boolean }>(
      cluster.url,
      `SELECT e.global_position::text AS pos,
              (e.transaction_id, e.global_position) > ALL (SELECT transaction_id, global_position FROM es_events o
                                                            WHERE o.stream_id <> e.stream_id) AS after_all
         FROM es_events e WHERE e.stream_id = $1 ORDER BY e.stream_revision LIMIT 1`,
      [`batch-${created.id}`],
    );
    // No gap and no reuse: the sequence goes on from where the backed-up database left it.
    expect(BigInt(event.pos)).toBe(lastSequenceValue + 1n);
    expect(event.after_all).toBe(true);
    // The read models' checkpoints are before it: the new request reaches the requester's detail and list.
    const seen = await eventually(async () => {
      const answer = await detail(restored, created.id);
      return answer.status === 200 ? answer.body : undefined;
    });
    expect(seen).toMatchObject({ status: 'requested' });
    const list = await http<{ results: Array<{ id: string }> }>(
      restored,
      'GET',
      '/api/batch/requests?page_size=50',
      world.tokens.requester,
    );
    expect(list.body.results.map((r) => r.id)).toContain(created.id);
  });

  it('read models rebuilt from the restored log equal the restored read models', async () => {
    // As `npm run projections:rebuild` reads the log: with personal fields opened (the restored instance's keys).
    const source = openingLogSource(new PostgresLogSource(), restored.app.get(PersonalDataCipher));
    const rows = async (table: string) =>
      (await sql<{ row: string }>(cluster.url, `SELECT t::text AS row FROM ${table} t ORDER BY 1`)).map((r) => r.row);
    for (const projection of rebuildableReadModels()) {
      const before = await Promise.all(projection.tables.map(rows));
      await rebuildProjection({ databaseUrl: cluster.url, projection, source });
      const after = await Promise.all(projection.tables.map(rows));
      for (const [i, table] of projection.tables.entries()) {
        expect({ table, rows: after[i].length }).toEqual({ table, rows: before[i].length });
        expect(after[i]).toEqual(before[i]);
      }
    }
  });

  it('refuses a database that is not empty, and a file without its last line (nothing is half-restored)', async () => {
    await expect(restoreBackup(cluster.url, file)).rejects.toThrow(/not empty/);
    const lines = gunzipSync(readFileSync(file)).toString().trimEnd().split('\n');
    expect(JSON.parse(lines[lines.length - 1])).toEqual(['end', expect.any(Object)]);
    const cut = join(dir, 'cut.backup.gz');
    writeFileSync(cut, gzipSync(lines.slice(0, -1).join('\n')));
    await sql(cluster.url, 'CREATE DATABASE cut_restore');
    const empty = new URL(cluster.url);
    empty.pathname = '/cut_restore';
    await expect(restoreBackup(empty.toString(), cut)).rejects.toThrow(RestoreError);
    const [loaded] = await sql<{ n: number }>(empty.toString(), 'SELECT count(*)::int AS n FROM es_events');
    expect(loaded.n).toBe(0);
  });
});
