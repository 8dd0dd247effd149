import type { Client } from 'pg';
import { inEventsSpan } from '../../observability/event-spans';
import { lockCheckpoints, writeCheckpoints } from './event-log';
import type { EventLogSource } from './event-log-source';
import { parkFailed, runWithSavepoints, type MemberFailure, type MemberWork } from './member-parking';
import type { LoggedEvent, ProjectionContext } from './projection';
import { comparePositions, ORIGIN, type LogPosition } from './position';
import { queuedClient } from './queued-client';
import { after, readsOutsideTransaction, selectsAny, type Plan, type SliceResult } from './slice-plan';
import type { SliceReader } from './slice-reader';

/** What a slice reports to the dispatcher's listeners (`slice` event). */
export interface SliceApplied {
  events: number;
  members: number;
  position: LogPosition;
}

export interface SliceApplierDeps {
  source: EventLogSource;
  reader: SliceReader;
  /** Handed to the members in every context: what they keep between slices (ProjectionContext.memo). */
  memo: object;
  tableSuffix?: string;
  log?: (message: string) => void;
  onSlice: (slice: SliceApplied) => void;
}

/**
 * Applies one slice to a plan's members in one transaction, with their checkpoints, or moves their
 * checkpoints in memory alone when none selects any of its events.
 */
export class SliceApplier {
  constructor(private readonly deps: SliceApplierDeps) {}

  /**
   * Reads one slice and applies it to the plan's members in one transaction; returns what happened.
   * First without savepoints (one round trip fewer per member); if a member throws, the whole
   * transaction is rolled back and the slice is applied again with a savepoint per member, so only
   * the failing one is parked. The first attempt's work is all rolled back, and what the handlers
   * keep in memory (folded states) depends on the log alone, so applying it again changes nothing.
   */
  async process(client: Client, plan: Plan): Promise<SliceResult> {
    const fast = await this.apply(client, plan, false);
    if (fast !== 'member-failed') return fast;
    const guarded = await this.apply(client, plan, true);
    if (guarded === 'member-failed') throw new Error('a member failed outside its savepoint');
    return guarded;
  }

  private async apply(client: Client, plan: Plan, savepoints: boolean): Promise<SliceResult | 'member-failed'> {
    const { source, reader } = this.deps;
    const suffix = this.deps.tableSuffix ?? '';
    // Members that run together share the connection through a queue (queued-client.ts).
    const db = savepoints ? client : queuedClient(client);
    const ctx: ProjectionContext = {
      client: db,
      table: (logical) => `${logical}${suffix}`,
      history: (upTo) => source.readStreams(db, upTo),
      memo: this.deps.memo,
    };
    let failures: MemberFailure[] = [];
    const advanced: MemberWork[] = [];
    // When every member can say what it selects, read first without a transaction (the read is one
    // statement: its own snapshot gives it the same horizon as inside one) and open one only if a
    // member selects something.
    let early: { events: LoggedEvent[]; heldBack: boolean } | null = null;
    if (readsOutsideTransaction(plan)) {
      early = await reader.read(client, plan.from);
      if (early.events.length === 0) {
        reader.close();
        return { events: 0, heldBack: early.heldBack, moved: false };
      }
      if (!selectsAny(plan.members, early.events)) return this.skip(plan, early.events, early.heldBack);
    }
    await client.query('BEGIN');
    try {
      // Read before taking any row lock: a transaction id of our own would hold the visibility horizon back.
      const { events, heldBack } = early ?? (await reader.read(client, plan.from));
      if (events.length === 0) {
        await client.query('COMMIT');
        reader.close();
        return { events: 0, heldBack, moved: false };
      }
      const last = events[events.length - 1].position;
      const nextSize = reader.nextSliceSize(events);
      // A rebuild swap holds a member's row while it moves the checkpoint; if one moved, plan again from it.
      const locked = await lockCheckpoints(
        client,
        plan.members.map((m) => m.checkpointId),
      );
      // Against the row as we last saw it: a member may stand ahead of it in memory (see `skip`).
      const moved = plan.members.filter(
        (m) => comparePositions(locked.get(m.checkpointId) ?? ORIGIN, m.stored ?? ORIGIN) !== 0,
      );
      if (moved.length > 0) {
        await client.query('ROLLBACK');
        for (const m of moved) m.loaded(locked.get(m.checkpointId) ?? ORIGIN);
        return { events: 0, heldBack: false, moved: true };
      }
      const work: MemberWork[] = plan.members
        .map((member) => ({ member, mine: after(events, member.checkpoint ?? ORIGIN) }))
        .filter((w) => w.mine.length > 0);
      const handle = (w: MemberWork): Promise<void> =>
        inEventsSpan(`projection ${w.member.name}`, { 'projection.group': w.member.group }, w.mine, () =>
          w.member.projection.handle(w.mine, ctx),
        );
      if (!savepoints) {
        // All members at once: their statements go out one at a time in the order they are made, so
        // PostgreSQL runs one member's while Node computes the next one's (they write their own
        // tables; what they share, the fold of the slice, fold-batch.ts does once). If any fails, the
        // statements after it fail too (the transaction is aborted); all settle before the ROLLBACK.
        const outcomes = await Promise.allSettled(work.map(handle));
        if (outcomes.some((o) => o.status === 'rejected')) {
          await client.query('ROLLBACK');
          return 'member-failed';
        }
        advanced.push(...work);
      } else {
        failures = await runWithSavepoints(client, work, handle, advanced);
      }
      if (advanced.length > 0)
        await writeCheckpoints(
          client,
          advanced.map((a) => a.member.checkpointId),
          last,
        );
      await client.query('COMMIT');
      for (const a of advanced) {
        a.member.applied(last, a.mine.length);
        a.member.written(last);
      }
      parkFailed(failures, this.deps.log);
      this.deps.onSlice({ events: events.length, members: advanced.length, position: last });
      reader.sliceSize = nextSize;
      return { events: events.length, heldBack, moved: false };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /**
   * A slice no member selects: their checkpoints move in memory alone, no transaction. Exactly once
   * still holds: a restart reads again from the row, and between the row and here lie only events
   * nobody selects, since a slice that selects one writes its members' rows in its own transaction.
   */
  private skip(plan: Plan, events: readonly LoggedEvent[], heldBack: boolean): SliceResult {
    const last = events[events.length - 1].position;
    const now = Date.now();
    let members = 0;
    for (const member of plan.members) {
      const mine = after(events, member.checkpoint ?? ORIGIN);
      if (mine.length === 0) continue;
      member.skipped(last, mine.length, now);
      members += 1;
    }
    this.deps.onSlice({ events: events.length, members, position: last });
    this.deps.reader.sliceSize = this.deps.reader.nextSliceSize(events);
    return { events: events.length, heldBack, moved: false, skipped: true };
  }
}
