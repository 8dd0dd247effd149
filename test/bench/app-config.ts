// The app bench's knobs, read once from the environment (see app.bench.ts for the list and defaults).
export const quick = process.env.BENCH_QUICK === '1';
const num = (name: string, full: number, short: number) => Number(process.env[name] ?? (quick ? short : full));
export const config = {
  quick,
  seconds: num('BENCH_SECONDS', 10, 4),
  connections: num('BENCH_CONNECTIONS', 8, 8),
  openRate: num('BENCH_OPEN_RATE', 250, 250),
  openSeconds: num('BENCH_OPEN_SECONDS', 20, 5),
  lagRate: num('BENCH_LAG_RATE', 150, 150),
  lagSeconds: num('BENCH_LAG_SECONDS', 60, 10),
  /** 5b: one write in this many is a create (the rest remarks), the work the reactions act on. */
  jobsCreateEvery: num('BENCH_JOBS_CREATE_EVERY', 5, 5),
  /** How long an open loop waits for its last answers, and a phase for the previous one's backlog. */
  drainSeconds: num('BENCH_DRAIN_SECONDS', 30, 10),
  catchUpEvents: num('BENCH_CATCHUP_EVENTS', 1_000_000, 50_000),
  batches: process.env.BENCH_BATCHES ? Number(process.env.BENCH_BATCHES) : 0,
  catchUpCapSeconds: num('BENCH_CATCHUP_CAP_SECONDS', 300, 30),
  /** 1: the reactions catch up on the bulk log too, scheduling its jobs (app-bulk.ts reactionsAtEnd). */
  catchUpReactions: process.env.BENCH_CATCHUP_REACTIONS === '1',
  lengths: (process.env.BENCH_LENGTHS ?? (quick ? '3,50,200' : '3,50,200,500')).split(',').map(Number),
  // 150 per length: at 30 the p50s of equal lengths still differed by 0.2–0.3 ms of noise (× 1.13 at 2.5 ms).
  lengthSamples: num('BENCH_LENGTH_SAMPLES', 150, 40),
  querySeconds: num('BENCH_QUERY_SECONDS', 8, 3),
  /**
   * Each query's same requests at the same rate, not counted, before its steady run: a steady p99,
   * not the first row's JIT and the collection of what the catch-up left in the heap.
   */
  queryWarmupSeconds: num('BENCH_QUERY_WARMUP_SECONDS', 2, 1),
  /** Requests/s of each query's steady (open-loop) run: its latency target is taken there. */
  queryRate: num('BENCH_QUERY_RATE', 50, 50),
  requesters: num('BENCH_REQUESTERS', 1000, 100),
  buyers: num('BENCH_BUYERS', 100, 20),
  /** Orders in the shipment marked departed (phase 9). */
  shipmentOrders: num('BENCH_SHIPMENT_ORDERS', 1000, 200),
};

/** BENCH_PHASES as a list, or undefined for a whole run. */
export const onlyPhases = process.env.BENCH_PHASES?.split(',')
  .map((p) => p.trim())
  .filter(Boolean);
/**
 * 0b (the framework floor) and 1c (our code's share of a command, from a profiled server) are the
 * command rows' references: they run with 1 or 2, or alone as `0b` or `1c`.
 */
export const runsPhase = (key: string) => {
  const id = key.split('-')[0];
  return (
    !onlyPhases ||
    onlyPhases.includes(id) ||
    (['0b', '1c'].includes(id) && ['1', '2'].some((p) => onlyPhases.includes(p)))
  );
};
