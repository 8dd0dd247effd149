import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { TimerAlertsRepository } from '../timers';
import { pickupCodeLocked, pickupCodeWrong } from './pickup.errors';
import { PickupCodesRepository, type PickupCodeRow } from './pickup-codes.repository';

const MINUTE_MS = 60_000;

/**
 * Wrong pickup codes count against their order: `pickupCodeMaxAttempts` in a row lock its hand-off
 * for `pickupCodeLockMinutes` and raise a staff alert (the timers' alerts: the dashboard and the
 * alerts page). The count and the lock are one statement, so two counters never race.
 */
@Injectable()
export class PickupCodeLock {
  constructor(
    private readonly repository: PickupCodesRepository,
    private readonly alerts: TimerAlertsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts a wrong code and refuses it: with the tries left, or locked once they ran out. */
  async wrongCode(row: PickupCodeRow, now: Date): Promise<never> {
    const { pickupCodeMaxAttempts: max, pickupCodeLockMinutes: minutes } = this.config.shipments;
    const lockUntil = new Date(now.getTime() + minutes * MINUTE_MS);
    const counted = await this.repository.wrongCode(row.batch_id, now, max, lockUntil);
    if (!counted) throw pickupCodeLocked((await this.repository.byBatch(row.batch_id))?.locked_until ?? lockUntil);
    if (!counted.locked_until) throw pickupCodeWrong(max - counted.failed_attempts);
    await this.alerts.raise({
      kind: 'pickup-code-locked',
      batchId: row.batch_id,
      batchNumber: row.batch_number,
      episodeEventId: `pickup:${row.batch_id}:${counted.locked_until.toISOString()}`,
      message: `${max} wrong pickup codes for ${row.batch_number}: hand-off locked until ${counted.locked_until.toISOString()}`,
      at: now,
    });
    throw pickupCodeLocked(counted.locked_until);
  }
}
