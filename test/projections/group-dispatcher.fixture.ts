import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import type { EventLogSource } from '../../src/platform/projections/runner/event-log-source';
import { GroupDispatcher } from '../../src/platform/projections/runner/group-dispatcher';
import { PortLogSource } from '../../src/platform/projections/runner/port-log-source';
import { PostgresLogSource } from '../../src/platform/projections/runner/postgres-log-source';
import type { ProjectionMember } from '../../src/platform/projections/runner/projection-member';
import {
  comparePositions,
  ORIGIN,
  parsePosition,
  type LogPosition,
} from '../../src/platform/projections/runner/position';
import { eventually } from '../support/kit';
import { openProjectionDatabase } from './projection-database';

/** Every dispatcher suite runs once per log source. */
export const LOG_SOURCES: [string, (store: PostgresEventStore) => EventLogSource][] = [
  ['the PostgreSQL log source', (): EventLogSource => new PostgresLogSource()],
  ['the port log source', (store: PostgresEventStore): EventLogSource => new PortLogSource(store)],
];

/**
 * A fresh database per suite file with the tables the test projections write and a trigger that
 * counts checkpoint row writes; the dispatchers a test makes are stopped after it.
 */
export class DispatcherWorld {
  url!: string;
  store!: PostgresEventStore;
  db!: Client;
  readonly dispatchers: GroupDispatcher[] = [];

  async start(): Promise<void> {
    ({ url: this.url, store: this.store, db: this.db } = await openProjectionDatabase(4));
    const db = this.db;
    await db.query(
      `CREATE TABLE test_group_applied (member text, event_id uuid, applied int NOT NULL, PRIMARY KEY (member, event_id))`,
    );
    await db.query(
      `CREATE TABLE test_group_order (seq bigserial, member text, event_id uuid, stream_id text, revision int)`,
    );
    // Every write of a checkpoint row, to count them.
    await db.query(`CREATE TABLE test_checkpoint_writes (subscription_id text)`);
    await db.query(`CREATE FUNCTION test_count_checkpoint_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_checkpoint_writes VALUES (NEW.subscription_id); RETURN NEW; END $$`);
    await db.query(`CREATE TRIGGER test_checkpoint_writes AFTER UPDATE ON es_checkpoints
      FOR EACH ROW EXECUTE FUNCTION test_count_checkpoint_write()`);
  }

  async stopDispatchers(): Promise<void> {
    await Promise.all(this.dispatchers.splice(0).map((d) => d.stop()));
  }

  async stop(): Promise<void> {
    await this.store.close();
    await this.db.end();
  }

  dispatcher = (
    group: string,
    source: EventLogSource,
    options: { retryDelaysMs?: number[]; checkpointFlushMs?: number; settleMs?: number } = {},
  ) => {
    const d = new GroupDispatcher({
      databaseUrl: this.url,
      group,
      source,
      batchSize: 50,
      pollIntervalMs: 50,
      lockRetryMs: 100,
      ...options,
    });
    this.dispatchers.push(d);
    return d;
  };

  appendMany = async (n: number, data: Record<string, unknown> = {}): Promise<string> => {
    let position = '';
    for (let i = 0; i < n; i += 25) {
      const events = Array.from({ length: Math.min(25, n - i) }, (_, k) => ({
        eventId: randomUUID(),
        type: 'TestHappened',
        data: { k: i + k, ...data },
      }));
      position = (await this.store.append(`test-${randomUUID()}`, events, { expectedRevision: 'no_stream' })).position;
    }
    return position;
  };

  logSize = async () => (await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events`)).rows[0].n;

  reached = async (name: string, position: string): Promise<boolean> => {
    const target = parsePosition(position)!;
    const { rows } = await this.db.query<{ pos: string; tx: string }>(
      `SELECT global_position::text AS pos, transaction_id::text AS tx FROM es_checkpoints WHERE subscription_id = $1`,
      [`projection:${name}`],
    );
    return (
      !!rows[0] && comparePositions({ tx: rows[0].tx, pos: rows[0].pos }, { tx: target.tx!, pos: target.pos }) >= 0
    );
  };

  writesOf = async (name: string): Promise<number> =>
    (
      await this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM test_checkpoint_writes WHERE subscription_id = $1`,
        [`projection:${name}`],
      )
    ).rows[0].n;

  rowOf = async (name: string): Promise<LogPosition | null> => {
    const { rows } = await this.db.query<{ pos: string; tx: string }>(
      `SELECT global_position::text AS pos, transaction_id::text AS tx FROM es_checkpoints WHERE subscription_id = $1`,
      [`projection:${name}`],
    );
    return rows[0] ? { tx: rows[0].tx, pos: rows[0].pos } : null;
  };

  at = (position: string): LogPosition => {
    const p = parsePosition(position)!;
    return { tx: p.tx!, pos: p.pos };
  };

  /** Where the member stands in this dispatcher's memory (which may be ahead of its row). */
  inMemoryReach = (member: ProjectionMember, position: string) =>
    eventually(() => comparePositions(member.snapshot().checkpoint ?? ORIGIN, this.at(position)) >= 0, {
      what: `${member.name} at ${position} in memory`,
    });

  allReach = (names: string[], position: string) =>
    eventually(async () => (await Promise.all(names.map((n) => this.reached(n, position)))).every(Boolean), {
      what: `${names.join(', ')} at ${position}`,
    });

  applied = async (member: string) =>
    (
      await this.db.query<{ n: number; dup: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE applied <> 1)::int AS dup FROM test_group_applied WHERE member = $1`,
        [member],
      )
    ).rows[0];

  names = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => `${prefix}-${i}-${randomUUID().slice(0, 8)}`);
}

/** One world for the calling suite: started before its first test, dispatchers stopped after each test. */
export function useDispatcherWorld(): DispatcherWorld {
  const world = new DispatcherWorld();
  beforeAll(() => world.start());
  afterEach(() => world.stopDispatchers());
  afterAll(() => world.stop());
  return world;
}
