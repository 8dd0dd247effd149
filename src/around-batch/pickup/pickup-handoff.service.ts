import { Injectable } from '@nestjs/common';
import type { PickupCheckBody, PickupParcelView } from '@contracts/pickup';
import type { BatchState } from '@machines/batch';
import { BatchWriter } from '../../batch';
import { Clock } from '../../platform/clock/clock';
import { pickupCodeLocked, pickupOrderNotFound, pickupWrongPoint } from './pickup.errors';
import { PickupCodeLock } from './pickup-code-lock';
import { PickupCodesService, waitingAt } from './pickup-codes.service';
import { PickupCodesRepository, type PickupCodeRow } from './pickup-codes.repository';

/** A code that opened its parcel: the row and the batch as it stands. */
export interface CheckedCode {
  row: PickupCodeRow;
  state: BatchState;
}

/**
 * The counter's check of a pickup code (staff). The order is named by its number (on the requester's
 * page and in the QR), so a code never has to be unique across orders, and wrong tries count against
 * that one order until they lock its hand-off (PickupCodeLock).
 */
@Injectable()
export class PickupHandOff {
  constructor(
    private readonly repository: PickupCodesRepository,
    private readonly codes: PickupCodesService,
    private readonly writer: BatchWriter,
    private readonly lock: PickupCodeLock,
    private readonly clock: Clock,
  ) {}

  async check(body: PickupCheckBody): Promise<CheckedCode> {
    const now = this.clock.now();
    const row = await this.repository.byNumber(body.batch_number);
    if (!row || row.used_at) throw pickupOrderNotFound();
    const { state } = await this.writer.current(row.batch_id);
    if (!waitingAt(state)) throw pickupOrderNotFound();
    if (row.locked_until && row.locked_until > now) throw pickupCodeLocked(row.locked_until);
    if (!this.codes.matches(row, body.code)) await this.lock.wrongCode(row, now);
    await this.repository.rightCode(row.batch_id);
    // The right code at the wrong counter: staff send the requester to the order's own pickup point.
    if (row.pickup_point_id !== body.pickup_point_id) throw pickupWrongPoint(row.pickup_point_id);
    return { row, state };
  }

  async parcel({ row, state }: CheckedCode): Promise<PickupParcelView> {
    // What is on its way to the requester: not refunded, not abandoned.
    const items = state.context.items
      .filter((i) => i.state === 'sent')
      .map((i) => ({
        id: i.id,
        name: i.name,
        quantity: i.quantity,
        weight: i.weight,
      }));
    return {
      batch_id: row.batch_id,
      batch_number: row.batch_number,
      recipient_name: await this.repository.recipientName(row.requester_id),
      pickup_point_id: row.pickup_point_id,
      items,
      total_weight: items.reduce((sum, i) => sum + i.weight * i.quantity, 0),
    };
  }

  async handedOver(row: PickupCodeRow): Promise<void> {
    await this.repository.used(row.batch_id, this.clock.now());
  }
}
