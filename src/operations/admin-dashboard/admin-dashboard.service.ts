import type { DashboardFigures, DashboardPayments, DashboardProjection, RecentError } from '@contracts/admin';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import type { WithDates } from '../../platform/web/with-dates';
import { BATCH_LIST_TABLE, COMPLETED_RETENTION_MS } from '../../batch';
import { ProjectionLag } from '../../platform/projections/admin/projection-lag';
import { groupCounts, type StatusCount } from './dashboard-groups';
import { hongKongDay } from './hong-kong-day';

export type RecentErrorRow = WithDates<RecentError, 'created_at'>;

/** The answer before JSON (its timestamps are Dates). */
export type DashboardAnswer = Omit<DashboardFigures, 'recent_errors'> & { recent_errors: RecentErrorRow[] };

const RECENT_ERRORS = 20;

/** The operator dashboard's figures, all read from the database so every instance answers alike. */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly lag: ProjectionLag,
  ) {}

  async dashboard(): Promise<DashboardAnswer> {
    const now = this.clock.now();
    const [groups, payments, projections, errors] = await Promise.all([
      this.groups(now),
      this.paymentsToday(now),
      this.projections(),
      this.recentErrors(),
    ]);
    return { groups, payments_today: payments, projections, recent_errors: errors };
  }

  private async groups(now: Date) {
    const cutoff = new Date(now.getTime() - COMPLETED_RETENTION_MS);
    const rows: StatusCount[] = await this.dataSource.query(
      `SELECT status, count(*)::int AS n, (count(*) FILTER (WHERE updated_at < $1))::int AS old FROM ${BATCH_LIST_TABLE} GROUP BY status`,
      [cutoff],
    );
    return groupCounts(rows);
  }

  /**
   * Today (Hong Kong date): authorised payment attempts (count and HKD minor units) and captures the
   * provider received (HKD minor units). Payments are HKD only (src/around-batch/payments).
   */
  private async paymentsToday(now: Date): Promise<DashboardPayments> {
    const day = hongKongDay(now);
    const [row]: Array<{ count: number; authorised: string; captured: string }> = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM payment_attempts WHERE status = 'authorised' AND created_at >= $1 AND created_at < $2) AS count,
              (SELECT coalesce(sum(amount_value), 0)::text FROM payment_attempts WHERE status = 'authorised' AND created_at >= $1 AND created_at < $2) AS authorised,
              (SELECT coalesce(sum(amount_value), 0)::text FROM payment_modifications WHERE kind = 'capture' AND status = 'received' AND created_at >= $1 AND created_at < $2) AS captured`,
      [day.start, day.end],
    );
    return {
      date: day.date,
      count: row.count,
      authorised: Number(row.authorised),
      captured: Number(row.captured),
      currency: 'HKD' as const,
    };
  }

  /** Events in the log each projection has not applied yet, and how long the oldest has waited. */
  private async projections(): Promise<DashboardProjection[]> {
    return (await this.lag.report()).map((p) => ({
      name: p.name,
      lag_events: p.lag.events,
      lag_seconds: Math.round(p.lag.ms) / 1000,
      state: p.state,
      last_error: p.last_error,
    }));
  }

  /** The newest failures across payments (alerts), the robot (failure records) and timers (alerts). */
  private recentErrors(): Promise<RecentErrorRow[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT 'payment' AS source, batch_id, batch_number, code, message, created_at FROM payment_alerts
         UNION ALL SELECT 'robot', batch_id, batch_number, code, message, created_at FROM robot_failures
         UNION ALL SELECT 'timer', batch_id, batch_number, kind, message, created_at FROM timer_alerts
       ) e ORDER BY created_at DESC LIMIT $1`,
      [RECENT_ERRORS],
    );
  }
}
