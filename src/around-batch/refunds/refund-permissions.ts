import { Inject, Injectable } from '@nestjs/common';
import { asStateLike, authorize } from '@machines/batch';
import type { Actor } from '../../platform/auth/actor';
import { BATCH_OPTIONS, type BatchOptions, type LoadedBatch, toApiError } from '../../batch';
import { ApiError } from '../../platform/web/api-error';
import { refundNotAllowed } from './refunds.errors';

/** Who may estimate, request, update and complete a refund of this batch now (the machine's permission table). */
@Injectable()
export class RefundPermissions {
  constructor(@Inject(BATCH_OPTIONS) private readonly options: BatchOptions) {}

  /** Estimating and creating need the refund to be possible now: a request may be made, or the open one updated. */
  mayRefund(actor: Actor, batch: LoadedBatch): void {
    this.checkRole(actor);
    const who = { id: actor.id, role: actor.role, accountType: actor.accountType };
    const create = authorize('RequestRefund', asStateLike(batch.state), who, this.options);
    if (!create) return;
    if (!authorize('UpdateRefundRequest', asStateLike(batch.state), who, this.options)) return;
    const api = toApiError(create);
    if (api.status === 409 || api.status === 422) throw refundNotAllowed({ status: String(batch.state.value) });
    throw api;
  }

  checkCommand(type: 'UpdateRefundRequest' | 'CompleteRefundRequest', actor: Actor, batch: LoadedBatch): void {
    this.checkRole(actor);
    const refused = authorize(
      type,
      asStateLike(batch.state),
      { id: actor.id, role: actor.role, accountType: actor.accountType },
      this.options,
    );
    if (!refused) return;
    const api = toApiError(refused);
    if (api.code === 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS')
      throw refundNotAllowed({ status: String(batch.state.value) });
    throw api;
  }

  checkRole(actor: Actor): void {
    if (actor.role !== 'buyer' && actor.role !== 'staff')
      throw new ApiError(403, 'AUTH_NOT_AUTHORIZED', 'You are not authorized to do this action!', {});
  }
}
