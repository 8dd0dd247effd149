import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { STATUS_NAMES, type StatusName } from '@machines/batch/statuses';

/** Port: does any of these accounts still have an unfinished batch? Blocks account deletion (spec §5). */
export abstract class ActiveRequestsChecker {
  abstract hasActiveRequests(accountIds: string[]): Promise<boolean>;
}

/** Statuses after which a batch needs nothing more from anyone; every other one blocks deletion. */
export const FINISHED_STATUSES: readonly StatusName[] = [
  'declined',
  'canceled',
  'refunded',
  'payment_canceled',
  'overdue',
  'all_refunded',
  'all_payment_canceled',
  'completed',
  'all_abandoned',
  'abandoned',
];
export const BLOCKING_STATUSES: readonly StatusName[] = STATUS_NAMES.filter(
  (name) => !FINISHED_STATUSES.includes(name),
);

/**
 * Reads the batch detail read model (rm_batch_detail: requester_id, buyer_id, status name). The
 * table belongs to the projections; if it is absent (a deployment without them) nothing blocks,
 * and a warning says so once.
 */
@Injectable()
export class ReadModelActiveRequestsChecker extends ActiveRequestsChecker {
  private readonly logger = new Logger('ActiveRequestsChecker');
  private warned = false;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async hasActiveRequests(accountIds: string[]): Promise<boolean> {
    if (accountIds.length === 0) return false;
    const [{ present }]: Array<{ present: boolean }> = await this.dataSource.query(
      `SELECT to_regclass('rm_batch_detail') IS NOT NULL AS present`,
    );
    if (!present) {
      if (!this.warned)
        this.logger.warn('rm_batch_detail is missing: account deletion is not checked for active requests');
      this.warned = true;
      return false;
    }
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM rm_batch_detail WHERE (requester_id = ANY ($1::text[]) OR buyer_id = ANY ($1::text[])) AND status = ANY ($2::text[]) LIMIT 1`,
      [accountIds, BLOCKING_STATUSES],
    );
    return rows.length > 0;
  }
}
