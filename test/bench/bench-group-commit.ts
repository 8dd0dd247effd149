// Group commit: today's one-transaction-per-append against PostgreSQL's own
// commit_delay/commit_siblings and against the store's in-process batcher (es_append_group), at
// 1, 8 and 32 clients, counting the WAL fsyncs each append costs.
import { Client } from 'pg';
import { oursContender, type OursVariant } from './bench-contenders';
import type { BenchDatabase } from './bench-database';
import type { LatencyStats } from './bench-stats';
import { exactAppends, hotStreams } from './bench-workloads';

export const GROUP_COMMIT_VARIANTS: OursVariant[] = [
  { name: 'today (one transaction per append)' },
  { name: 'commit_delay 200 µs, commit_siblings 5', connectionOptions: '-c commit_delay=200 -c commit_siblings=5' },
  { name: 'commit_delay 1000 µs, commit_siblings 2', connectionOptions: '-c commit_delay=1000 -c commit_siblings=2' },
  { name: 'group commit, 1 group in flight', groupCommit: { maxInFlight: 1 } },
  { name: 'group commit, 2 in flight (default)', groupCommit: { maxInFlight: 2 } },
  { name: 'group commit, 4 in flight', groupCommit: { maxInFlight: 4 } },
];

interface WalCounters {
  fsyncs: number;
  walBytes: number;
}

/** Server-wide WAL fsyncs (PostgreSQL 18: pg_stat_io; before: pg_stat_wal.wal_sync) and WAL bytes. */
async function walCounters(serverUrl: string): Promise<WalCounters> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const bytes = await client.query<{ b: string }>(`SELECT wal_bytes::text AS b FROM pg_stat_wal`);
    let fsyncs: string;
    try {
      const { rows } = await client.query<{ n: string }>(
        `SELECT coalesce(sum(fsyncs), 0)::text AS n FROM pg_stat_io WHERE object = 'wal'`,
      );
      fsyncs = rows[0].n;
    } catch {
      const { rows } = await client.query<{ n: string }>(`SELECT wal_sync::text AS n FROM pg_stat_wal`);
      fsyncs = rows[0].n;
    }
    return { fsyncs: Number(fsyncs), walBytes: Number(bytes.rows[0].b) };
  } finally {
    await client.end();
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Run = (c: ReturnType<typeof oursContender>) => Promise<LatencyStats>;

async function measureCell(
  serverUrl: string,
  url: string,
  poolSize: number,
  variant: OursVariant,
  run: Run,
): Promise<Figures> {
  try {
    const before = await walCounters(serverUrl);
    const measured = oursContender(url, poolSize, variant);
    let stats: LatencyStats;
    let groups: { groups: number; appends: number; largestGroup: number } | undefined;
    try {
      stats = await run(measured);
      groups = measured.store.groupCommitStats && { ...measured.store.groupCommitStats };
    } finally {
      await measured.close();
    }
    await pause(1200);
    const after = await walCounters(serverUrl);
    const fsyncs = after.fsyncs - before.fsyncs;
    return {
      ...stats,
      walFsyncs: fsyncs,
      fsyncsPerAppend: Math.round((fsyncs / Math.max(1, stats.ops)) * 1000) / 1000,
      walBytesPerAppend: Math.round((after.walBytes - before.walBytes) / Math.max(1, stats.ops)),
      avgGroup: groups ? Math.round((groups.appends / Math.max(1, groups.groups)) * 10) / 10 : 1,
      largestGroup: groups?.largestGroup ?? 1,
    };
  } catch (error) {
    return { error: (error as Error).message.slice(0, 120) };
  }
}

/** The round with the median throughput, plus every round's ops/s so the spread stays visible. */
function medianRound(figures: Figures[]): Figures {
  const ok = figures.filter((f) => typeof (f as Record<string, unknown>).opsPerSec === 'number');
  if (ok.length === 0) return figures[0];
  const sorted = [...ok].sort((a, b) => Number(a.opsPerSec) - Number(b.opsPerSec));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return figures.length === 1 ? median : { ...median, opsPerSecRounds: ok.map((f) => f.opsPerSec).join(' / ') };
}

type Figures = LatencyStats | Record<string, number | string>;

/**
 * Each cell gets a fresh store and pool on the variant's own database; the pool is closed before
 * the counters are read, because a backend publishes its I/O statistics when it exits (or, idle,
 * up to 10 s later). The counters are server-wide, so cells run one at a time.
 */
export async function groupCommitComparison(
  db: BenchDatabase,
  ms: number,
  poolSize: number,
  progress: (line: string) => void,
  roundCount = 1,
): Promise<Record<string, Record<string, Figures>>> {
  const urls: string[] = [];
  for (const [i] of GROUP_COMMIT_VARIANTS.entries()) urls.push(await db.createDatabase(`gc${i}`));
  const serverUrl = urls[0];
  const workloads: Array<[string, Run]> = [
    ['exact-revision appends, 1 client', (c) => exactAppends(c, 1, ms)],
    ['exact-revision appends, 8 clients', (c) => exactAppends(c, 8, ms)],
    ['exact-revision appends, 32 clients', (c) => exactAppends(c, 32, ms)],
    ['hot streams (8 workers, 10 streams, read + append + retry)', (c) => hotStreams(c, 8, ms)],
  ];
  // rounds[workload][variant] = one figure set per round.
  const rounds = workloads.map(() => GROUP_COMMIT_VARIANTS.map((): Figures[] => []));
  for (let round = 0; round < roundCount; round += 1) {
    for (const [w, [label, run]] of workloads.entries()) {
      for (let k = 0; k < GROUP_COMMIT_VARIANTS.length; k += 1) {
        // Rotated order per workload and round, to spread the machine's noise over the variants.
        const v = (k + w + round * 3) % GROUP_COMMIT_VARIANTS.length;
        const variant = GROUP_COMMIT_VARIANTS[v];
        progress(`group commit round ${round + 1}/${roundCount}: ${label} — ${variant.name} … `);
        const figures = await measureCell(serverUrl, urls[v], poolSize, variant, run);
        rounds[w][v].push(figures);
        progress(`${JSON.stringify(figures)}\n`);
      }
    }
  }
  const result: Record<string, Record<string, Figures>> = {};
  for (const [w, [label]] of workloads.entries()) {
    result[`group commit: ${label}`] = Object.fromEntries(
      GROUP_COMMIT_VARIANTS.map((variant, v) => [variant.name!, medianRound(rounds[w][v])]),
    );
  }
  return result;
}
