import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { openRefundRequest, quoteRefund, type RefundReason } from '@machines/batch';
import { isPricingError } from '@machines/pricing';
import type { Actor } from '../../platform/auth/actor';
import { batchExists, batchNotFound, BatchWriter, type LoadedBatch } from '../../batch';
import { RefundBatches } from './refund-batches';
import { RefundEstimatesRepository } from './refund-estimates.repository';
import { refundLinesOf, refundQuoteOf, type RequestedLines } from './refund-lines';
import { RefundPermissions } from './refund-permissions';
import { refundRequestViews, type RefundRequestView } from './refund-request.view';
import {
  refundEstimateNotFound,
  refundEstimateStale,
  refundRequestExists,
  refundRequestNotOpen,
} from './refunds.errors';

export interface EstimateInput {
  readonly items: RequestedLines;
  readonly additionalRefund: number;
}

export interface RequestInput {
  readonly eid: string;
  readonly reason: RefundReason;
  readonly remark: string;
}

/**
 * Refunds (spec §4: only prohibited, unobtainable or high-risk items): estimate → request →
 * update, and the requests as the API shows them (completion: refund-completion.ts). Who: the
 * assigned buyer and staff estimate, create and update; the requester (owner) and auditors read.
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly writer: BatchWriter,
    private readonly estimates: RefundEstimatesRepository,
    private readonly batches: RefundBatches,
    private readonly permissions: RefundPermissions,
  ) {}

  async estimate(actor: Actor, batchNumber: string, input: EstimateInput) {
    const batch = await this.batches.visible(actor, await this.batches.idOf(actor, batchNumber));
    this.permissions.mayRefund(actor, batch);
    const lines = refundLinesOf(batch, input.items);
    const quote = refundQuoteOf(batch, lines, input.additionalRefund);
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
    const batch = await this.batches.visible(actor, await this.batches.idOf(actor, batchNumber));
    this.permissions.mayRefund(actor, batch);
    if (openRefundRequest(batch.state.context)) throw refundRequestExists();
    const data = await this.freshRequest(batch, input);
    const requestId = randomUUID();
    const result = await this.writer.execute(batch.batchId, { actor, correlationId }, (metadata) => ({
      type: 'RequestRefund',
      data: { requestId, ...data },
      metadata,
    }));
    return { refund_request: await this.requestView(batch.batchId, requestId), position: result.position };
  }

  async update(actor: Actor, batchNumber: string, input: RequestInput, correlationId: string) {
    const batch = await this.batches.visible(actor, await this.batches.idOf(actor, batchNumber));
    this.permissions.checkCommand('UpdateRefundRequest', actor, batch);
    const open = openRefundRequest(batch.state.context);
    if (!open) throw refundRequestNotOpen();
    const data = await this.freshRequest(batch, input);
    const result = await this.writer.execute(batch.batchId, { actor, correlationId }, (metadata) => ({
      type: 'UpdateRefundRequest',
      data,
      metadata,
    }));
    return { refund_request: await this.requestView(batch.batchId, open.id), position: result.position };
  }

  /** `GET /api/batch/refunds/{batchId}`: every request of the batch, oldest first. */
  async list(actor: Actor, batchId: string): Promise<{ results: RefundRequestView[] }> {
    const batch = await this.batches.visible(actor, batchId);
    return { results: refundRequestViews(batch) };
  }

  async requestView(batchId: string, requestId: string): Promise<RefundRequestView> {
    const batch = await this.writer.load(batchId);
    const view = batchExists(batch) ? refundRequestViews(batch).find((r) => r.id === requestId) : undefined;
    if (!view) throw batchNotFound();
    return view;
  }

  /**
   * What a refund request records: its estimate must be this batch's and still give the same figures
   * (nothing changed since).
   */
  private async freshRequest(batch: LoadedBatch, input: RequestInput) {
    const stored = await this.estimates.find(input.eid, batch.batchId);
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
    const { eid, reason, remark } = input;
    const amount = { amount: now.details.local_refund_total, currency: 'HKD' as const };
    return { eid, items: stored.items, reason, remark, details: now.details, amount };
  }
}
