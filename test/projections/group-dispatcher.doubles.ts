import type { ClientBase } from 'pg';
import type { EventLogSource } from '../../src/platform/projections/runner/event-log-source';
import type { LoggedEvent, Projection, ProjectionContext } from '../../src/platform/projections/runner/projection';
import type { LogPosition } from '../../src/platform/projections/runner/position';

/** The real source, counting how often the dispatcher reads the log and how often it only asks for the head. */
export class CountingSource implements EventLogSource {
  reads = 0;
  nonEmptyReads = 0;
  headChecks = 0;
  /** Reads on the dispatcher's read-ahead connection (slice-read-ahead.ts), not its own. */
  readsAhead = 0;
  constructor(private readonly inner: EventLogSource) {}

  async readAfter(client: ClientBase, after: LogPosition, limit: number) {
    this.reads += 1;
    const name = (client as ClientBase & { connectionParameters?: { application_name?: string } }).connectionParameters
      ?.application_name;
    if (name?.startsWith('read-ahead:')) this.readsAhead += 1;
    const result = await this.inner.readAfter(client, after, limit);
    if (result.events.length > 0) this.nonEmptyReads += 1;
    return result;
  }
  hasEventsAfter(client: ClientBase, after: LogPosition) {
    this.headChecks += 1;
    return this.inner.hasEventsAfter(client, after);
  }
  backlog: EventLogSource['backlog'] = (db, after, cap) => this.inner.backlog(db, after, cap);
  count: EventLogSource['count'] = (db) => this.inner.count(db);
  readCommittedAfter: EventLogSource['readCommittedAfter'] = (client, after, limit) =>
    this.inner.readCommittedAfter(client, after, limit);
  readStreams: EventLogSource['readStreams'] = (client, upTo) => this.inner.readStreams(client, upTo);
  resolveBarePosition: EventLogSource['resolveBarePosition'] = (db, p) => this.inner.resolveBarePosition(db, p);
  watch: EventLogSource['watch'] = (client, after, onAppend) => this.inner.watch(client, after, onAppend);
}

/** Records every application per (member, event): any count above 1 is a duplicate effect. */
export class RecordingProjection implements Projection {
  readonly tables = ['test_group_applied'];
  calls = 0;
  failing = false;
  constructor(readonly name: string) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    this.calls += 1;
    await ctx.client.query(
      `INSERT INTO test_group_applied (member, event_id, applied)
       SELECT $1, unnest($2::uuid[]), 1
       ON CONFLICT (member, event_id) DO UPDATE SET applied = test_group_applied.applied + 1`,
      [this.name, events.map((e) => e.eventId)],
    );
    // Fails after writing: the savepoint must take the write back.
    if (this.failing) throw new Error(`${this.name} cannot handle this`);
  }
}

/** Acts only on events whose data carries its `pick` token, and says so (`selects`): other slices need no transaction. */
export class PickingProjection implements Projection {
  readonly tables = ['test_group_applied'];
  handled = 0;
  constructor(
    readonly name: string,
    private readonly pick: string,
  ) {}

  selects(event: LoggedEvent): boolean {
    return (event.data as { pick?: string }).pick === this.pick;
  }

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const picked = events.filter((e) => this.selects(e));
    this.handled += picked.length;
    if (picked.length === 0) return;
    await ctx.client.query(
      `INSERT INTO test_group_applied (member, event_id, applied)
       SELECT $1, unnest($2::uuid[]), 1
       ON CONFLICT (member, event_id) DO UPDATE SET applied = test_group_applied.applied + 1`,
      [this.name, picked.map((e) => e.eventId)],
    );
  }
}

/** Records each application with a sequence number, so the order a member saw per stream can be checked. */
export class OrderProjection implements Projection {
  readonly tables = ['test_group_order'];
  constructor(readonly name: string) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    await ctx.client.query(
      `INSERT INTO test_group_order (member, event_id, stream_id, revision)
       SELECT $1, e.id, e.stream, e.revision FROM unnest($2::uuid[], $3::text[], $4::int[]) WITH ORDINALITY AS e(id, stream, revision, i)
       ORDER BY e.i`,
      [this.name, events.map((e) => e.eventId), events.map((e) => e.streamId), events.map((e) => e.streamRevision)],
    );
  }
}
