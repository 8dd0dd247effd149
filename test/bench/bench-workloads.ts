import { randomUUID } from 'node:crypto';
import type { BatchEvent } from '../../machines/batch/batch.events';
import { evolve, initialState } from '../../machines/batch/batch.decider';
import { eventsTo, PATHS } from '../../machines/testing/batch-scenario';
import type { BenchEvent, Contender } from './bench-contenders';
import { runClients, summarise, type LatencyStats } from './bench-stats';

const payload = (i: number): BenchEvent => ({ id: randomUUID(), type: 'ItemsPurchased', data: { i, itemIds: ['item-1', 'item-2'], amount: { cents: 12345, currency: 'HKD' }, note: 'x'.repeat(120) } });
const tag = () => randomUUID().replace(/-/g, '').slice(0, 10);

export function newStreams(c: Contender, clients: number, ms: number): Promise<LatencyStats> {
  const t = tag();
  return runClients(clients, ms, async (client, i) => void (await c.append(`new${t}-${client}-${i}`, [payload(i)], -1)));
}

/** Each client appends to its own stream with the exact expected revision it got back last time. */
export function exactAppends(c: Contender, clients: number, ms: number, batch = 1): Promise<LatencyStats> {
  const t = tag();
  const revisions = Array.from({ length: clients }, () => -1);
  return runClients(clients, ms, async (client, i) => {
    revisions[client] = await c.append(`exact${t}-${client}`, Array.from({ length: batch }, (_, k) => payload(i * batch + k)), revisions[client]);
  });
}

export interface HotStreamStats extends LatencyStats {
  conflicts: number;
  /** Time from a command's first attempt to its successful append. */
  retryP99Ms: number;
}

/** 8 workers on 10 hot streams: read the revision, append, retry on conflict. Goodput = successful appends/s. */
export async function hotStreams(c: Contender, workers: number, ms: number): Promise<HotStreamStats> {
  const t = tag();
  let conflicts = 0;
  const stats = await runClients(workers, ms, async (_client, i) => {
    const streamId = `hot${t}-${i % 10}`;
    for (;;) {
      const expected = await c.lastRevision(streamId);
      try {
        await c.append(streamId, [payload(i)], expected);
        return;
      } catch (error) {
        if (!c.isConflict(error)) throw error;
        conflicts += 1;
      }
    }
  });
  return { ...stats, conflicts, retryP99Ms: stats.p99Ms };
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
      const slice = history.slice(i, i + 50).map((e) => ({ id: randomUUID(), type: e.type, data: e as unknown as Record<string, unknown> }));
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

/** Reads the whole log from the start, batch by batch, the way each contender's subscription would. */
/** Stops after `capMs` (a reader whose batches get slower as the log grows would otherwise run for ages). */
export async function catchUp(c: Contender, total: number, capMs = 90_000): Promise<{ events: number; seconds: number; eventsPerSec: number; capped: boolean; after: string | undefined }> {
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
  return { events, seconds: Math.round(seconds * 100) / 100, eventsPerSec: Math.round(events / seconds), capped, after };
}

export interface LiveStats {
  appended: number;
  delivered: number;
  lost: number;
  duplicated: number;
  lagP50Ms: number;
  lagP95Ms: number;
  lagP99Ms: number;
}

/**
 * Writers append with commits held open 0-20 ms (so commit order differs from position order)
 * while a tailing reader polls every 10 ms from its checkpoint. Lag = delivery − append return.
 */
export async function liveLag(c: Contender, writers: number, ms: number, startAfter: string | undefined): Promise<LiveStats> {
  const t = tag();
  const committedAt = new Map<string, number>();
  const seen = new Map<string, number>();
  const lags: number[] = [];
  let duplicated = 0;
  let writing = true;
  let after = startAfter;
  const reader = (async () => {
    let drainedAfterStop = 0;
    while (drainedAfterStop < 3) {
      const batch = await c.readBatch(after, 1000);
      const now = performance.now();
      for (const id of batch.ids) {
        seen.set(id, (seen.get(id) ?? 0) + 1);
        if (seen.get(id)! > 1) duplicated += 1;
        const at = committedAt.get(id);
        if (at !== undefined) lags.push(now - at);
      }
      after = batch.next;
      if (!writing && batch.ids.length === 0) drainedAfterStop += 1;
      if (batch.ids.length < 1000) await new Promise((r) => setTimeout(r, writing ? 10 : 300));
    }
  })();
  const revisions = new Map<number, number>();
  try {
    await runClients(writers, ms, async (client, i) => {
      const event = payload(i);
      const next = await c.append(`live${t}-${client}`, [event], revisions.get(client) ?? -1, Math.random() * 20);
      revisions.set(client, next);
      committedAt.set(event.id, performance.now());
    });
  } finally {
    writing = false;
    await reader;
  }
  const lost = [...committedAt.keys()].filter((id) => !seen.has(id)).length;
  const lag = summarise(lags, 1);
  return { appended: committedAt.size, delivered: [...committedAt.keys()].filter((id) => seen.has(id)).length, lost, duplicated, lagP50Ms: lag.p50Ms, lagP95Ms: lag.p95Ms, lagP99Ms: lag.p99Ms };
}
