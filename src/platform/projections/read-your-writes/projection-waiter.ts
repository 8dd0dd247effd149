import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DataSource } from 'typeorm';
import { ApiError } from '../../web/api-error';
import { ProjectionRegistry } from '../projection-registry';
import { EVENT_LOG_SOURCE } from '../runner/create-log-source';
import { readCheckpoint } from '../runner/event-log';
import { sqlOf, type EventLogSource } from '../runner/event-log-source';
import { checkpointIdOf } from '../runner/projection';
import { comparePositions, parsePosition, type LogPosition } from '../runner/position';

const RECHECK_MS = 50;

export interface Freshness {
  /** True when the projection had not reached the awaited position in time: the answer may miss a change. */
  stale: boolean;
}

/** Waits (bounded) until a projection's checkpoint has passed a position the caller wrote. */
@Injectable()
export class ProjectionWaiter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_LOG_SOURCE) private readonly source: EventLogSource,
  ) {}

  /** Parses a client-supplied position; bad text is a 400 naming the field. */
  static validate(text: string | undefined, field = 'after_position'): string | undefined {
    if (text === undefined || text === '') return undefined;
    if (!parsePosition(text))
      throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong format', { field, constraint: 'position' });
    return text;
  }

  async waitFor(
    projection: string,
    positions: readonly (string | undefined)[],
    timeoutMs = this.config.readYourWritesWaitMs,
  ): Promise<Freshness> {
    const target = await this.latest(positions);
    if (!target) return { stale: false };
    const deadline = Date.now() + timeoutMs;
    const runner = this.registry.get(projection);
    for (;;) {
      // A slice this instance committed is a lower bound of the stored checkpoint (it only moves
      // forward): when it has passed the target, no round trip is needed.
      if (runner?.checkpoint && comparePositions(runner.checkpoint, target) >= 0) return { stale: false };
      const checkpoint = await this.checkpoint(projection);
      if (checkpoint && comparePositions(checkpoint, target) >= 0) return { stale: false };
      const left = deadline - Date.now();
      if (left <= 0) return { stale: true };
      runner?.wake();
      // The local runner reports progress at once; another instance's runner is seen on the recheck.
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          runner?.off('progress', done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(RECHECK_MS, left));
        runner?.on('progress', done);
      });
    }
  }

  private checkpoint(projection: string): Promise<LogPosition | null> {
    return readCheckpoint(sqlOf(this.dataSource), checkpointIdOf(projection));
  }

  private async latest(positions: readonly (string | undefined)[]): Promise<LogPosition | null> {
    let best: LogPosition | null = null;
    for (const text of positions) {
      const parsed = parsePosition(text);
      if (!parsed) continue;
      const resolved = parsed.tx ? { tx: parsed.tx, pos: parsed.pos } : await this.withTransaction(parsed.pos);
      if (resolved && (!best || comparePositions(resolved, best) > 0)) best = resolved;
    }
    return best;
  }

  /** A bare global position: its transaction id is needed to compare with the checkpoint pair. */
  private withTransaction(pos: string): Promise<LogPosition | null> {
    return this.source.resolveBarePosition(sqlOf(this.dataSource), pos);
  }
}
