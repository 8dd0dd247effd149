import { Injectable } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { BatchWriter } from './batch-writer';
import { batchNotFound } from '../core/domain-error.mapper';
import { invalidTrackingNumber, normalizeTrackingNumber, trackingNumberInUse } from '../core/orders/tracking-number';
import { TrackingNumbersQuery } from '../core/orders/tracking-numbers.query';

/**
 * `GET tracking_check/{id}?tracking_number=` (assigned buyer, staff): the "check before submit" of
 * spec §5, the same rules send/{id}/items applies. 200 `{ tracking_number, valid: true }`, else the
 * same 400 / 409 the send would answer. Ownership from the stream (the batch may be brand new).
 */
@Injectable()
export class TrackingCheck {
  constructor(
    private readonly writer: BatchWriter,
    private readonly numbers: TrackingNumbersQuery,
  ) {}

  async check(
    batchId: string,
    raw: string | undefined,
    actor: Actor,
  ): Promise<{ tracking_number: string; valid: true }> {
    const { state } = await this.writer.load(batchId);
    if (state.value === 'none' || (actor.role === 'buyer' && state.context.buyerId !== actor.id)) throw batchNotFound();
    const trackingNumber = normalizeTrackingNumber(raw);
    if (!trackingNumber) throw invalidTrackingNumber('tracking_number');
    const used = await this.numbers.usedElsewhere(batchId, [trackingNumber]);
    if (used.length > 0) throw trackingNumberInUse('tracking_number', trackingNumber);
    return { tracking_number: trackingNumber, valid: true };
  }
}
