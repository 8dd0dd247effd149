import type { PaymentAlert } from '@contracts/payments';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { WithDates } from '../../../platform/web/with-dates';

/** An alert row before JSON (its timestamps are Dates). */
export type PaymentAlertRow = WithDates<PaymentAlert, 'created_at' | 'resolved_at'>;

/**
 * Things staff must look at (a refused capture, a provider refusing a cancel or refund, a failed
 * notification). One row per `dedupeKey`, so a retried job or a redelivered notification raises
 * the alert once.
 */
@Injectable()
export class PaymentAlertsRepository {
  private readonly logger = new Logger('PaymentAlerts');

  constructor(private readonly dataSource: DataSource) {}

  async raise(alert: {
    dedupeKey: string;
    batchId: string | null;
    batchNumber: string | null;
    code: string;
    message: string;
  }): Promise<void> {
    this.logger.warn(`${alert.code} for ${alert.batchNumber ?? alert.batchId ?? '-'}: ${alert.message}`);
    await this.dataSource.query(
      `INSERT INTO payment_alerts (dedupe_key, batch_id, batch_number, code, message) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [alert.dedupeKey, alert.batchId, alert.batchNumber, alert.code, alert.message.slice(0, 2000)],
    );
  }

  async list(filter: { batchId?: string; open?: boolean; limit?: number }): Promise<PaymentAlertRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.batchId) {
      params.push(filter.batchId);
      where.push(`batch_id = $${params.length}`);
    }
    if (filter.open) where.push('resolved_at IS NULL');
    params.push(Math.min(Math.max(filter.limit ?? 100, 1), 500));
    return this.dataSource.query(
      `SELECT id, batch_id, batch_number, code, message, created_at, resolved_at FROM payment_alerts
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC LIMIT $${params.length}`,
      params,
    );
  }

  /**
   * Marks an open alert resolved. A bare `UPDATE … RETURNING` through TypeORM answers `[rows, count]`
   * (always two elements), so the update runs in a CTE whose SELECT also tells a missing alert from
   * one resolved before.
   */
  async resolve(id: string): Promise<'resolved' | 'already_resolved' | 'not_found'> {
    const rows: Array<{ updated: boolean }> = await this.dataSource.query(
      `WITH updated AS (UPDATE payment_alerts SET resolved_at = clock_timestamp() WHERE id = $1 AND resolved_at IS NULL RETURNING id)
       SELECT EXISTS (SELECT 1 FROM updated) AS updated FROM payment_alerts WHERE id = $1`,
      [id],
    );
    if (rows.length === 0) return 'not_found';
    return rows[0].updated ? 'resolved' : 'already_resolved';
  }
}
