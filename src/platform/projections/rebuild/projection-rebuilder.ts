import { Client } from 'pg';
import type { UpcasterRegistry } from '../../event-store/upcaster-registry';
import { lockCheckpoint, writeCheckpoint } from '../runner/event-log';
import type { EventLogSource } from '../runner/event-log-source';
import { PostgresLogSource } from '../runner/postgres-log-source';
import { checkpointIdOf, type Projection, type ProjectionContext } from '../runner/projection';
import { ORIGIN, type LogPosition } from '../runner/position';

export const REBUILD_SUFFIX = '_rebuild';
/** The live tables' name between the swap and their drop, in the swap's transaction (Projection.afterSwap reads them). */
const OLD_SUFFIX = '_old';

export interface RebuildProgress {
  done: number;
  total: number;
  eventsPerSecond: number;
}

export interface RebuildResult {
  events: number;
  ms: number;
  checkpoint: LogPosition;
}

/**
 * Replays the whole log into fresh `<table>_rebuild` tables while the live runner keeps serving,
 * then, in one transaction holding the live checkpoint row, applies the last events, swaps the
 * tables in and moves the checkpoint. Readers see the old rows or the new ones, never a mix.
 */
export async function rebuildProjection(options: {
  databaseUrl: string;
  projection: Projection;
  batchSize?: number;
  upcasters?: UpcasterRegistry;
  /** Where the events come from; default: the PostgreSQL adapter's log (with `upcasters`). */
  source?: EventLogSource;
  onProgress?: (progress: RebuildProgress) => void;
}): Promise<RebuildResult> {
  const { projection } = options;
  if (projection.tables.length === 0) throw new Error(`${projection.name} has no tables to rebuild`);
  const client = new Client({ connectionString: options.databaseUrl, application_name: `rebuild:${projection.name}` });
  await client.connect();
  const source = options.source ?? new PostgresLogSource({ upcasters: options.upcasters });
  const started = Date.now();
  const ctx: ProjectionContext = {
    client,
    table: (logical) => `${logical}${REBUILD_SUFFIX}`,
    history: (upTo) => source.readStreams(client, upTo),
    memo: {},
  };
  let done = 0;
  let position: LogPosition = ORIGIN;
  const total = await source.count(client);
  const report = () =>
    options.onProgress?.({
      done,
      total: Math.max(total, done),
      eventsPerSecond: Math.round((done * 1000) / Math.max(1, Date.now() - started)),
    });
  const applyAll = async (inTransaction: boolean) => {
    for (;;) {
      if (!inTransaction) await client.query('BEGIN');
      const { events } = await source.readAfter(client, position, options.batchSize ?? 500);
      await projection.handle(events, ctx);
      if (!inTransaction) await client.query('COMMIT');
      if (events.length === 0) return;
      position = events[events.length - 1].position;
      done += events.length;
      report();
    }
  };
  try {
    for (const table of projection.tables) {
      await client.query(`DROP TABLE IF EXISTS ${table}${REBUILD_SUFFIX}`);
      await client.query(`CREATE TABLE ${table}${REBUILD_SUFFIX} (LIKE ${table} INCLUDING ALL)`);
      // LIKE copies no storage parameters: a table's fillfactor (room for heap-only updates) is kept by hand.
      const { rows } = await client.query<{ reloptions: string[] | null }>(
        `SELECT reloptions FROM pg_class WHERE oid = $1::regclass`,
        [table],
      );
      const reloptions = rows[0]?.reloptions ?? [];
      if (reloptions.length > 0)
        await client.query(`ALTER TABLE ${table}${REBUILD_SUFFIX} SET (${reloptions.join(', ')})`);
    }
    await applyAll(false);
    // A fresh table has no statistics until autovacuum comes by (a minute or more; never where it is
    // off): meanwhile the planner guesses a handful of rows everywhere and walks the wrong index (a
    // staff search read the whole list, 150 ms a request, at 100,000 batches). The statistics belong
    // to the table, so they come with it through the rename.
    for (const table of projection.tables) await client.query(`ANALYZE ${table}${REBUILD_SUFFIX}`);
    await client.query('BEGIN');
    // Holding the checkpoint row keeps the live runner out until the swap commits.
    await lockCheckpoint(client, checkpointIdOf(projection.name));
    await applyAll(true);
    for (const table of projection.tables) {
      // LIKE copies no trigger: the live table's own are made again on the table that takes its name.
      const { rows: triggers } = await client.query<{ definition: string }>(
        `SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal`,
        [table],
      );
      // LIKE's copied defaults draw from the live table's own sequences (a bigserial): they go with the name.
      const { rows: sequences } = await client.query<{ sequence: string; column: string }>(
        `SELECT s.oid::regclass::text AS sequence, quote_ident(a.attname) AS column
           FROM pg_depend d
           JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
           JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
          WHERE d.refobjid = $1::regclass AND d.classid = 'pg_class'::regclass AND d.deptype = 'a'`,
        [table],
      );
      await client.query(`ALTER TABLE ${table} RENAME TO ${table}${OLD_SUFFIX}`);
      await client.query(`ALTER TABLE ${table}${REBUILD_SUFFIX} RENAME TO ${table}`);
      for (const { sequence, column } of sequences)
        await client.query(`ALTER SEQUENCE ${sequence} OWNED BY ${table}.${column}`);
      // Each definition names the table as `${table}`, which is now the rebuilt one.
      for (const { definition } of triggers) await client.query(definition);
    }
    await projection.afterSwap?.(client, (logical) => `${logical}${OLD_SUFFIX}`);
    for (const table of projection.tables) await client.query(`DROP TABLE ${table}${OLD_SUFFIX}`);
    await writeCheckpoint(client, checkpointIdOf(projection.name), position);
    await client.query('COMMIT');
    report();
    return { events: done, ms: Date.now() - started, checkpoint: position };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    for (const table of projection.tables)
      await client.query(`DROP TABLE IF EXISTS ${table}${REBUILD_SUFFIX}`).catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
