import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  asStateLike,
  authorize,
  openRefundRequest,
  REFUND_REASONS,
  refundedQuantities,
  type RefundLine,
  type RefundReason,
  type RefundRequestRecord,
  quoteRefund,
} from '@machines/batch';
import { isPricingError } from '@machines/pricing';
import type { Actor } from '../../platform/auth/actor';
import { BATCH_OPTIONS, type BatchOptions } from '../../batch/write/batch-options.provider';
import { BatchWriter } from '../../batch/write/batch-writer';
import { batchExists, type LoadedBatch } from '../../batch/write/loaded-batch';
import type { CommandResult } from '../../batch/write/command-context';
import { batchNotFound, toApiError } from '../../batch/write/domain-error.mapper';
import { BATCH_DETAIL_PROJECTION, BATCH_DETAIL_TABLE } from '../../batch/read/batch-detail/batch-detail.projection';
import { ActorPositions } from '../../platform/projections/read-your-writes/actor-positions';
import { ProjectionWaiter } from '../../platform/projections/read-your-writes/projection-waiter';
import { ApiError } from '../../platform/web/api-error';
import { authorisationOf } from '../payments/batch/batch-capture.service';
import { withBatchLock } from '../payments/batch/batch-lock';
import { PaymentAlertsRepository } from '../payments/batch/payment-alerts.repository';
import { ProviderModifications } from '../payments/batch/provider-modifications';
import { paymentProviderUnavailable } from '../payments/payments.errors';
import { CardProviderUnavailableError } from '../payments/provider/card-provider.port';
import { RefundEstimatesRepository } from './refund-estimates.repository';
import {
  refundConfirmationMismatch,
  refundEstimateNotFound,
  refundEstimateStale,
  refundExceedsCaptured,
  refundInvalid,
  refundNotAllowed,
  refundProviderRefused,
  refundRequestExists,
  refundRequestNotOpen,
} from './refunds.errors';

export interface EstimateInput {
  readonly items: readonly { id: string; quantity?: number }[];
  readonly additionalRefund: number;
}

export interface RequestInput {
  readonly eid: string;
  readonly reason: RefundReason;
  readonly remark: string;
}

/** A refund request as the API shows it (spec §3 names; amounts: details in the fees' currency, `amount` HKD). */
export interface RefundRequestView {
  id: string;
  batch_id: string;
  batch_number: string;
  eid: string;
  items: RefundLine[];
  refund_reason: RefundReason;
  refund_remark: string;
  details: RefundRequestRecord['details'];
  currency: string;
  amount: { currency: 'HKD'; value: number };
  status: RefundRequestRecord['status'];
  updates: number;
  requested_by: string | null;
  created_at: string | null;
  updated_at: string | null;
  completed_at: string | null;
}

export { REFUND_REASONS };

/**
 * Refunds (spec §4: only prohibited, unobtainable or high-risk items): estimate → request →
 * update → complete. Who: the assigned buyer and staff estimate, create, update and complete; the
 * requester (owner) and auditors read. Completing refunds at the provider first (idempotency key
 * per request and amount), then records CompleteRefundRequest (→ refunded / all_refunded), so the
 * batch never shows money back that the provider refused.
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: BatchWriter,
    private readonly estimates: RefundEstimatesRepository,
    private readonly modifications: ProviderModifications,
    private readonly alerts: PaymentAlertsRepository,
    @Inject(BATCH_OPTIONS) private readonly options: BatchOptions,
    private readonly waiter: ProjectionWaiter,
    private readonly positions: ActorPositions,
  ) {}

  async estimate(actor: Actor, batchNumber: string, input: EstimateInput) {
    const batch = await this.visible(actor, await this.idOf(actor, batchNumber));
    this.mayRefund(actor, batch);
    const lines = this.linesOf(batch, input.items);
    const quote = this.quote(batch, lines, input.additionalRefund);
    const eid = await this.estimates.save({
      batchId: batch.batchId,
      batchNumber: batch.state.context.batchNumber,
      items: lines,
      additionalRefund: input.additionalRefund,
      currency: quote.estimate.currency,
      details: quote.details,
      wholeOrder: quote.estimate.wholeOrder,
      createdBy: actor.id,
    });
    return { eid, details: quote.details, currency: quote.estimate.currency, whole_order: quote.estimate.wholeOrder };
  }

  async create(actor: Actor, batchNumber: string, input: RequestInput, correlationId: string) {
    const batch = await this.visible(actor, await this.idOf(actor, batchNumber));
    this.mayRefund(actor, batch);
    if (openRefundRequest(batch.state.context)) throw refundRequestExists();
    const fresh = await this.freshEstimate(batch, input.eid);
    const requestId = randomUUID();
    const result = await this.writer.execute(batch.batchId, { actor, correlationId }, (metadata) => ({
      type: 'RequestRefund',
      data: {
        requestId,
        eid: input.eid,
        items: fresh.items,
        reason: input.reason,
        remark: input.remark,
        details: fresh.details,
        amount: { amount: fresh.details.local_refund_total, currency: 'HKD' },
      },
      metadata,
    }));
    return { refund_request: await this.requestView(batch.batchId, requestId), position: result.position };
  }

  async update(actor: Actor, batchNumber: string, input: RequestInput, correlationId: string) {
    const batch = await this.visible(actor, await this.idOf(actor, batchNumber));
    this.checkCommand('UpdateRefundRequest', actor, batch);
    const open = openRefundRequest(batch.state.context);
    if (!open) throw refundRequestNotOpen();
    const fresh = await this.freshEstimate(batch, input.eid);
    const result = await this.writer.execute(batch.batchId, { actor, correlationId }, (metadata) => ({
      type: 'UpdateRefundRequest',
      data: {
        eid: input.eid,
        items: fresh.items,
        reason: input.reason,
        remark: input.remark,
        details: fresh.details,
        amount: { amount: fresh.details.local_refund_total, currency: 'HKD' },
      },
      metadata,
    }));
    return { refund_request: await this.requestView(batch.batchId, open.id), position: result.position };
  }

  /** Provider refund first (never above captured: the simulator enforces it too), then the batch. */
  async complete(
    actor: Actor,
    batchNumber: string,
    confirmation: string,
    correlationId: string,
  ): Promise<{ requestId: string; result: CommandResult }> {
    const batchId = await this.idOf(actor, batchNumber);
    // One provider modification of a batch at a time, across instances (same lock as the capture).
    return withBatchLock(this.dataSource, `payments:${batchId}`, () =>
      this.completeLocked(actor, batchId, confirmation, correlationId),
    );
  }

  private async completeLocked(
    actor: Actor,
    batchId: string,
    confirmation: string,
    correlationId: string,
  ): Promise<{ requestId: string; result: CommandResult }> {
    const batch = await this.visible(actor, batchId);
    if (confirmation.trim() !== batch.state.context.batchNumber) throw refundConfirmationMismatch();
    const open = openRefundRequest(batch.state.context);
    if (!open) {
      this.checkRole(actor);
      throw refundRequestNotOpen();
    }
    this.checkCommand('CompleteRefundRequest', actor, batch);
    const psp = authorisationOf(batch);
    if (!psp) throw refundNotAllowed({ reason: 'no payment' });
    const key = `refund:request:${open.id}:${open.amount}`;
    let answer;
    try {
      answer = await this.modifications.run('refund', batch.batchId, psp, open.amount, key);
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) throw paymentProviderUnavailable();
      throw error;
    }
    if (answer.kind === 'refused') {
      await this.alerts.raise({
        dedupeKey: key,
        batchId: batch.batchId,
        batchNumber: batch.state.context.batchNumber,
        code: 'PAYMENT_REFUND_REFUSED',
        message: `Refund of HKD ${(open.amount / 100).toFixed(2)} (request ${open.id}) refused by the provider (${answer.code}): ${answer.message}`,
      });
      throw refundProviderRefused(answer.code, answer.message);
    }
    try {
      const result = await this.writer.execute(
        batch.batchId,
        { actor, correlationId, causationId: key },
        (metadata) => ({ type: 'CompleteRefundRequest', data: {}, metadata }),
      );
      return { requestId: open.id, result };
    } catch (error) {
      // The provider gave the money back but the batch refused to record it (a concurrent change):
      // staff must reconcile; the client may retry (same key: the provider does not refund twice).
      const again = await this.writer.load(batch.batchId);
      const recorded = again.state.context.refundRequests.find((r) => r.id === open.id)?.status === 'completed';
      if (recorded)
        return {
          requestId: open.id,
          result: {
            batchId: batch.batchId,
            position: again.position,
            revision: again.revision,
            status: String(again.state.value),
            events: [],
            eventIds: [],
          },
        };
      await this.alerts.raise({
        dedupeKey: `${key}:unrecorded`,
        batchId: batch.batchId,
        batchNumber: batch.state.context.batchNumber,
        code: 'PAYMENT_REFUND_UNRECORDED',
        message: `The provider refunded HKD ${(open.amount / 100).toFixed(2)} (request ${open.id}) but the order could not record it: ${error instanceof Error ? error.message : String(error)}`,
      });
      throw error;
    }
  }

  /** `GET /api/batch/refunds/{batchId}`: every request of the batch, oldest first. */
  async list(actor: Actor, batchId: string): Promise<{ results: RefundRequestView[] }> {
    const batch = await this.visible(actor, batchId);
    return { results: this.views(batch) };
  }

  async requestView(batchId: string, requestId: string): Promise<RefundRequestView> {
    const batch = await this.writer.load(batchId);
    const view = batchExists(batch) ? this.views(batch).find((r) => r.id === requestId) : undefined;
    if (!view) throw batchNotFound();
    return view;
  }

  private views(batch: LoadedBatch): RefundRequestView[] {
    const ctx = batch.state.context;
    return (ctx.refundRequests ?? []).map((r) => {
      const touching = batch.recorded.filter((e) => {
        const d = e.data as { requestId?: unknown };
        return (
          (e.type === 'RefundRequested' || e.type === 'RefundRequestUpdated' || e.type === 'ItemsRefunded') &&
          d.requestId === r.id
        );
      });
      const at = (type: string) => {
        const found = [...touching].reverse().find((e) => e.type === type);
        return typeof found?.metadata.at === 'string' ? found.metadata.at : null;
      };
      const created = touching.find((e) => e.type === 'RefundRequested');
      const by = created?.metadata.actor as { id?: string } | undefined;
      return {
        id: r.id,
        batch_id: batch.batchId,
        batch_number: ctx.batchNumber,
        eid: r.eid,
        items: r.items.map((l) => ({ id: l.id, quantity: l.quantity })),
        refund_reason: r.reason,
        refund_remark: r.remark,
        details: r.details,
        currency: ctx.fees?.currency ?? 'USD',
        amount: { currency: 'HKD', value: r.amount },
        status: r.status,
        updates: r.updates,
        requested_by: by?.id ?? null,
        created_at: at('RefundRequested'),
        updated_at: at('RefundRequestUpdated'),
        completed_at: at('ItemsRefunded'),
      };
    });
  }

  /** The estimate must be this batch's and still give the same figures (nothing changed since). */
  private async freshEstimate(batch: LoadedBatch, eid: string) {
    const stored = await this.estimates.find(eid, batch.batchId);
    if (!stored) throw refundEstimateNotFound();
    let now;
    try {
      now = quoteRefund(batch.state.context, stored.items, stored.additionalRefund);
    } catch (error) {
      if (isPricingError(error)) throw refundEstimateStale();
      throw error;
    }
    // jsonb does not keep key order: compare field by field.
    const same = (Object.keys(now.details) as (keyof typeof now.details)[]).every(
      (k) => now.details[k] === stored.details[k],
    );
    if (!same) throw refundEstimateStale();
    return { items: stored.items, details: now.details };
  }

  private quote(batch: LoadedBatch, lines: readonly RefundLine[], additional: number) {
    try {
      const quote = quoteRefund(batch.state.context, lines, additional);
      if (quote.amount <= 0) throw refundInvalid('items');
      return quote;
    } catch (error) {
      if (!isPricingError(error)) throw error;
      if (error.code === 'PRICING_REFUND_EXCEEDS_ORDER')
        throw refundExceedsCaptured({ field: 'additional_refund', ...error.params });
      throw refundInvalid(
        typeof error.params.field === 'string'
          ? error.params.field.replace('itemId', 'id').replace(/^items/, 'items')
          : 'items',
      );
    }
  }

  /** Lines from the body: refundable items of this batch, once each; quantity defaults to what is left. */
  private linesOf(batch: LoadedBatch, items: EstimateInput['items']): RefundLine[] {
    const ctx = batch.state.context;
    const refundable = new Map(
      ctx.items
        .filter((i) => i.state === 'purchased' || i.state === 'sent' || i.state === 'received')
        .map((i) => [i.id, i]),
    );
    const done = refundedQuantities(ctx);
    const seen = new Set<string>();
    return items.map((line, n) => {
      const item = refundable.get(line.id);
      if (!item || seen.has(line.id)) throw refundInvalid(`items[${n}].id`);
      seen.add(line.id);
      const left = item.quantity - (done.get(item.id) ?? 0);
      const quantity = line.quantity ?? left;
      if (quantity < 1 || quantity > left) throw refundInvalid(`items[${n}].quantity`);
      return { id: item.id, quantity };
    });
  }

  /** Estimating and creating need the refund to be possible now: a request may be made, or the open one updated. */
  private mayRefund(actor: Actor, batch: LoadedBatch): void {
    this.checkRole(actor);
    const who = { id: actor.id, role: actor.role, accountType: actor.accountType };
    const create = authorize('RequestRefund', asStateLike(batch.state), who, this.options);
    if (!create) return;
    if (!authorize('UpdateRefundRequest', asStateLike(batch.state), who, this.options)) return;
    const api = toApiError(create);
    if (api.status === 409 || api.status === 422) throw refundNotAllowed({ status: String(batch.state.value) });
    throw api;
  }

  private checkCommand(type: 'UpdateRefundRequest' | 'CompleteRefundRequest', actor: Actor, batch: LoadedBatch): void {
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

  private checkRole(actor: Actor): void {
    if (actor.role !== 'buyer' && actor.role !== 'staff')
      throw new ApiError(403, 'AUTH_NOT_AUTHORIZED', 'You are not authorized to do this action!', {});
  }

  /**
   * Batch number → id from the detail read model (numbers are not stream ids); unknown is the usual
   * 404. A number the read model does not know yet may belong to the actor's own write that it has
   * not reached: then it waits (bounded, read-your-writes) for the actor's last write through this
   * instance and looks once more, so a refund right after one's own change is not a 404.
   */
  private async idOf(actor: Actor, batchNumber: string): Promise<string> {
    if (typeof batchNumber !== 'string' || batchNumber.length === 0 || batchNumber.length > 100) throw batchNotFound();
    const lookup = async (): Promise<string | undefined> => {
      const rows = await this.dataSource.query<{ batch_id: string }[]>(
        `SELECT batch_id FROM ${BATCH_DETAIL_TABLE} WHERE batch_number = $1 LIMIT 1`,
        [batchNumber],
      );
      return rows[0]?.batch_id;
    };
    const found = await lookup();
    if (found) return found;
    const own = this.positions.get(actor.id);
    if (!own) throw batchNotFound();
    const { stale } = await this.waiter.waitFor(BATCH_DETAIL_PROJECTION, [own]);
    const again = stale ? undefined : await lookup();
    if (!again) throw batchNotFound();
    return again;
  }

  /** Foreign (not the owner requester, not the assigned buyer) or missing: the same 404. */
  private async visible(actor: Actor, batchId: string): Promise<LoadedBatch> {
    const batch = await this.writer.load(batchId);
    if (!batchExists(batch)) throw batchNotFound();
    const ctx = batch.state.context;
    if (actor.role === 'requester' && ctx.requesterId !== actor.id) throw batchNotFound();
    if (actor.role === 'buyer' && ctx.buyerId !== actor.id) throw batchNotFound();
    return batch;
  }
}
