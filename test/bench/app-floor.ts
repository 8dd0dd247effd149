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
