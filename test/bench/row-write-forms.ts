// How a read model's rows travel to PostgreSQL, compared on the backend's CPU: one JSON array read by
// json_populate_recordset, the same as jsonb (jsonb_populate_recordset), or one typed array per
// column (unnest). The rows are those the batch detail, list and notifications projections make for
// a 2,000-event slice of the decider's histories for every status; each form inserts them into the
// emptied real table (indexes, triggers) 45 times, the forms interleaved. Not in `npm run bench`:
//
//   node scripts/run-ts.cjs test/bench/row-write-forms.ts
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { batchStreamId } from '@machines/batch';
import { STATUS_NAMES } from '../../machines/batch/statuses';
import { scenarioAt } from '../../machines/testing/batch-scenario';
import { BatchDetailProjection } from '../../src/batch/read/batch-detail/batch-detail.projection';
import { BatchListProjection } from '../../src/batch/read/batch-list/batch-list.projection';
import { NotificationTemplates } from '../../src/people/notifications/notification-templates';
import { NotificationsProjection } from '../../src/people/notifications/notifications.projection';
import type { LoggedEvent, Projection } from '../../src/platform/projections/runner/projection';
import { startBenchDatabase } from './bench-database';

const ROUNDS = 45;
const NOTIFICATION_COLUMNS = [
  'id',
  'event_id',
  'recipient_id',
  'tag',
  'batch_id',
  'batch_number',
  'batch_type',
  'params',
  'created_at',
];

/** CPU milliseconds a local process has used (user + system, from /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function slice(): LoggedEvent[] {
  const events: LoggedEvent[] = [];
  for (let b = 0; events.length < 2000; b += 1) {
    const streamId = batchStreamId(randomUUID());
    scenarioAt(STATUS_NAMES[b % STATUS_NAMES.length]).events.forEach((e, i) =>
      events.push({
        position: { tx: '1', pos: String(events.length + 1) },
        streamId,
        streamRevision: i,
        eventId: randomUUID(),
        type: e.type,
        schemaVersion: 1,
        data: i === 0 ? { ...(e.data as object), batchNumber: `B${b}` } : e.data,
        metadata: { actor: { id: 'bench', role: 'staff' }, at: new Date().toISOString() },
        createdAt: new Date(),
      }),
    );
  }
  return events;
}

/** The rows a projection writes for the slice, caught from its insert's parameters. */
async function rowsOf(projection: Projection, events: LoggedEvent[]): Promise<Record<string, unknown>[]> {
  let rows: Record<string, unknown>[] = [];
  const query = (_sql: string, params: unknown[]) => {
    const [first] = params;
    rows = Array.isArray(first)
      ? first.map((_, i) => Object.fromEntries(NOTIFICATION_COLUMNS.map((c, k) => [c, (params[k] as unknown[])[i]])))
      : (JSON.parse(first as string) as Record<string, unknown>[]);
    return Promise.resolve({ rows: [] });
  };
  await projection.handle(events, { client: { query } as never, table: (t) => t, memo: {} });
  return rows;
}

async function main(): Promise<void> {
  const events = slice();
  const db = await startBenchDatabase();
  const client = new Client({ connectionString: await db.createDatabase('row_forms') });
  await client.connect();
  try {
    const {
      rows: [{ pid }],
    } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const models: [string, Projection][] = [
      ['rm_batch_detail', new BatchDetailProjection()],
      ['rm_batch_list', new BatchListProjection()],
      // Old history: no live push, the insert alone.
      ['rm_notifications', new NotificationsProjection(new NotificationTemplates(), () => Date.now() + 7_200_000)],
    ];
    for (const [table, projection] of models) {
      const rows = await rowsOf(projection, events);
      const columns = Object.keys(rows[0]);
      const { rows: types } = await client.query<{ name: string; type: string }>(
        `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
        [table],
      );
      const typeOf = new Map(types.map((t) => [t.name, t.type]));
      const list = columns.join(', ');
      const forms: Record<string, () => [string, unknown[]]> = {
        json: () => [
          `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`,
          [JSON.stringify(rows)],
        ],
        jsonb: () => [
          `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
          [JSON.stringify(rows)],
        ],
        unnest: () => [
          `INSERT INTO ${table} (${list}) SELECT * FROM unnest(${columns.map((c, i) => `$${i + 1}::${typeOf.get(c)}[]`).join(', ')})`,
          columns.map((c) =>
            rows.map((r) => (r[c] !== null && typeof r[c] === 'object' ? JSON.stringify(r[c]) : r[c])),
          ),
        ],
      };
      const spent = new Map(Object.keys(forms).map((f) => [f, { pg: 0, node: 0 }]));
      const names = Object.keys(forms);
      for (let round = 0; round < ROUNDS; round += 1)
        for (let k = 0; k < names.length; k += 1) {
          const form = names[(round + k) % names.length];
          await client.query(`TRUNCATE ${table}`);
          const node0 = process.cpuUsage();
          const pg0 = cpuMs(pid);
          const [sql, params] = forms[form]();
          await client.query(sql, params);
          const node = process.cpuUsage(node0);
          const s = spent.get(form)!;
          s.pg += cpuMs(pid) - pg0;
          s.node += (node.user + node.system) / 1000;
        }
      for (const [form, s] of spent)
        console.log(
          `${table} (${rows.length} rows) ${form}: PostgreSQL ${(s.pg / ROUNDS).toFixed(1)} ms, Node ${(s.node / ROUNDS).toFixed(1)} ms per insert`,
        );
    }
  } finally {
    await client.end();
    await db.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
