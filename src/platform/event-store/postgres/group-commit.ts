import type { Pool, PoolClient } from 'pg';
import { APPEND_GROUP_SQL, type AppendRow, type GroupAppendRow } from './append-events.sql';

/** One append as es_append takes it (expected = revision ≥ 0 or a negative EXPECTED_CODE). */
export interface AppendMember {
  streamId: string;
  streamType: string;
  expected: number;
  eventIds: string[];
  types: string[];
  versions: number[];
  data: string[];
  metadata: string[];
  /** Test hook: keep the group's transaction open this long before COMMIT. */
  holdMs?: number;
}

export interface GroupCommitOptions {
  /**
   * Most appends in one transaction (default 64). Each member is a subtransaction with its own
   * subtransaction id; PostgreSQL caches 64 of them per backend, beyond that other sessions'
   * snapshots must look them up in pg_subtrans while the group is open.
   */
  maxGroupSize?: number;
  /** Groups committing at once, each on its own connection (default 2). */
  maxInFlight?: number;
}

/** A member es_append_group caught and rolled back alone (its savepoint): its SQLSTATE and message. */
export class AppendMemberError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppendMemberError';
  }
}

interface Pending {
  member: AppendMember;
  resolve(row: AppendRow): void;
  reject(error: unknown): void;
}

/**
 * Group commit: appends that arrive while the group slots are all busy wait and go together in
 * the next group, one statement (es_append_group) in autocommit = one transaction, one WAL flush.
 * A lone append with a free slot goes at once, so nothing waits on a timer and an idle store keeps
 * today's latency. Each caller's promise settles after that statement, i.e. after the shared COMMIT.
 */
export class GroupCommitter {
  private readonly queue: Pending[] = [];
  private readonly maxGroupSize: number;
  private readonly maxInFlight: number;
  private inFlight = 0;
  private idle: Array<() => void> = [];
  /** Groups committed and appends they carried, for the bench and the tests. */
  readonly stats = { groups: 0, appends: 0, largestGroup: 0 };

  /**
   * @param appendAlone today's one-statement es_append, used for a group of one: it needs no
   * savepoint, so an append that finds a free slot costs exactly what it costs without grouping.
   */
  constructor(
    private readonly pool: Pool,
    options: GroupCommitOptions,
    private readonly appendAlone: (member: AppendMember) => Promise<AppendRow>,
  ) {
    this.maxGroupSize = Math.max(1, options.maxGroupSize ?? 64);
    this.maxInFlight = Math.max(1, options.maxInFlight ?? 2);
  }

  append(member: AppendMember): Promise<AppendRow> {
    return new Promise<AppendRow>((resolve, reject) => {
      this.queue.push({ member, resolve, reject });
      this.drain();
    });
  }

  /** Settles once every queued and running group has finished. */
  whenIdle(): Promise<void> {
    if (this.inFlight === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private drain(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const group = this.queue.splice(0, this.maxGroupSize);
      this.inFlight += 1;
      void this.commit(group).finally(() => {
        this.inFlight -= 1;
        this.drain();
        if (this.inFlight === 0 && this.queue.length === 0) for (const done of this.idle.splice(0)) done();
      });
    }
  }

  private async commit(group: Pending[]): Promise<void> {
    if (group.length === 1) {
      const [only] = group;
      try {
        only.resolve(await this.appendAlone(only.member));
      } catch (error) {
        only.reject(error);
      }
      this.count(1);
      return;
    }
    // Stream rows are locked in stream id order by every group, so two groups in flight (or two
    // processes) cannot deadlock; appends to one stream keep their arrival order (stable sort).
    const ordered = [...group].sort((a, b) =>
      a.member.streamId < b.member.streamId ? -1 : a.member.streamId > b.member.streamId ? 1 : 0,
    );
    let rows: GroupAppendRow[];
    try {
      rows = await this.run(ordered.map((p) => p.member));
    } catch (error) {
      // The statement (its commit included) failed: nothing of the group was written.
      for (const p of ordered) p.reject(error);
      return;
    }
    this.count(ordered.length);
    for (const row of rows) {
      const pending = ordered[row.r_member - 1];
      if (row.r_status === 'error')
        pending.reject(new AppendMemberError(row.r_error_code ?? 'XX000', row.r_error_message ?? 'append failed'));
      else pending.resolve(row as AppendRow);
    }
  }

  private count(size: number): void {
    this.stats.groups += 1;
    this.stats.appends += size;
    this.stats.largestGroup = Math.max(this.stats.largestGroup, size);
  }

  private async run(members: AppendMember[]): Promise<GroupAppendRow[]> {
    const values = [
      members.map((m) => m.streamId),
      members.map((m) => m.streamType),
      members.map((m) => m.expected),
      members.map((m) => m.eventIds.length),
      members.flatMap((m) => m.eventIds),
      members.flatMap((m) => m.types),
      members.flatMap((m) => m.versions),
      members.flatMap((m) => m.data),
      members.flatMap((m) => m.metadata),
    ];
    const holds = members.map((m) => m.holdMs).filter((ms): ms is number => ms !== undefined);
    if (holds.length === 0) {
      const { rows } = await this.pool.query<GroupAppendRow>({
        name: 'es_append_group',
        text: APPEND_GROUP_SQL,
        values,
      });
      return rows;
    }
    const client: PoolClient = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<GroupAppendRow>({ name: 'es_append_group', text: APPEND_GROUP_SQL, values });
      await client.query('SELECT pg_sleep($1)', [Math.max(...holds) / 1000]);
      await client.query('COMMIT');
      return rows;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
