import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { describeTail, openLoop, type LoadFigures, type OpenLoopTail } from './app-load';
import type { Progress } from './app-progress';
import type { AppRow } from './app-report';
import { load1 } from './app-run-info';
import { rawContender } from './bench-contenders';
import type { BenchDatabase } from './bench-database';
import type { LatencyStats } from './bench-stats';
import { newStreams } from './bench-workloads';

/**
 * The raw commit floor (BEGIN; INSERT jsonb; COMMIT from `clients` clients) on a database of
 * its own: the app's figures are judged as a share of it, so it is measured in the same run on the
 * same machine. Records the phase with its load average and adds its reference row.
 */
export async function commitFloor(
  db: BenchDatabase,
  progress: Progress,
  o: { title: string; clients: number; ms: number; phases: Record<string, unknown>; rows: AppRow[] },
): Promise<LatencyStats> {
  const floorTicker = progress.phase(o.title);
  const raw = rawContender(await db.createDatabase('floor'), o.clients);
  const floor = await newStreams(raw, o.clients, o.ms);
  await raw.close();
  const floorLoad = load1();
  floorTicker.done(`${floor.opsPerSec} commits/s, p50 ${floor.p50Ms} ms`);
  o.phases.floor = { ...floor, load: floorLoad };
  o.rows.push({
    measure: `raw commit floor, ${o.clients} clients (BEGIN; INSERT jsonb; COMMIT)`,
    value: `${floor.opsPerSec} commits/s`,
    target: 'reference',
    met: null,
    load: floorLoad,
  });
  return floor;
}

/**
 * The open loop's reference: the raw commit (the floor's BEGIN; INSERT jsonb; COMMIT from a pool
 * of `clients`) sent at the same rate for the same time on the same PostgreSQL, right after the
 * commands' open loop. Every command waits for its commit's WAL flush, so when the machine's disk
 * stalls a flush (fsync on, as the product runs) a bare commit waits as long: its p99 is what no
 * command through any code can beat on this run.
 */
export async function openLoopCommitFloor(
  databaseUrl: string,
  progress: Progress,
  o: { rate: number; ms: number; clients: number },
): Promise<LoadFigures & { sentPerSec: number; tail: OpenLoopTail }> {
  const ticker = progress.phase(`3. reference: raw commits at ${o.rate}/s for ${o.ms / 1000} s`);
  const raw = rawContender(databaseUrl, o.clients);
  try {
    let n = 0;
    // Its pool's connections opened before the clock, as the server's pool is open: a new
    // PostgreSQL connection takes tens of ms, which the first second would otherwise measure.
    await Promise.all(
      Array.from({ length: o.clients }, () =>
        raw.append(`open-floor-warm-${(n += 1)}`, [{ id: randomUUID(), type: 'OpenLoopFloor', data: { n } }], -1),
      ),
    );
    const figures = await openLoop(o.rate, o.ms, ticker, async () => {
      n += 1;
      await raw.append(`open-floor-${n}`, [{ id: randomUUID(), type: 'OpenLoopFloor', data: { n } }], -1);
      return true;
    });
    ticker.done(
      `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.failed} failed; ${describeTail(figures.tail)}`,
    );
    return figures;
  } finally {
    await raw.close();
    const scratch = new Client({ connectionString: databaseUrl });
    await scratch.connect();
    await scratch.query('DROP TABLE IF EXISTS bench_raw').finally(() => scratch.end());
  }
}
