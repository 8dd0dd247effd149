import { Injectable } from '@nestjs/common';
import {
  asNewItem,
  type BatchItem,
  type BatchState,
  type CommandMetadata,
  type CommandOf,
  type NewItemInput,
} from '@machines/batch';
import { ApiError } from '../../platform/web/api-error';
import { Clock } from '../../platform/clock/clock';
import { batchFeeQuote } from '../core/pricing/batch-fee-quote';
import { priceOrBadRequest, RequestFeeEstimator, type PricingOptions } from '../core/pricing/request-fee-estimator';
import { BatchWriter } from './batch-writer';
import type { CommandContext, CommandResult } from './command-context';
import { batchNotFound } from '../core/domain-error.mapper';
import { checkMetadata } from './event-metadata';
import type { LoadedBatch } from './loaded-batch';

export interface CombineResult {
  kept: CommandResult;
  merged: CommandResult[];
}

/**
 * Combine: the first batch keeps its number and takes the open items of the others, which end
 * merged. The event store appends to one stream at a time, so it is two steps made safe by order
 * (the writer's `executeInOrder`):
 * 1. every command is decided on the current states first (a refusal writes nothing);
 * 2. CombineRequests is appended to the kept batch at the exact revision that was checked (a
 *    concurrent change there refuses everything, 409, nothing written);
 * 3. each absorbed batch gets MergeIntoRequest (re-decided on its fresh state if it moved).
 * Items are copied before their source is closed, so a failure in 3 can duplicate items but never
 * lose them, and the same call again resumes: batches the kept one already lists in combinedFrom
 * are only merged, not added twice.
 */
@Injectable()
export class CombineRequestsAction {
  constructor(
    private readonly writer: BatchWriter,
    private readonly fees: RequestFeeEstimator,
    private readonly clock: Clock,
  ) {}

  async combine(batchIds: string[], context: CommandContext): Promise<CombineResult> {
    const actor = context.actor;
    const loaded = await Promise.all(batchIds.map((id) => this.writer.load(id)));
    // Someone else's or a missing batch: the same 404, before anything is decided.
    if (loaded.some((b) => b.state.value === 'none' || b.state.context.requesterId !== actor.id)) throw batchNotFound();
    const [kept, ...others] = loaded;
    const keptNumber = kept.state.context.batchNumber;
    const toAdd = others.filter((o) => !kept.state.context.combinedFrom.includes(o.state.context.batchNumber));
    const toMerge = others.filter((o) => o.state.context.mergedInto !== keptNumber);
    const pricing = await this.fees.options();
    const dryRun: CommandMetadata = {
      ...checkMetadata(actor),
      at: this.clock.now().toISOString(),
      commandId: 'dry-run',
    };
    const combine = (metadata: CommandMetadata, state: BatchState): CommandOf<'CombineRequests'> => ({
      type: 'CombineRequests',
      data: { absorbed: toAdd.map(absorbedOf), fees: priceOrBadRequest(() => combinedFees(state, toAdd, pricing)) },
      metadata,
    });
    const merge = (metadata: CommandMetadata): CommandOf<'MergeIntoRequest'> => ({
      type: 'MergeIntoRequest',
      data: { targetBatchNumber: keptNumber },
      metadata,
    });
    if (toAdd.length > 0) this.writer.check(combine(dryRun, kept.state), kept.state);
    for (const other of toMerge) this.writer.check(merge(dryRun), other.state);

    const merges = toMerge.map((other) => ({ batchId: other.batchId, build: merge }));
    const { first, then, pending } =
      toAdd.length > 0
        ? await this.writer.executeInOrder(
            context,
            { batchId: kept.batchId, build: combine, expectedRevision: kept.revision },
            merges,
          )
        : { first: unchanged(kept), ...(await this.writer.executeEach(context, merges)) };
    if (pending.length > 0) {
      throw new ApiError(409, 'BATCH_COMBINE_INCOMPLETE', 'Some requests could not be merged yet. Please try again.', {
        batch_ids: pending,
        kept_id: kept.batchId,
      });
    }
    return { kept: first, merged: then };
  }
}

/** A resumed combine with nothing left to add still answers with the kept batch. */
function unchanged(kept: LoadedBatch): CommandResult {
  return {
    batchId: kept.batchId,
    position: kept.position,
    revision: kept.revision,
    status: String(kept.state.value),
    events: [],
    eventIds: [],
  };
}

function absorbedOf(b: LoadedBatch): { batchNumber: string; items: NewItemInput[] } {
  const ctx = b.state.context;
  return { batchNumber: ctx.batchNumber, items: ctx.items.filter((i) => i.state === 'requested').map(toNewItem) };
}

/** An absorbed item keeps its id and the seller's shipping its fees were figured with. */
function toNewItem(i: BatchItem): NewItemInput {
  return { ...asNewItem(i, i.id), sellerShipping: i.sellerShipping };
}

/** The kept request's fees once it holds everyone's open items. */
function combinedFees(kept: BatchState, absorbed: readonly LoadedBatch[], pricing: PricingOptions) {
  const items = [...kept.context.items, ...absorbed.flatMap((b) => b.state.context.items)].filter(
    (i) => i.state === 'requested',
  );
  return batchFeeQuote(items, {}, pricing);
}
