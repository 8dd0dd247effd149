// The catch-up's second reference, taken in the same run once the read models caught up: the
// rows the catch-up left in the read models' tables, written again into empty copies of those
// tables (same columns, indexes and WAL) by a bare pg client, one multi-row statement per
// dispatcher-sized slice for all tables together, as jsonb the way runner/upsert.ts sends rows.
// Nothing is read from the log, nothing folded in Node, no checkpoint, no conflict handling: the
// least any design that keeps these tables must pay PostgreSQL to write them. With the log read
// alone (log-read-floor.ts) it bounds the catch-up on this machine.
import { availableParallelism } from 'node:os';
import { Client } from 'pg';
import { cpuMsOf } from './app-server';

export interface CatchUpWriteFloor {
  /** The read models' tables written (those holding rows), and their rows. */
  tables: Record<string, number>;
  slices: number;
  seconds: number;
  /** The log's events over the write alone: the rate a catch-up would have if reading and folding were free. */
  eventsPerSec: number;
  /** PostgreSQL backend CPU and this process's CPU per 1,000 events of the log. */
  cpuMsPer1000: { postgres: number; node: number };
}

const round1 = (n: number): number => Math.round(n * 10) / 10;
const REF_PREFIX = 'bench_write_floor_';

/**
 * Copies `tables` (those that exist and hold rows) slice by slice: `events / slice` statements, each
 * inserting every table's share of rows for that slice. Rows are fetched on a second connection
 * (not timed) in block ranges, so neither Node's memory nor the fetch enters the figure.
 */
export async function measureCatchUpWriteFloor(
  databaseUrl: string,
  o: { tables: readonly string[]; events: number; slice?: number },
): Promise<CatchUpWriteFloor> {
  const slice = o.slice ?? 2_000;
  const slices = Math.max(1, Math.ceil(o.events / slice));
  const writer = new Client({ connectionString: databaseUrl });
  const reader = new Client({ connectionString: databaseUrl });
  await Promise.all([writer.connect(), reader.connect()]);
  const created: string[] = [];
  try {
    const sources: { table: string; copy: string; columns: string; pages: number; rows: number }[] = [];
    for (const table of o.tables) {
      const { rows } = await reader.query<{ pages: number; n: number }>(
        `SELECT pg_relation_size($1::regclass) / current_setting('block_size')::int AS pages,
                (SELECT count(*)::int FROM ${table}) AS n`,
        [table],
      );
      if (!rows[0] || rows[0].n === 0) continue;
      const copy = `${REF_PREFIX}${table}`;
      await reader.query(`DROP TABLE IF EXISTS ${copy}`);
      // Logged, with the table's indexes, defaults and constraints: the writes pay what the real ones pay.
      await reader.query(`CREATE TABLE ${copy} (LIKE ${table} INCLUDING ALL)`);
      created.push(copy);
      const cols = await reader.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
        [table],
      );
      const columns = cols.rows.map((c) => `"${c.name}"`).join(', ');
      sources.push({ table, copy, columns, pages: Number(rows[0].pages), rows: rows[0].n });
    }
    await reader.query('CHECKPOINT').catch(() => undefined);
    const backend = (await writer.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const statement = `WITH ${sources
      .map(
        (s, i) =>
          `w${i} AS (INSERT INTO ${s.copy} (${s.columns}) SELECT ${s.columns} FROM jsonb_populate_recordset(NULL::${s.copy}, $${i + 1}::jsonb))`,
      )
      .join(', ')} SELECT 1`;
    let timedMs = 0;
    let nodeMs = 0;
    // The writing backend does nothing else: its CPU from start to end is the writes' (clock ticks add up).
    const pgStart = cpuMsOf(backend);
    for (let n = 0; n < slices; n += 1) {
      // This slice's share of each table: a range of its heap's blocks (a TID range scan).
      const chunks = await Promise.all(
        sources.map(async (s) => {
          const from = Math.floor((s.pages * n) / slices);
          const to = n === slices - 1 ? 2 ** 31 - 1 : Math.floor((s.pages * (n + 1)) / slices);
          const { rows } = await reader.query<{ j: string | null }>(
            `SELECT coalesce(json_agg(t), '[]')::text AS j FROM ${s.table} t WHERE ctid >= '(${from},0)'::tid AND ctid < '(${to},0)'::tid`,
          );
          return rows[0].j ?? '[]';
        }),
      );
      const node0 = process.cpuUsage();
      const t0 = performance.now();
      await writer.query(statement, chunks);
      timedMs += performance.now() - t0;
      const node = process.cpuUsage(node0);
      nodeMs += (node.user + node.system) / 1000;
    }
    const pgMs = cpuMsOf(backend) - pgStart;
    const per1000 = (ms: number) => round1((ms * 1000) / o.events);
    return {
      tables: Object.fromEntries(sources.map((s) => [s.table, s.rows])),
      slices,
      seconds: round1(timedMs / 1000),
      eventsPerSec: timedMs > 0 ? Math.round((o.events * 1000) / timedMs) : 0,
      cpuMsPer1000: { postgres: per1000(pgMs), node: per1000(nodeMs) },
    };
  } finally {
    for (const copy of created) await reader.query(`DROP TABLE IF EXISTS ${copy}`).catch(() => undefined);
    await Promise.all([writer.end(), reader.end()]);
  }
}

/**
 * What the two references together allow: any catch-up reads the log and writes the rows, so its
 * CPU per 1,000 events is at least the sum, and its rate at most every core's time over that sum.
 * `ofReadAlone` compares that ceiling with the read alone's own (both from CPU time, so the
 * machine's load does not move the ratio as it moves wall-clock rates): under 50 % means no catch-up
 * that writes these rows can reach half the read alone on this machine.
 */
export function catchUpCeiling(
  read: { cpuMsPer1000: { total: number }; ceilingEventsPerSec: number },
  write: CatchUpWriteFloor,
) {
  const cpuMsPer1000 = round1(read.cpuMsPer1000.total + write.cpuMsPer1000.postgres + write.cpuMsPer1000.node);
  const cores = availableParallelism();
  const eventsPerSec = cpuMsPer1000 > 0 ? Math.round((cores * 1_000_000) / cpuMsPer1000) : 0;
  return { cpuMsPer1000, cores, eventsPerSec, ofReadAlone: round1((eventsPerSec / read.ceilingEventsPerSec) * 100) };
}
