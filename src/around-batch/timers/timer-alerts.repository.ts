import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sqlOfDataSource, type Sql } from '../../platform/jobs/sql';

export interface TimerAlert {
  id: string;
  kind: string;
  batch_id: string;
  batch_number: string;
  message: string;
  created_at: Date;
}

/** Staff alerts raised by timers: one per timer episode, so a retried job alerts once. */
@Injectable()
export class TimerAlertsRepository {
  private readonly sql: Sql;

  constructor(dataSource: DataSource) {
    this.sql = sqlOfDataSource(dataSource);
  }

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

  list(limit = 200): Promise<TimerAlert[]> {
    return this.sql<TimerAlert>(
      `SELECT id::text AS id, kind, batch_id, batch_number, message, created_at FROM timer_alerts ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
  }
}
