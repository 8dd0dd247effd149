import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { cloneItems, clonedFromRef, isDomainError, type CommandOf, type Delivery } from '@machines/batch';
import type { ParcelRulingView } from '@contracts/batch/batch-commands';
import { checkBatchParcel } from '../core/pricing/batch-parcel-check';
import { RequestFeeEstimator } from '../core/pricing/request-fee-estimator';
import { BatchNumbers } from './batch-numbers';
import { BatchWriter } from './batch-writer';
import type { CommandContext, CommandResult } from './command-context';
import { batchNotFound, toApiError } from '../core/domain-error.mapper';

/** The batch id and number are made here, never by the client. */
export type NewRequestData = Omit<CommandOf<'CreateRequest'>['data'], 'batchNumber'>;

/** A CreateRequest but for what starting a batch makes: its id, number and fees. */
export type StartData = Omit<CommandOf<'CreateRequest'>['data'], 'batchNumber' | 'fees'>;

/** The two ways a batch starts: a new request (priced with machines/pricing) and a clone of one. */
@Injectable()
export class NewRequestActions {
  constructor(
    private readonly writer: BatchWriter,
    private readonly numbers: BatchNumbers,
    private readonly fees: RequestFeeEstimator,
  ) {}

  /**
   * The machine refuses what breaks spec §9's rules where the request is made; what it takes over the
   * reading's limits (PARCEL_LIMITS_BEYOND=warn) is answered with the same parcel ruling as modify.
   */
  async create(data: NewRequestData, context: CommandContext): Promise<CommandResult & { parcel: ParcelRulingView }> {
    const result = await this.start({ ...data, submit: true }, context);
    const { parcelLimitsReading, chargeBasis } = await this.fees.options();
    return { ...result, parcel: checkBatchParcel(data.items, parcelLimitsReading, chargeBasis) };
  }

  /**
   * Every batch starts here (a request, a clone, the older API's draft): priced with machines/pricing
   * and numbered before its CreateRequest is appended on a fresh stream.
   */
  async start(data: StartData, context: CommandContext): Promise<CommandResult> {
    // Items are validated by the decider; an empty list would fail there, not in pricing.
    const fees = data.items.length > 0 ? await this.fees.estimate(data.items) : null;
    const batchNumber = await this.numbers.next();
    const result = await this.writer.command(
      randomUUID(),
      context,
      'CreateRequest',
      { ...data, fees, batchNumber },
      // A fresh id: nothing to read; the no_stream append is the check.
      { newStream: true },
    );
    return { ...result, batchNumber };
  }

  /**
   * A new request from chosen items of one of the requester's own batches, whatever its status. The
   * source records nothing (so finished batches can be cloned); the new batch's CreateRequest carries
   * clonedFrom. Ownership is checked here because the machine only sees the new batch.
   */
  async clone(sourceBatchId: string, itemIds: string[], context: CommandContext): Promise<CommandResult> {
    const source = await this.writer.load(sourceBatchId);
    if (source.state.value === 'none' || source.state.context.requesterId !== context.actor.id) throw batchNotFound();
    const items = cloneItems(
      source.state,
      itemIds,
      itemIds.map(() => randomUUID()),
    );
    if (isDomainError(items)) throw toApiError(items);
    const ctx = source.state.context;
    return this.start(
      {
        items,
        warehouse: ctx.warehouse,
        // Every created batch has one (CreateRequest requires it).
        delivery: ctx.delivery as Delivery,
        // The requester confirmed the restrictions for these very items when first asking for them.
        restrictionsConfirmed: true,
        submit: true,
        clonedFrom: clonedFromRef(source.state, itemIds),
      },
      context,
    );
  }
}
