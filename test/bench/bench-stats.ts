export interface LatencyStats {
  ops: number;
  opsPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summarise(latencies: number[], elapsedMs: number, ops = latencies.length): LatencyStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    ops,
    opsPerSec: Math.round((ops / elapsedMs) * 1000),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
  };
}

/** Runs `op` in `clients` concurrent loops for `durationMs`, timing every call. */
export async function runClients(
  clients: number,
  durationMs: number,
  op: (client: number, iteration: number) => Promise<void>,
): Promise<LatencyStats> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        const t0 = performance.now();
        await op(client, i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summarise(latencies, performance.now() - started);
}
