import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  decide,
  isDomainError,
  type BatchItem,
  type BatchState,
  type CombineRequests,
  type CommandMetadata,
  type MergeIntoRequest,
  type NewItemInput,
} from '@machines/batch';
import { Inject } from '@nestjs/common';
import { ApiError } from '../../platform/web/api-error';
import { Clock } from '../../platform/clock/clock';
import { BATCH_OPTIONS, type BatchOptions } from './batch-options.provider';
import { batchFeeQuote } from '../pricing/batch-fee-quote';
import { priceOrBadRequest, RequestFeeEstimator, type PricingOptions } from '../pricing/request-fee-estimator';
import { BatchCommandExecutor } from './batch-command.executor';
import { BatchStateReader, type LoadedBatch } from './batch-state.reader';
import type { CommandResult } from './command-context';
import { CombineRequestsCommand, type CombineResult } from './combine-requests.command';
import { batchNotFound, toApiError } from './domain-error.mapper';


/**
 * The event store appends to one stream at a time, so combine is two steps made safe by order:
 * 1. every command is decided on the current states first (a refusal writes nothing);
 * 2. CombineRequests is appended to the kept batch at the exact revision that was checked (a
 *    concurrent change there refuses everything, 409, nothing written);
 * 3. each absorbed batch gets MergeIntoRequest (re-decided on its fresh state if it moved).
 * Items are copied before their source is closed, so a failure in 3 can duplicate items but never
 * lose them, and the same call again resumes: batches the kept one already lists in combinedFrom
 * are only merged, not added twice.
 */
@CommandHandler(CombineRequestsCommand)
export class CombineRequestsHandler implements ICommandHandler<CombineRequestsCommand, CombineResult> {
  constructor(
    private readonly executor: BatchCommandExecutor,
    private readonly reader: BatchStateReader,
    private readonly fees: RequestFeeEstimator,
    private readonly clock: Clock,
    @Inject(BATCH_OPTIONS) private readonly options: BatchOptions,
  ) {}

  async execute(command: CombineRequestsCommand): Promise<CombineResult> {
    const actor = command.context.actor;
    const loaded = await Promise.all(command.batchIds.map((id) => this.reader.load(id)));
    // Someone else's or a missing batch: the same 404, before anything is decided.
    if (loaded.some((b) => b.state.value === 'none' || b.state.context.requesterId !== actor.id)) throw batchNotFound();
    const [kept, ...others] = loaded;
    const keptNumber = kept.state.context.batchNumber;
    const toAdd = others.filter((o) => !kept.state.context.combinedFrom.includes(o.state.context.batchNumber));
    const toMerge = others.filter((o) => o.state.context.mergedInto !== keptNumber);
    const pricing = await this.fees.options();
    const dryRun: CommandMetadata = { actor: { id: actor.id, role: actor.role, accountType: 'accountType' in actor ? actor.accountType : undefined }, at: this.clock.now().toISOString(), commandId: 'dry-run' };
    const combine = (metadata: CommandMetadata, state: BatchState): CombineRequests => ({
      type: 'CombineRequests',
      data: { absorbed: toAdd.map(absorbedOf), fees: priceOrBadRequest(() => combinedFees(state, toAdd, pricing)) },
      metadata,
    });
    const merge = (metadata: CommandMetadata): MergeIntoRequest => ({ type: 'MergeIntoRequest', data: { targetBatchNumber: keptNumber }, metadata });
    if (toAdd.length > 0) refuseIfDomainError(decide(combine(dryRun, kept.state), kept.state, this.options));
    for (const other of toMerge) refuseIfDomainError(decide(merge(dryRun), other.state, this.options));

    const keptResult =
      toAdd.length > 0
        ? await this.executor.execute(kept.batchId, command.context, combine, { expectedRevision: kept.revision })
        : this.unchanged(kept);
    const merged: CommandResult[] = [];
    const pending: string[] = [];
    for (const other of toMerge) {
      try {
        merged.push(await this.executor.execute(other.batchId, command.context, merge));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        pending.push(other.batchId);
      }
    }
    if (pending.length > 0) {
      throw new ApiError(409, 'BATCH_COMBINE_INCOMPLETE', 'Some requests could not be merged yet. Please try again.', { batch_ids: pending, kept_id: kept.batchId });
    }
    return { kept: keptResult, merged };
  }

  /** A resumed combine with nothing left to add still answers with the kept batch. */
  private unchanged(kept: LoadedBatch): CommandResult {
    return { batchId: kept.batchId, position: kept.position, revision: kept.revision, status: String(kept.state.value), events: [] };
  }
}

function refuseIfDomainError(result: unknown): void {
  if (isDomainError(result)) throw toApiError(result);
}

function absorbedOf(b: LoadedBatch): { batchNumber: string; items: NewItemInput[] } {
  const ctx = b.state.context;
  return { batchNumber: ctx.batchNumber, items: ctx.items.filter((i) => i.state === 'requested').map(toNewItem) };
}

function toNewItem(i: BatchItem): NewItemInput {
  return {
    id: i.id,
    link: i.link,
    name: i.name,
    category: i.category,
    brand: i.brand,
    quantity: i.quantity,
    color: i.color,
    size: i.size,
    price: i.price,
    weight: i.weight,
    note: i.note,
    imageId: i.imageId,
    fromCountry: i.fromCountry,
    toCountry: i.toCountry,
    contains: i.contains,
    sellerShipping: i.sellerShipping,
  };
}

/** The kept request's fees once it holds everyone's open items. */
function combinedFees(kept: BatchState, absorbed: readonly LoadedBatch[], pricing: PricingOptions) {
  const items = [...kept.context.items, ...absorbed.flatMap((b) => b.state.context.items)].filter((i) => i.state === 'requested');
  return batchFeeQuote(items, {}, pricing);
}
