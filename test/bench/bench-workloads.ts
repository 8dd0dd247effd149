import { randomUUID } from 'node:crypto';
import type { BatchEvent } from '@machines/batch/batch.events';
import { evolve, initialState } from '@machines/batch/batch.decider';
import { eventsTo, PATHS } from '@machines/testing/batch-scenario';
import type { BenchEvent, Contender } from './bench-contenders';
import { runClients, summarise, type LatencyStats } from './bench-stats';

export const payload = (i: number): BenchEvent => ({
  id: randomUUID(),
  type: 'ItemsPurchased',
  data: { i, itemIds: ['item-1', 'item-2'], amount: { cents: 12345, currency: 'HKD' }, note: 'x'.repeat(120) },
});
export const tag = () => randomUUID().replace(/-/g, '').slice(0, 10);

export function newStreams(c: Contender, clients: number, ms: number): Promise<LatencyStats> {
  const t = tag();
  return runClients(
    clients,
    ms,
    async (client, i) => void (await c.append(`new${t}-${client}-${i}`, [payload(i)], -1)),
  );
}

/** Each client appends to its own stream with the exact expected revision it got back last time. */
export function exactAppends(c: Contender, clients: number, ms: number, batch = 1): Promise<LatencyStats> {
  const t = tag();
  const revisions = Array.from({ length: clients }, () => -1);
  return runClients(clients, ms, async (client, i) => {
    revisions[client] = await c.append(
      `exact${t}-${client}`,
      Array.from({ length: batch }, (_, k) => payload(i * batch + k)),
      revisions[client],
    );
  });
}

export interface HotStreamStats extends LatencyStats {
  conflicts: number;
  /** Conflicts per successful command (each conflict costs one re-read and one more append). */
  retriesPerSuccess: number;
  /** Share of commands that hit at least one conflict. */
  retriedPct: number;
  /** Most attempts one command needed. */
  maxAttempts: number;
  /** Among commands that hit a conflict: time from the first conflict to the successful append. */
  retryTimeP50Ms: number;
  retryTimeP99Ms: number;
}

/** 8 workers on 10 hot streams: read the revision, append, retry on conflict. Goodput = successful appends/s. */
export async function hotStreams(c: Contender, workers: number, ms: number): Promise<HotStreamStats> {
  const t = tag();
  let conflicts = 0;
  let retried = 0;
  let maxAttempts = 0;
  const retryTimes: number[] = [];
  const stats = await runClients(workers, ms, async (_client, i) => {
    const streamId = `hot${t}-${i % 10}`;
    let firstConflictAt: number | undefined;
    for (let attempt = 1; ; attempt += 1) {
      const expected = await c.lastRevision(streamId);
      try {
        await c.append(streamId, [payload(i)], expected);
        maxAttempts = Math.max(maxAttempts, attempt);
        if (firstConflictAt !== undefined) retryTimes.push(performance.now() - firstConflictAt);
        return;
      } catch (error) {
        if (!c.isConflict(error)) throw error;
        conflicts += 1;
        if (firstConflictAt === undefined) {
          firstConflictAt = performance.now();
          retried += 1;
        }
      }
    }
  });
  const retry = summarise(retryTimes, 1);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    ...stats,
    conflicts,
    retriesPerSuccess: round(conflicts / Math.max(1, stats.ops)),
    retriedPct: round((retried / Math.max(1, stats.ops)) * 100),
    maxAttempts,
    retryTimeP50Ms: retry.p50Ms,
    retryTimeP99Ms: retry.p99Ms,
  };
}

/** A real batch history (the longest scripted path), cycled to the wanted length. */
function batchHistory(length: number): BatchEvent[] {
  const longest = Object.keys(PATHS)
    .map((status) => eventsTo(status as keyof typeof PATHS))
    .sort((a, b) => b.length - a.length)[0];
  return Array.from({ length }, (_, i) => longest[i % longest.length]);
}

/** Reads a stream and folds it through the batch machine's evolve (machines/batch/batch.decider.ts). */
export async function readAndFold(c: Contender, length: number, clients: number, ms: number): Promise<LatencyStats> {
  const t = tag();
  const history = batchHistory(length);
  const streams = Array.from({ length: clients }, (_, k) => `fold${t}-${k}`);
  for (const streamId of streams) {
    let revision = -1;
    for (let i = 0; i < history.length; i += 50) {
      const slice = history.slice(i, i + 50).map((e) => ({ id: randomUUID(), type: e.type, data: e }));
      revision = await c.append(streamId, slice, revision);
    }
  }
  return runClients(clients, ms, async (client) => {
    const events = await c.readStream(streams[client]);
    let state = initialState;
    for (const e of events) state = evolve(state, e.data as unknown as BatchEvent);
    if (events.length !== length || !state) throw new Error(`fold read ${events.length} events, expected ${length}`);
  });
}

/**
 * Bare log read (no projection, no checkpoint transaction): the reader's own ceiling, for comparison
 * with the projection catch-up. Stops after `capMs` (a reader whose batches get slower as the log grows would otherwise run for ages). */
export async function catchUp(
  c: Contender,
  total: number,
  capMs = 90_000,
): Promise<{ events: number; seconds: number; eventsPerSec: number; capped: boolean; after: string | undefined }> {
  const started = performance.now();
  let after: string | undefined;
  let events = 0;
  const deadline = started + capMs;
  let capped = false;
  for (;;) {
    if (performance.now() > deadline) {
      capped = true;
      break;
    }
    const batch = await c.readBatch(after, 1000);
    if (batch.ids.length === 0) break;
    events += batch.ids.length;
    after = batch.next;
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    events,
    seconds: Math.round(seconds * 100) / 100,
    eventsPerSec: Math.round(events / seconds),
    capped,
    after,
  };
}
