import type { AppServer } from './app-server';

/** The server's garbage collections and event-loop delay over a phase, from its own /metrics (prom-client's defaults). */
export interface RuntimeFigures {
  /** Collections by V8's kind (minor = scavenge, major = mark-compact, incremental, weakcb): how many, and their ms. */
  gc: Record<string, { count: number; ms: number }>;
  /** The longest the event loop was late over the phase (monitorEventLoopDelay, reset by each scrape). */
  loopDelayMaxMs: number;
  loopDelayP99Ms: number;
}

type Sample = Map<string, number>;

async function scrape(server: AppServer): Promise<Sample | undefined> {
  const text = await fetch(`${server.baseUrl}/metrics`)
    .then((r) => (r.ok ? r.text() : undefined))
    .catch(() => undefined);
  if (!text) return undefined;
  const found: Sample = new Map();
  for (const line of text.split('\n')) {
    const m =
      /^(nodejs_gc_duration_seconds_(?:sum|count)\{kind="(\w+)"\}|nodejs_eventloop_lag_(?:max|p99)_seconds) ([\d.eE+-]+)$/.exec(
        line,
      );
    if (m) found.set(m[1], Number(m[3]));
  }
  return found;
}

/**
 * Scrapes the server's metrics now (which also restarts its event-loop delay histogram) and returns
 * what to call once the phase is over: the collections since, and the loop's delay over the phase.
 * Undefined figures when /metrics does not answer.
 */
export async function watchRuntime(server: AppServer): Promise<() => Promise<RuntimeFigures | undefined>> {
  const before = await scrape(server);
  return async () => {
    const after = await scrape(server);
    if (!before || !after) return undefined;
    const gc: RuntimeFigures['gc'] = {};
    for (const [key, value] of after) {
      const m = /^nodejs_gc_duration_seconds_(sum|count)\{kind="(\w+)"\}$/.exec(key);
      if (!m) continue;
      const entry = (gc[m[2]] ??= { count: 0, ms: 0 });
      const delta = value - (before.get(key) ?? 0);
      if (m[1] === 'count') entry.count = delta;
      else entry.ms = Math.round(delta * 1e4) / 10;
    }
    const ms = (key: string) => Math.round((after.get(key) ?? 0) * 1e4) / 10;
    return {
      gc,
      loopDelayMaxMs: ms('nodejs_eventloop_lag_max_seconds'),
      loopDelayP99Ms: ms('nodejs_eventloop_lag_p99_seconds'),
    };
  };
}

/** "GC 12 minor (9.1 ms), 1 major (14.2 ms); event loop late at most 21.3 ms": what may explain a tail. */
export function describeRuntime(r: RuntimeFigures | undefined): string {
  if (!r) return 'runtime figures unavailable';
  const kinds = Object.entries(r.gc)
    .filter(([, v]) => v.count > 0)
    .map(([kind, v]) => `${v.count} ${kind} (${v.ms} ms)`);
  return `GC ${kinds.length ? kinds.join(', ') : 'none'}; event loop late at most ${r.loopDelayMaxMs} ms (p99 ${r.loopDelayP99Ms} ms)`;
}
