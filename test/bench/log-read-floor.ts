// The catch-up's reference, measured in the same run as the catch-up: the log read
// alone, exactly as a dispatcher reads it (PostgresLogSource.readAfter: the visibility rule, the
// (transaction id, position) order, 2,000 events a slice, rows parsed into events), with nothing
// applied. Whatever a read model does with an event comes on top of this, so its CPU per event
// bounds every catch-up of the same log on this machine.
import { availableParallelism } from 'node:os';
import { Client } from 'pg';
import { PostgresLogSource } from '../../src/platform/projections/runner/postgres-log-source';
import type { LogPosition } from '../../src/platform/projections/runner/position';
import { cpuMsOf } from './app-server';

export interface LogReadFloor {
  events: number;
  seconds: number;
  /** One reader on one connection: Node parses a slice while PostgreSQL waits, as a dispatcher without read ahead. */
  eventsPerSec: number;
  /** CPU per 1,000 events read: this process (parsing rows) and the reading backend (scan, jsonb output). */
  cpuMsPer1000: { node: number; postgres: number; total: number };
  /**
   * The most events per second a catch-up could reach on this machine if reading were all it did and
   * every core did nothing else: cores × 1,000 ms ÷ total CPU ms per event.
   */
  ceilingEventsPerSec: number;
  cores: number;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Reads the whole log after `from` (default: its start) in dispatcher-sized slices. */
export async function measureLogReadFloor(
  databaseUrl: string,
  options: { from?: LogPosition; slice?: number } = {},
): Promise<LogReadFloor> {
  const slice = options.slice ?? 2_000;
  const source = new PostgresLogSource();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const backendPid = rows[0].pid;
    let after = options.from ?? { tx: '0', pos: '0' };
    let events = 0;
    const backend0 = cpuMsOf(backendPid);
    const node0 = process.cpuUsage();
    const t0 = performance.now();
    for (;;) {
      const read = await source.readAfter(client, after, slice);
      if (read.events.length === 0) break;
      events += read.events.length;
      after = read.events[read.events.length - 1].position;
    }
    const seconds = (performance.now() - t0) / 1000;
    const nodeCpu = process.cpuUsage(node0);
    const nodeMs = (nodeCpu.user + nodeCpu.system) / 1000;
    const pgMs = cpuMsOf(backendPid) - backend0;
    const per1000 = (ms: number) => (events ? (ms * 1000) / events : 0);
    const total = per1000(nodeMs) + per1000(pgMs);
    const cores = availableParallelism();
    return {
      events,
      seconds: round1(seconds),
      eventsPerSec: seconds > 0 ? Math.round(events / seconds) : 0,
      cpuMsPer1000: { node: round1(per1000(nodeMs)), postgres: round1(per1000(pgMs)), total: round1(total) },
      ceilingEventsPerSec: total > 0 ? Math.round((cores * 1_000_000) / total) : 0,
      cores,
    };
  } finally {
    await client.end();
  }
}
