import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { givenBatch } from '../support/kit';
import { createTestDatabase } from '../support/test-database';

// `npm run projections:rebuild -- <name>` as a process: the entry point beside app.module.ts hands
// the platform's rebuild command the read models it may rebuild (the platform knows none itself).
const ROOT = join(__dirname, '..', '..');

function runCli(args: string[], databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' };
  for (const name of ['EVENT_STORE', 'EVENTSTORE_URL']) delete env[name];
  const child = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'run-ts.cjs'), join(ROOT, 'src', 'projections-rebuild.cli.ts'), ...args],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('projections:rebuild CLI', () => {
  let url: string;

  beforeAll(async () => {
    url = await createTestDatabase();
  });

  it('lists the batch read models when the name is unknown', async () => {
    const { code, output } = await runCli(['no-such-model'], url);
    expect(code).toBe(2);
    expect(output).toContain('Usage: npm run projections:rebuild -- <name>');
    expect(output).toContain('Projections: batch-detail, batch-list');
  });

  it('rebuilds a read model from the log and moves its checkpoint', async () => {
    const store = new PostgresEventStore(url, { poolSize: 2 });
    try {
      for (let i = 0; i < 3; i++) await givenBatch(store, 'requested', { requesterId: `req-${i}` });
    } finally {
      await store.close();
    }
    const { code, output } = await runCli(['batch-list'], url);
    expect(output).toContain('Rebuilding batch-list (rm_batch_list)');
    expect(output).toMatch(/Done: \d+ events in [\d.]+ s, checkpoint \d+:\d+/);
    expect(code).toBe(0);
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rm_batch_list')).rows[0].n).toBe(3);
      expect(
        (
          await db.query(
            `SELECT 1 FROM es_checkpoints WHERE subscription_id = 'projection:batch-list' AND transaction_id::text <> '0'`,
          )
        ).rowCount,
      ).toBe(1);
    } finally {
      await db.end();
    }
  });
});
