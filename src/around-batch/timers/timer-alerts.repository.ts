import type { TimerAlert } from '@contracts/timers';
import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../platform/jobs/sql-repository';
import type { WithDates } from '../../platform/web/with-dates';

/** An alert row before JSON (its timestamp is a Date). */
export type TimerAlertRow = WithDates<TimerAlert, 'created_at'>;

/** Staff alerts raised by timers: one per timer episode, so a retried job alerts once. */
@Injectable()
export class TimerAlertsRepository extends SqlRepository {
  async raise(alert: {
    kind: string;
    batchId: string;
    batchNumber: string;
    episodeEventId: string;
    message: string;
    at: Date;
  }): Promise<boolean> {
    const rows = await this.sql(
      `INSERT INTO timer_alerts (kind, batch_id, batch_number, episode_event_id, message, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (kind, episode_event_id) DO NOTHING RETURNING id`,
      [alert.kind, alert.batchId, alert.batchNumber, alert.episodeEventId, alert.message, alert.at],
    );
    return rows.length > 0;
  }

  list(limit = 200): Promise<TimerAlertRow[]> {
    return this.sql<TimerAlertRow>(
      `SELECT id::text AS id, kind, batch_id, batch_number, message, created_at FROM timer_alerts ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
  }
}
