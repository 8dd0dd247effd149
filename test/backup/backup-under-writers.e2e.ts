import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rebuildProjection } from '../../src/platform/projections/rebuild/projection-rebuilder';
import { rebuildableReadModels } from '../../src/read-models';
import { PersonalDataCipher } from '../../src/platform/personal-data/personal-data-cipher';
import { openingLogSource } from '../../src/platform/projections/runner/create-log-source';
import { PostgresLogSource } from '../../src/platform/projections/runner/postgres-log-source';
import { checkpointIdOf } from '../../src/platform/projections/runner/projection';
import {
  batchActions,
  createRequest,
  DRIVE_PARTIES,
  eventually,
  http,
  startInstance,
  useAppWorld,
  type Instance,
} from '../support/kit';
import { adminUrl, withDatabase } from '../support/database-urls';
import { sqlOnce } from './sql-once';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
// Writers, two CLI processes that compile TypeScript, a restore and a second app: generous, never timed.
jest.setTimeout(240_000);

const ROOT = join(__dirname, '..', '..');
const WRITERS = 4;

type Json = Record<string, unknown>;
interface CliRun {
  code: number | null;
  output: string;
}
interface Acknowledged {
  id: string;
  /** The create's answer came before the backup process was started: its snapshot must hold it. */
  beforeBackup: boolean;
}

/**
 * The commands as an operator's shell or a cron job runs them: the database's address and nothing
 * of the app's production settings (no SESSION_SECRET, master key, payment provider or SMS gateway).
 */
function runCli(entry: 'backup.cli.ts' | 'restore.cli.ts', args: string[], databaseUrl: string): Promise<CliRun> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
  };
  const child = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'run-ts.cjs'), join(ROOT, 'src', 'platform', 'database', 'backup', entry), ...args],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * `npm run backup` taken while four clients keep creating (and cancelling) requests through the API,
 * restored by `npm run restore` into a new database: the restored log is one instant of the
 * original, whole streams and read models no later than the log, and an app on it goes on.
 */
describe('npm run backup under concurrent writers, npm run restore, with only DATABASE_URL', () => {
  const world = useAppWorld({ accounts: DRIVE_PARTIES, timeoutMs: 60_000 });
  const dir = mkdtempSync(join(tmpdir(), 'concierge-backup-writers-'));
  const file = join(dir, 'under-writers.backup.gz');
  const restoredName = `restored_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const acknowledged: Acknowledged[] = [];
  const writerErrors: unknown[] = [];
  let restoredUrl: string;
  let backup: CliRun;
  let restore: CliRun;
  let lastRestoredPosition: bigint;
  let restored: Instance | undefined;

  const streamOf = (id: string) => `batch-${id}`;
  const beforeBackup = () => acknowledged.filter((a) => a.beforeBackup).map((a) => a.id);

  beforeAll(async () => {
    let backupStarted = false;
    let stop = false;
    const writer = async (n: number) => {
      try {
        for (let i = 0; !stop; i++) {
          const { id } = await createRequest(world.app, world.tokens.requester);
          acknowledged.push({ id, beforeBackup: !backupStarted });
          // A second event on some streams: a backup must not hold a stream's head without its tail.
          if ((i + n) % 2 === 1) await batchActions.cancel(world.app, id, world.tokens.requester);
        }
      } catch (error) {
        writerErrors.push(error);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
    await eventually(() => acknowledged.length >= 2 * WRITERS || writerErrors.length > 0, {
      what: 'the writers to have created requests',
    });
    backupStarted = true;
    backup = await runCli('backup.cli.ts', [file], world.app.databaseUrl);
    stop = true;
    await Promise.all(writers);

    await sqlOnce(world.app.databaseUrl, `CREATE DATABASE ${restoredName}`);
    restoredUrl = withDatabase(world.app.databaseUrl, restoredName);
    restore = await runCli('restore.cli.ts', [file], restoredUrl);
    if (restore.code !== 0) return;
    const [last] = await sqlOnce<{ pos: string }>(
      restoredUrl,
      'SELECT max(global_position)::text AS pos FROM es_events',
    );
    lastRestoredPosition = BigInt(last.pos);
    restored = await startInstance(restoredUrl);
  });
  afterAll(async () => {
    try {
      await restored?.close();
      await sqlOnce(adminUrl(world.app.databaseUrl), `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    } finally {
      // The backup files: nothing of this file stays in the temporary folder, whatever failed.
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the backup CLI needs only DATABASE_URL under NODE_ENV=production, and the writers were answered throughout', () => {
    expect(writerErrors).toEqual([]);
    expect(backup.output).toMatch(/Backup written: .*under-writers\.backup\.gz \(\d+ tables, \d+ rows\)/);
    expect(backup.code).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(beforeBackup().length).toBeGreaterThanOrEqual(2 * WRITERS);
  });

  it('the restore CLI loads the file into an empty database with the same environment', () => {
    expect(restore.output).toMatch(/Restored \d+ rows into \d+ tables/);
    expect(restore.code).toBe(0);
  });

  it('the restored log is one instant: every stream whole from revision 0 to its head, every acknowledged request in it', async () => {
    const broken = await sqlOnce<Json>(
      restoredUrl,
      `SELECT s.stream_id, s.revision::int AS revision, count(e.stream_revision)::int AS events,
              min(e.stream_revision)::int AS first, max(e.stream_revision)::int AS last
         FROM es_streams s LEFT JOIN es_events e USING (stream_id)
        GROUP BY s.stream_id, s.revision
       HAVING count(e.stream_revision) <> s.revision + 1
           OR coalesce(min(e.stream_revision), 0) <> 0
           OR coalesce(max(e.stream_revision), -1) <> s.revision`,
    );
    expect(broken).toEqual([]);
    const wanted = beforeBackup().map(streamOf);
    const present = await sqlOnce<{ stream_id: string }>(
      restoredUrl,
      'SELECT stream_id FROM es_streams WHERE stream_id = ANY($1)',
      [wanted],
    );
    expect(present.map((r) => r.stream_id).sort()).toEqual([...wanted].sort());
  });

  it("no read model's checkpoint is past the last restored event", async () => {
    const checkpoints = await sqlOnce<{ subscription_id: string; past: boolean }>(
      restoredUrl,
      `SELECT c.subscription_id,
              (c.transaction_id, c.global_position) > (SELECT transaction_id, global_position FROM es_events
                                                        ORDER BY transaction_id DESC, global_position DESC LIMIT 1) AS past
         FROM es_checkpoints c`,
    );
    expect(checkpoints.length).toBeGreaterThan(0);
    expect(checkpoints.filter((c) => c.past)).toEqual([]);
  });

  it('read models rebuilt from the restored log equal the restored read models', async () => {
    // As `npm run projections:rebuild` reads the log: with personal fields opened (the restored instance's keys).
    const source = openingLogSource(new PostgresLogSource(), restored!.app.get(PersonalDataCipher));
    const rows = async (table: string) =>
      (await sqlOnce<{ row: string }>(restoredUrl, `SELECT t::text AS row FROM ${table} t ORDER BY 1`)).map(
        (r) => r.row,
      );
    for (const projection of rebuildableReadModels()) {
      // The restored app's runners catch up from the checkpoints first: compare once they are at the log's end.
      const before = await eventually(async () => {
        const [behind] = await sqlOnce<{ n: number }>(
          restoredUrl,
          `SELECT count(*)::int AS n FROM es_checkpoints c
            WHERE c.subscription_id = $1
              AND (c.transaction_id, c.global_position) < (SELECT transaction_id, global_position FROM es_events
                                                            ORDER BY transaction_id DESC, global_position DESC LIMIT 1)`,
          [checkpointIdOf(projection.name)],
        );
        return behind.n === 0 && (await Promise.all(projection.tables.map(rows)));
      });
      await rebuildProjection({ databaseUrl: restoredUrl, projection, source });
      const after = await Promise.all(projection.tables.map(rows));
      for (const [i, table] of projection.tables.entries()) {
        expect({ table, rows: after[i].length }).toEqual({ table, rows: before[i].length });
        expect(after[i]).toEqual(before[i]);
      }
    }
  });

  it('an app on the restored database answers restored requests, verifies their hash chains and continues the log', async () => {
    const server = restored!;
    for (const id of beforeBackup().slice(0, 4)) {
      const detail = await eventually(async () => {
        const answer = await http<Json>(server, 'GET', `/api/batch/requests/${id}`, world.tokens.requester);
        return answer.status === 200 && answer;
      });
      expect(detail.body).toMatchObject({ id });
      const verify = await http<Json>(server, 'GET', `/api/admin/batches/${id}/history/verify`, world.tokens.staff);
      expect(verify.status).toBe(200);
      expect(verify.body).toMatchObject({ ok: true });
    }
    const created = await createRequest(server, world.tokens.requester);
    const [first] = await sqlOnce<{ pos: string }>(
      restoredUrl,
      'SELECT global_position::text AS pos FROM es_events WHERE stream_id = $1 ORDER BY stream_revision LIMIT 1',
      [streamOf(created.id)],
    );
    expect(BigInt(first.pos)).toBeGreaterThan(lastRestoredPosition);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, naming it, and writes no file', async () => {
    const bad = join(dir, 'bad.backup.gz');
    const run = await runCli('backup.cli.ts', [bad], 'mysql://x');
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('DATABASE_URL');
    expect(existsSync(bad)).toBe(false);
    expect(existsSync(`${bad}.partial`)).toBe(false);
  });

  it('refuses to restore into a database that is not empty', async () => {
    const again = await runCli('restore.cli.ts', [file], restoredUrl);
    expect(again.output).toMatch(/Restore failed: .*not empty/);
    expect(again.code).toBe(1);
  });
});
