import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ProjectionHealthRow } from '@contracts/admin';
import { ProjectionRegistry } from '../projection-registry';
import { EVENT_LOG_SOURCE } from '../runner/create-log-source';
import { findOwners } from '../runner/dispatcher-owner';
import { readCheckpoint } from '../runner/event-log';
import { sqlOf, type Backlog, type EventLogSource } from '../runner/event-log-source';
import { checkpointIdOf } from '../runner/projection';
import { comparePositions, ORIGIN, type LogPosition } from '../runner/position';

/** Past this many pending events the count stops: the figure only has to say "far behind". */
export const LAG_COUNT_CAP = 100_000;

/** One read model's runner, as GET /api/admin/projections answers it; `lag.events` is capped at LAG_COUNT_CAP. */
export type ProjectionHealth = ProjectionHealthRow;

/** Checkpoints come from the database and the backlog from the event log, so any instance reports the same numbers. */
@Injectable()
export class ProjectionLag {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    @Inject(EVENT_LOG_SOURCE) private readonly source: EventLogSource,
  ) {}

  async report(): Promise<ProjectionHealth[]> {
    const db = sqlOf(this.dataSource);
    const result: ProjectionHealth[] = [];
    const groups = this.registry.groups();
    const owners = await findOwners(
      db,
      groups.map((g) => g.lockKey),
    );
    const ownerOf = new Map(groups.map((g) => [g.group, owners.get(g.lockKey) ?? null]));
    // The members of a group share their dispatcher's position almost always: one count per distinct
    // checkpoint, not one per read model (far behind, each count reads up to LAG_COUNT_CAP events, and
    // the console and /metrics ask every few seconds).
    const backlogs = new Map<string, Promise<Backlog>>();
    const backlogAfter = (position: LogPosition) => {
      const key = `${position.tx}/${position.pos}`;
      let counted = backlogs.get(key);
      if (!counted) backlogs.set(key, (counted = this.source.backlog(db, position, LAG_COUNT_CAP)));
      return counted;
    };
    for (const runner of this.registry.all()) {
      const status = runner.snapshot();
      const row = await readCheckpoint(db, checkpointIdOf(runner.name));
      // This instance's dispatcher may stand ahead of the row (events no member selects, written
      // within a second): report where it is; another instance reads the row.
      const ahead = runner.unflushedCheckpoint();
      const checkpoint = ahead && (!row || comparePositions(ahead, row) > 0) ? ahead : row;
      const backlog = await backlogAfter(checkpoint ?? ORIGIN);
      result.push({
        name: runner.name,
        group: status.group,
        state: status.state,
        owner: ownerOf.get(status.group) ?? null,
        checkpoint:
          checkpoint && checkpoint.tx !== '0'
            ? { transaction_id: checkpoint.tx, global_position: checkpoint.pos }
            : null,
        lag: { events: backlog.events, ms: backlog.oldest ? Math.max(0, Date.now() - backlog.oldest.getTime()) : 0 },
        processed: status.processed,
        last_error: status.lastError,
        parked: status.parked && {
          since: status.parked.since.toISOString(),
          failures: status.parked.failures,
          retry_at: status.parked.retryAt?.toISOString() ?? null,
        },
      });
    }
    return result;
  }
}
