import { cancelReleaseFor, type BatchState, type CommandMetadata, type CommandOf } from '@machines/batch';
import { Injectable } from '@nestjs/common';
import { StateCommandAction } from '../../../batch';
import { ApiError } from '../../../platform/web/api-error';

export interface CancelPaymentData {
  reason: string;
  remark?: string;
  itemIds?: readonly string[];
}

/**
 * Cancel payment with reason and remark: the whole order (or every item still to buy) releases
 * what is held → all_payment_canceled; some items release their share, computed with the capture's
 * arithmetic (`cancelReleaseFor`), so the later capture of the other items and this release always
 * add up to the authorisation → payment_canceled.
 */
@Injectable()
export class CancelPaymentAction extends StateCommandAction<CancelPaymentData> {
  protected build({ reason, remark, itemIds }: CancelPaymentData, metadata: CommandMetadata, state: BatchState) {
    const open = state.context.items.filter((i) => i.state === 'requested').map((i) => i.id);
    const partial = itemIds !== undefined && open.some((id) => !itemIds.includes(id));
    if (!partial) return cancelPayment({ reason, remark, ...(itemIds ? { itemIds } : {}) }, metadata);
    this.writer.authorizeFirst('CancelPayment', state, metadata.actor);
    // Unknown or not-open items: the decider names them (ownership has passed, so no leak).
    if (itemIds.some((id) => !open.includes(id)))
      return cancelPayment({ reason, remark, itemIds, amount: 1 }, metadata);
    const amount = cancelReleaseFor(state.context, itemIds);
    if (amount <= 0) {
      throw new ApiError(
        409,
        'PAYMENT_CANCEL_NOTHING_TO_RELEASE',
        'The remaining items need the whole authorised amount.',
        { field: 'items' },
      );
    }
    return cancelPayment({ reason, remark, itemIds, amount }, metadata);
  }
}

const cancelPayment = (
  data: CommandOf<'CancelPayment'>['data'],
  metadata: CommandMetadata,
): CommandOf<'CancelPayment'> => ({
  type: 'CancelPayment',
  data,
  metadata,
});
