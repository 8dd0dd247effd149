import type { Clock } from '../../clock/clock';
import { JOBS_CHANNEL } from '../../jobs/jobs-listener';
import type { LoggedEvent, Projection, ProjectionContext } from '../runner/projection';
import { reactionJobKey, type Reaction } from './reaction';

/**
 * Default run_at of a reaction job: the epoch, i.e. due at once on every instance whatever its clock
 * (tests pin clocks to other dates), and claimed in insertion order, which is log order.
 */
export const AS_SOON_AS_POSSIBLE = new Date(0);

/**
 * A Reaction as the log reader sees it: a projection without tables whose `handle` turns the
 * selected events of a slice into durable jobs with ONE multi-row INSERT in the slice's own
 * transaction. Keys are derived from the event id and conflicts do nothing, so a slice delivered
 * twice schedules nothing twice; the insert NOTIFYs the workers, which the commit delivers.
 */
export class ReactionProjection implements Projection {
  readonly tables: readonly string[] = [];

  constructor(
    readonly reaction: Reaction,
    private readonly clock: Clock,
    private readonly maxAttempts: () => number,
  ) {}

  get name(): string {
    return this.reaction.name;
  }

  /** A reaction acts on the events its `select` answers a job for; one that throws counts (handle parks it). */
  selects(event: LoggedEvent): boolean {
    try {
      return this.reaction.select(event) !== null;
    } catch {
      return true;
    }
  }

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const kinds: string[] = [];
    const keys: string[] = [];
    const runAts: Date[] = [];
    const payloads: string[] = [];
    const traceparents: (string | null)[] = [];
    const now = this.clock.now();
    for (const event of events) {
      const job = this.reaction.select(event);
      if (!job) continue;
      if (!this.reaction.kinds.includes(job.kind))
        throw new Error(`reaction ${this.name} selected kind ${job.kind}, which it does not declare`);
      kinds.push(job.kind);
      keys.push(job.key ?? reactionJobKey(this.name, event.eventId));
      runAts.push(job.runAt ?? AS_SOON_AS_POSSIBLE);
      payloads.push(JSON.stringify(job.payload));
      // The job continues the trace of the request that appended its event.
      traceparents.push(typeof event.metadata.traceparent === 'string' ? event.metadata.traceparent : null);
    }
    if (keys.length === 0) return;
    await ctx.client.query(
      `WITH ins AS (
         INSERT INTO jobs (kind, dedupe_key, run_at, payload, max_attempts, created_at, updated_at, traceparent)
         SELECT t.kind, t.dedupe_key, t.run_at, t.payload, $5, $6, $6, t.traceparent
           FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::jsonb[], $7::text[])
             AS t(kind, dedupe_key, run_at, payload, traceparent)
         ON CONFLICT (dedupe_key) DO NOTHING
         RETURNING run_at)
       SELECT count(*)::int AS inserted, count(n.notified)::int AS due FROM ins
         LEFT JOIN LATERAL (SELECT pg_notify('${JOBS_CHANNEL}', '')::text AS notified WHERE ins.run_at <= $6) n ON true`,
      [kinds, keys, runAts, payloads, this.maxAttempts(), now, traceparents],
    );
  }
}
