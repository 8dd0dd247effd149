import { Inject, Injectable, Logger } from '@nestjs/common';
import QRCode from 'qrcode';
import type { PickupCodeView } from '@contracts/pickup';
import type { BatchEvent, BatchState } from '@machines/batch';
import { BatchWriter } from '../../batch';
import { Clock } from '../../platform/clock/clock';
import { PickupCodeDelivery } from './pickup-code.delivery';
import { PickupCodes, qrTextOf } from './pickup-code';
import { PickupCodesRepository, type PickupCodeRow } from './pickup-codes.repository';

export const PICKUP_CODES = Symbol('PICKUP_CODES');

/**
 * A batch waiting at its pickup point, with that point: Ready for Pickup, and also overdue there or
 * with some items abandoned or refunded, as long as the machine would take the hand-off (the counter
 * is the only way a pickup order is Picked Up).
 */
export function waitingAt(state: BatchState): string | null {
  const delivery = state.context.delivery;
  if (delivery?.kind !== 'pickup' || state.context.shippingStage !== 'bns_in') return null;
  const handOff: BatchEvent = {
    type: 'ParcelHandedOver',
    data: { pickupPointId: delivery.locationId, staffId: '', handedOverAt: '', itemIds: [] },
  };
  return state.can(handOff) ? delivery.locationId : null;
}

/**
 * The requester's side of pickup codes: issued once the order waits at its pickup point (the
 * reaction, or the first look at the order page, whichever comes first), shown again on request,
 * regenerated on request. The code is re-derived every time, never read back from storage.
 */
@Injectable()
export class PickupCodesService {
  private readonly logger = new Logger('PickupCodes');

  constructor(
    private readonly repository: PickupCodesRepository,
    private readonly writer: BatchWriter,
    private readonly delivery: PickupCodeDelivery,
    private readonly clock: Clock,
    @Inject(PICKUP_CODES) private readonly codes: PickupCodes,
  ) {}

  /** The order's code row, issued now if the order waits at its pickup point and has none. Null: not waiting. */
  async ensureIssued(batchId: string, state: BatchState): Promise<PickupCodeRow | null> {
    const pointId = waitingAt(state);
    if (!pointId) return null;
    const existing = await this.repository.byBatch(batchId);
    if (existing) return existing;
    await this.repository.issue({
      batchId,
      batchNumber: state.context.batchNumber,
      requesterId: state.context.requesterId,
      pickupPointId: pointId,
      codeHash: this.codes.hash(batchId, 1, this.codes.code(batchId, 1)),
      at: this.clock.now(),
    });
    return this.repository.byBatch(batchId);
  }

  /** The reaction's job: issue the code and send it by e-mail and SMS (a retry sends what is still missing). */
  async issueAndSend(batchId: string): Promise<void> {
    const { state } = await this.writer.current(batchId);
    const row = await this.ensureIssued(batchId, state);
    if (!row || row.used_at || row.notified_generation >= row.generation) return;
    await this.delivery.send(row, this.codes);
    await this.repository.notified(batchId, row.generation);
  }

  /** A new generation: the old code stops working at once; the new one is sent again. */
  async regenerate(row: PickupCodeRow): Promise<PickupCodeRow> {
    const next = row.generation + 1;
    const hash = this.codes.hash(row.batch_id, next, this.codes.code(row.batch_id, next));
    await this.repository.regenerate(row.batch_id, row.generation, hash, this.clock.now());
    const now = (await this.repository.byBatch(row.batch_id)) ?? row;
    if (now.notified_generation >= now.generation) return now;
    try {
      await this.delivery.send(now, this.codes);
      await this.repository.notified(now.batch_id, now.generation);
    } catch (error) {
      // The page shows the new code already: a gateway that failed must not undo the regeneration.
      this.logger.warn(`pickup code of ${now.batch_number} not sent again: ${String(error)}`);
    }
    return now;
  }

  async view(row: PickupCodeRow): Promise<PickupCodeView> {
    const code = this.codes.code(row.batch_id, row.generation);
    const qrText = qrTextOf(row.batch_number, code);
    return {
      batch_id: row.batch_id,
      batch_number: row.batch_number,
      code,
      qr_text: qrText,
      qr_svg: await QRCode.toString(qrText, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      pickup_point_id: row.pickup_point_id,
      generation: row.generation,
      issued_at: row.issued_at.toISOString(),
    };
  }

  matches(row: PickupCodeRow, code: string): boolean {
    return this.codes.matches(row.batch_id, row.generation, code, row.code_hash);
  }
}
