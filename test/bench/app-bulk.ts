import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import type { Ticker } from './app-progress';
import { writeCheckpoint } from '../../src/platform/projections/runner/event-log';
import { checkpointIdOf } from '../../src/platform/projections/runner/projection';

/**
 * Realistic batch histories for the catch-up and the queries at size: a few batches driven through
 * the real HTTP API, their streams read back from es_events, and copied many times with new ids
 * (batch, events, items, commands) and new parties, appended with the store's own es_append (so the
 * hash chain and stream rows are what the server would have written). Only es_events and es_append
 * are touched, which stay whatever the engine does around them.
 */
export interface Template {
  batchId: string;
  batchNumber: string;
  requesterId: string;
  buyerId: string;
  events: number;
  /** Revision and log position of its last write, for read-your-writes. */
  revision: number;
  position: string;
  /** Strings each copy must have its own of (a tracking number): copy n has them with n in place of the tail. */
  unique?: string[];
}

interface Compiled {
  /** Text pieces between the ids to replace; ids[k] comes between parts[k] and parts[k + 1]. */
  parts: string[];
  slots: Array<'batch' | 'number' | 'requester' | 'buyer' | 'keep' | number | { unique: string }>;
  keep: string[];
  events: number;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

async function compile(pool: Pool, t: Template, staffIds: Set<string>): Promise<Compiled> {
  const { rows } = await pool.query<{ t: string; v: number; d: unknown; m: unknown }>(
    `SELECT event_type AS t, schema_version AS v, data AS d, metadata - 'hash' - 'previousHash' AS m
       FROM es_events WHERE stream_id = $1 ORDER BY stream_revision`,
    [`batch-${t.batchId}`],
  );
  const text = JSON.stringify(rows);
  const unique = t.unique ?? [];
  const pattern = new RegExp([UUID.source, t.batchNumber || '(?!)', ...unique].join('|'), 'g');
  const parts: string[] = [];
  const slots: Compiled['slots'] = [];
  const keep: string[] = [];
  const fresh = new Map<string, number>();
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const found = match[0];
    parts.push(text.slice(last, match.index));
    last = (match.index ?? 0) + found.length;
    if (found === t.batchId) slots.push('batch');
    else if (found === t.batchNumber) slots.push('number');
    else if (found === t.requesterId) slots.push('requester');
    else if (found === t.buyerId) slots.push('buyer');
    else if (unique.includes(found)) slots.push({ unique: found });
    else if (staffIds.has(found)) {
      slots.push('keep');
      keep.push(found);
    } else {
      if (!fresh.has(found)) fresh.set(found, fresh.size);
      slots.push(fresh.get(found) ?? 0);
    }
  }
  parts.push(text.slice(last));
  return { parts, slots, keep, events: rows.length };
}

const APPEND_MANY = `
SELECT count(*)::int AS ok
  FROM jsonb_array_elements($1::jsonb) b,
  LATERAL es_append(
    b->>'s', 'batch', -1,
    ARRAY(SELECT gen_random_uuid() FROM jsonb_array_elements(b->'e')),
    ARRAY(SELECT e->>'t' FROM jsonb_array_elements(b->'e') WITH ORDINALITY x(e, o) ORDER BY o),
    ARRAY(SELECT (e->>'v')::int FROM jsonb_array_elements(b->'e') WITH ORDINALITY x(e, o) ORDER BY o),
    ARRAY(SELECT e->'d' FROM jsonb_array_elements(b->'e') WITH ORDINALITY x(e, o) ORDER BY o),
    ARRAY(SELECT e->'m' FROM jsonb_array_elements(b->'e') WITH ORDINALITY x(e, o) ORDER BY o)
  ) r
 WHERE r.r_status = 'ok'`;

export interface BulkResult {
  batches: number;
  events: number;
  seconds: number;
  /** A batch of the bulk a staff search can look for (its number). */
  sampleBatchNumber: string;
  /** A copy's own value of each template's unique string (a tracking number), by the template's string. */
  sampleUnique: Record<string, string>;
}

/** Copy n's own value of a template's unique string: its first two characters, then n. */
const uniqueOf = (text: string, n: number) => `${text.slice(0, 2)}${String(n).padStart(text.length - 2, '0')}`;

/** Appends copies of the templates until `targetEvents` events are in, parties taken round robin. */
export async function bulkAppend(
  databaseUrl: string,
  templates: Template[],
  o: {
    targetEvents: number;
    /** Overrides targetEvents: this many batches. */
    targetBatches?: number;
    requesters: string[];
    buyers: string[];
    staffIds: string[];
    ticker: Ticker;
  },
): Promise<BulkResult> {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const started = performance.now();
  try {
    const compiled = await Promise.all(templates.map((t) => compile(pool, t, new Set(o.staffIds))));
    const perRound = compiled.reduce((n, c) => n + c.events, 0);
    const batchCount = o.targetBatches ?? Math.max(1, Math.round((o.targetEvents / perRound) * compiled.length));
    // A number per copy in the app's own format (BN + date + serial) on a day no real batch has.
    const numberOf = (n: number) => `BN20000101${String(n).padStart(6, '0')}`;
    const copy = (n: number) => {
      const c = compiled[n % compiled.length];
      const batchId = randomUUID();
      const fresh: string[] = [];
      const values: Record<string, string> = {
        batch: batchId,
        number: numberOf(n),
        requester: o.requesters[n % o.requesters.length],
        buyer: o.buyers[n % o.buyers.length],
      };
      let keepAt = 0;
      let text = c.parts[0];
      for (let k = 0; k < c.slots.length; k += 1) {
        const slot = c.slots[k];
        if (typeof slot === 'number') text += fresh[slot] ??= randomUUID();
        else if (slot === 'keep') text += c.keep[keepAt++];
        else if (typeof slot === 'object') text += uniqueOf(slot.unique, n);
        else text += values[slot];
        text += c.parts[k + 1];
      }
      return { s: `batch-${batchId}`, e: JSON.parse(text) as unknown[], events: c.events };
    };
    let events = 0;
    let next = 0;
    const chunk = 250;
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        for (let from = next; from < batchCount; from = next) {
          next = Math.min(batchCount, from + chunk);
          const streams = [];
          for (let n = from; n < next; n += 1) streams.push(copy(n));
          const { rows } = await pool.query<{ ok: number }>(APPEND_MANY, [
            JSON.stringify(streams.map(({ s, e }) => ({ s, e }))),
          ]);
          if (rows[0].ok !== streams.length)
            throw new Error(`bulk append: ${rows[0].ok} of ${streams.length} streams appended`);
          const added = streams.reduce((sum, s) => sum + s.events, 0);
          events += added;
          o.ticker.tick(added);
        }
      }),
    );
    return {
      batches: batchCount,
      events,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      sampleBatchNumber: numberOf(Math.floor(batchCount / 2)),
      // From a copy in the middle of the log, as the batch number.
      sampleUnique: Object.fromEntries(
        templates.flatMap((t, k) => {
          const n = Math.floor(batchCount / 2 / templates.length) * templates.length + k;
          return n < batchCount ? (t.unique ?? []).map((u) => [u, uniqueOf(u, n)]) : [];
        }),
      ),
    };
  } finally {
    await pool.end();
  }
}

export interface LogEnd {
  transactionId: bigint;
  position: bigint;
}

export async function logEnd(databaseUrl: string): Promise<LogEnd> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ tx: string; pos: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS pos FROM es_events
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return { transactionId: BigInt(rows[0]?.tx ?? '0'), position: BigInt(rows[0]?.pos ?? '0') };
  } finally {
    await pool.end();
  }
}

/**
 * Puts the reactions' checkpoints at the end of the bulk log (server stopped), with the engine's own
 * checkpoint writer: the bulk is history they acted on long ago, as when read models are rebuilt or
 * a new one is deployed on an existing log. A catch-up of reactions over a million events would
 * schedule about one job per event (timers, assignment, e-mails) whose drain then shares the cores with
 * every later phase for hours; BENCH_CATCHUP_REACTIONS=1 leaves them at their place to measure that.
 */
export async function reactionsAtEnd(databaseUrl: string, names: Iterable<string>, end: LogEnd): Promise<void> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  const client = await pool.connect();
  try {
    // Only the reactions this server has (their rows exist since its first start).
    const { rows } = await client.query<{ id: string }>(
      `SELECT subscription_id AS id FROM es_checkpoints WHERE subscription_id = ANY($1)`,
      [[...names].map(checkpointIdOf)],
    );
    for (const { id } of rows)
      await writeCheckpoint(client, id, { tx: String(end.transactionId), pos: String(end.position) });
  } finally {
    client.release();
    await pool.end();
  }
}
