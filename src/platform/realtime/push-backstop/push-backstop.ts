import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LoggedEvent, Projection, ProjectionContext } from '../../projections/runner/projection';
import { RealtimePublisher } from '../realtime-publisher';
import type { PushBrief, PushSource } from './push-source';

/** How long a writer's own push has to be heard before the backstop sends it. */
export const BACKSTOP_GRACE_MS = 1_500;
/** The table of appends waiting for their push to be heard (migration 1763904500000). */
export const PUSH_BACKSTOP_TABLE = 'push_backstop_watch';
/**
 * The backstop reads an append this long after its commit: by then the writer's push has almost
 * always been heard, so the append needs no row, and the appends of that time go in one slice.
 */
export const BACKSTOP_SETTLE_MS = 250;
/** Events older than this when first read (a new deployment reading the whole log) get no push. */
const MAX_EVENT_AGE_MS = 30_000;
/** How long a heard revision is remembered (well past the grace of any append it could answer). */
const HEARD_KEPT_MS = 60_000;
/** Every instance looks this often for appends nobody swept (their reader died inside the grace). */
const SAFETY_SWEEP_MS = 2_000;
/** Rows one sweep claims at most; a fuller sweep runs again at once. */
const SWEEP_LIMIT = 500;

interface WatchRow {
  stream_id: string;
  revision: string | number;
  briefs: PushBrief[];
}

/**
 * Sends the push an instance did not. Writers push on commit (the fast path), but an instance that
 * dies between its commit and its NOTIFY loses that push. This projection runs in a group of its own,
 * so one instance (the owner of its lock) follows the log: each pushed append it reads is written to
 * PUSH_BACKSTOP_TABLE in the slice's transaction, with the checkpoint. A sweep claims the rows older
 * than BACKSTOP_GRACE_MS (DELETE ... SKIP LOCKED, so each row is claimed once) and pushes again, from
 * the stream's current state, every stream whose revision (or a later one) this instance's fan-out
 * has not delivered by then (every instance hears every push). Kept in the table rather than in
 * memory, an owner that dies inside the grace leaves its rows to the next sweep of any instance.
 * Clients drop a push whose revision they have already seen, so a push that was merely slow, or a
 * sweep by an instance that started after it, costs one ignored message.
 */
@Injectable()
export class PushBackstop implements Projection, OnApplicationBootstrap, OnApplicationShutdown {
  readonly name = 'push-backstop';
  readonly tables: readonly string[] = [];
  private readonly logger = new Logger('PushBackstop');
  private readonly sources: PushSource[] = [];
  private readonly heard = new Map<string, { revision: number; at: number }>();
  private soon: NodeJS.Timeout | null = null;
  private safety: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private failing = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: RealtimePublisher,
  ) {}

  /** A writer's pushes to back up; in onModuleInit, before the dispatchers start. */
  register(source: PushSource): void {
    if (this.sources.some((s) => s.streamPrefix === source.streamPrefix))
      throw new Error(`A push source for ${source.streamPrefix} is registered twice`);
    this.sources.push(source);
  }

  /**
   * The appends to watch: those the writers push (decided, with a command id: a test given or an
   * import pushes nothing), recent enough to be worth a late push, and not heard pushed already. A
   * slice of only such heard (or old) appends is no member's: it moves the checkpoint in memory,
   * with no transaction and no row. Read again after a restart (nothing heard yet), they are watched
   * then, and at worst pushed once more, which clients drop by revision.
   */
  selects(event: LoggedEvent): boolean {
    if (this.sourceOf(event.streamId) === undefined || typeof event.metadata?.commandId !== 'string') return false;
    if (Date.now() - event.createdAt.getTime() > MAX_EVENT_AGE_MS) return false;
    return (this.heard.get(event.streamId)?.revision ?? -1) < event.streamRevision;
  }

  /** A push this instance's fan-out delivered (from any instance's writer, or from a sweep). */
  heardPush(event: string, data: Record<string, unknown>): void {
    for (const source of this.sources) {
      const pushed = source.pushed(event, data);
      if (!pushed) continue;
      const known = this.heard.get(pushed.streamId);
      if (!known || known.revision < pushed.revision)
        this.heard.set(pushed.streamId, { revision: pushed.revision, at: Date.now() });
      return;
    }
  }

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const rows = new Map<string, { stream_id: string; revision: number; briefs: PushBrief[] }>();
    for (const event of events) {
      if (!this.selects(event)) continue;
      const row = rows.get(event.streamId) ?? { stream_id: event.streamId, revision: -1, briefs: [] };
      row.revision = Math.max(row.revision, event.streamRevision);
      const brief = this.sourceOf(event.streamId)?.brief?.(event);
      if (brief) row.briefs.push(brief);
      rows.set(event.streamId, row);
    }
    if (rows.size === 0) return;
    // A stream already waiting keeps its read_at: one written to without a pause is still swept.
    await ctx.client.query(
      `INSERT INTO ${PUSH_BACKSTOP_TABLE} (stream_id, revision, briefs)
       SELECT r.stream_id, r.revision, r.briefs
         FROM jsonb_to_recordset($1::jsonb) AS r(stream_id text, revision bigint, briefs jsonb)
       ON CONFLICT (stream_id) DO UPDATE
         SET revision = GREATEST(${PUSH_BACKSTOP_TABLE}.revision, EXCLUDED.revision),
             briefs = ${PUSH_BACKSTOP_TABLE}.briefs || EXCLUDED.briefs`,
      [JSON.stringify([...rows.values()])],
    );
    this.soon ??= setTimeout(() => {
      this.soon = null;
      void this.sweep();
    }, BACKSTOP_GRACE_MS + 50);
  }

  onApplicationBootstrap(): void {
    this.safety = setInterval(() => void this.sweep(), SAFETY_SWEEP_MS);
    this.safety.unref();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.soon) clearTimeout(this.soon);
    if (this.safety) clearInterval(this.safety);
    this.soon = this.safety = null;
  }

  /** Claims the rows past their grace and pushes what was not heard; one sweep at a time per instance. */
  sweep(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.sweeping) {
      // The running sweep may have claimed before this call's rows were due: one more after it.
      this.again = true;
      return this.sweeping;
    }
    this.sweeping = (async () => {
      do {
        this.again = false;
        await this.sweepOnce();
      } while (this.again && !this.stopped);
    })().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    let claimed: WatchRow[];
    try {
      // A SELECT around the DELETE: TypeORM answers a bare DELETE with [rows, count].
      claimed = await this.dataSource.query(
        `WITH claimed AS (
           DELETE FROM ${PUSH_BACKSTOP_TABLE} WHERE stream_id IN (
             SELECT stream_id FROM ${PUSH_BACKSTOP_TABLE}
              WHERE read_at < now() - $1 * interval '1 millisecond'
              ORDER BY read_at LIMIT ${SWEEP_LIMIT} FOR UPDATE SKIP LOCKED)
           RETURNING stream_id, revision, briefs)
         SELECT * FROM claimed`,
        [BACKSTOP_GRACE_MS],
      );
      this.failing = false;
    } catch (error) {
      // The database away: the rows wait for it; one warning per outage.
      if (!this.failing) this.logger.warn(`push backstop sweep failed: ${messageOf(error)}`);
      this.failing = true;
      return;
    }
    for (const row of claimed) await this.pushAgain(row);
    const now = Date.now();
    for (const [streamId, heard] of this.heard) if (now - heard.at > HEARD_KEPT_MS) this.heard.delete(streamId);
    if (claimed.length === SWEEP_LIMIT) this.again = true;
  }

  private async pushAgain(row: WatchRow): Promise<void> {
    const source = this.sourceOf(row.stream_id);
    const heard = () => this.heard.get(row.stream_id)?.revision ?? -1;
    if (!source || heard() >= Number(row.revision)) return;
    try {
      // The stream read now (this instance's memory may be behind the dead instance's write), at its
      // current revision rather than the missed one: what the parties refetch anyway.
      const resend = await source.resend(row.stream_id, row.briefs);
      if (!resend || heard() >= resend.revision) return;
      this.logger.log(`push of ${row.stream_id} revision ${row.revision} not heard: sent by the backstop`);
      for (const envelope of resend.envelopes) this.publisher.publish(envelope);
    } catch (error) {
      this.logger.warn(`backstop push of ${row.stream_id} failed: ${messageOf(error)}`);
    }
  }

  private sourceOf(streamId: string): PushSource | undefined {
    return this.sources.find((source) => streamId.startsWith(source.streamPrefix));
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
