import { Injectable } from '@nestjs/common';
import type { BatchState } from '@machines/batch';
import { BatchWriter, type LoadedBatch } from '../../batch';
import { Clock } from '../../platform/clock/clock';
import type { RecordedEvent } from '../../platform/event-store/event-store.port';
import type { Sql } from '../../platform/jobs/sql';
import { ApiError } from '../../platform/web/api-error';
import {
  AssignmentRecordsRepository,
  type AssignmentTrigger,
  type DecisionRecord,
} from './assignment-records.repository';
import { BuyerProfilesRepository } from './buyer-profiles.repository';
import { chooseBuyer } from './buyer-scoring';
import type { DecisionHold } from './decision-hold';

export const ASSIGNMENT_ACTOR = { id: 'system:buyer-assignment', role: 'system' as const };
const EXPLANATION_MAX = 2000;

type Candidates = ReturnType<typeof chooseBuyer>['candidates'];

export interface AssignRequest {
  batchId: string;
  trigger: AssignmentTrigger;
  /** Source event id: becomes the new event's causationId, so a redelivery assigns once. */
  triggerId: string;
  correlationId: string;
  /** Why the batch needs a (new) buyer, in words; opens the explanation. */
  preface: string;
  /** Checked on the fresh stream each attempt: a reason to skip, or null to go ahead. */
  precondition(state: BatchState, events: readonly RecordedEvent[]): string | null;
  /** Where to record the decision (default: the pool; a caller may pass its transaction). */
  sql?: Sql;
  /** The decision lock's hold this runs under: the buyers' pool is read once a hold (not with `sql`). */
  hold?: DecisionHold;
  /**
   * Takes the record of a decision that appended nothing (unassigned, skipped, duplicate) instead of
   * writing it: the caller writes it, with others, before its job counts as done. Such a decision
   * adds no buyer's load, so the next decision need not see it; an assignment's record is always
   * written at once (the next decision reads the load it adds).
   */
  deferRecord?: (record: DecisionRecord) => void;
}

export type AssignOutcome =
  { outcome: 'assigned'; buyerId: string } | { outcome: 'unassigned' | 'skipped' | 'duplicate'; reason: string };

interface Decision {
  outcome: 'assigned' | 'unassigned' | 'skipped';
  chosen: string | null;
  previous: string | null;
  candidates: Candidates;
  reason: string;
}

/** Thrown from the writer's build when, on the state being decided, nothing is to be appended. */
class NothingAppended extends Error {
  constructor(
    readonly result: AssignOutcome,
    readonly decision: Decision,
  ) {
    super(result.outcome);
  }
}

/**
 * Chooses and assigns a buyer through the batch writer, with a precondition checked on the very
 * state the writer decides on (and again on the fresh one when another writer got in first): a
 * reassignment can never land on a batch the buyer accepted meanwhile, which the plain AssignBuyer
 * command would allow (assigned → assigned, UNPAID → assigned).
 */
@Injectable()
export class AutoAssigner {
  constructor(
    private readonly writer: BatchWriter,
    private readonly clock: Clock,
    private readonly profiles: BuyerProfilesRepository,
    private readonly records: AssignmentRecordsRepository,
  ) {}

  async assign(req: AssignRequest): Promise<AssignOutcome> {
    let attempt: Decision | null = null;
    try {
      const context = { actor: ASSIGNMENT_ACTOR, correlationId: req.correlationId, causationId: req.triggerId };
      const result = await this.writer.execute(
        req.batchId,
        context,
        async (metadata, state, batch) => {
          attempt = null;
          const decision = await this.decide(req, state, batch);
          attempt = decision;
          return {
            type: 'AssignBuyer',
            data: { buyerId: decision.chosen ?? '', explanation: decision.reason.slice(0, EXPLANATION_MAX) },
            metadata,
          };
          // The decision looks at the recorded history (an earlier delivery's BuyerAssigned): read it once, build once.
        },
        { history: true },
      );
      const decision = attempt as Decision | null;
      if (!decision?.chosen) throw new Error('assignment appended without a chosen buyer');
      // Counted in the hold: the next decision may start while this one's records are written.
      req.hold?.decided(decision.chosen);
      const at = this.clock.now();
      const assignmentEventId = result.eventIds[result.eventIds.length - 1];
      await this.records.trackAndRecord(
        {
          batchId: req.batchId,
          status: 'assigned',
          buyerId: decision.chosen,
          assignmentEventId,
          revision: result.revision,
          at,
        },
        this.decisionRecord(req, decision),
        req.sql,
      );
      return { outcome: 'assigned', buyerId: decision.chosen };
    } catch (error) {
      if (error instanceof NothingAppended) {
        req.hold?.decided();
        await this.record(req, error.decision);
        return error.result;
      }
      // The machine refused the assignment on the state it was decided on; a conflict that outlived the retries is thrown.
      const refused = attempt as Decision | null;
      if (error instanceof ApiError && error.code !== 'BATCH_CONCURRENT_MODIFICATION' && refused) {
        await this.record(req, {
          ...refused,
          outcome: 'skipped',
          chosen: null,
          reason: `${req.preface}Refused: ${error.code}`,
        });
        return { outcome: 'skipped', reason: error.code };
      }
      throw error;
    }
  }

  /** The buyer for this batch now, or NothingAppended with what to record. */
  private async decide(req: AssignRequest, state: BatchState, batch: LoadedBatch): Promise<Decision> {
    const previous = state.context.buyerId;
    const done = batch.recorded.find((e) => e.metadata.causationId === req.triggerId && e.type === 'BuyerAssigned');
    if (done) {
      // Appended by an earlier delivery whose transaction did not commit: keep the record complete.
      const data = done.data as { buyerId: string; previousBuyerId: string | null; explanation: string };
      const decision: Decision = {
        outcome: 'assigned',
        chosen: data.buyerId,
        previous: data.previousBuyerId,
        candidates: [],
        reason: data.explanation,
      };
      throw new NothingAppended({ outcome: 'duplicate', reason: 'already assigned for this trigger' }, decision);
    }
    const skip = req.precondition(state, batch.recorded);
    if (skip) {
      throw new NothingAppended(
        { outcome: 'skipped', reason: skip },
        { outcome: 'skipped', chosen: null, previous, candidates: [], reason: `${req.preface}Nothing done: ${skip}` },
      );
    }
    const items = state.context.items;
    const needs = {
      fromCountries: [...new Set(items.map((i) => i.fromCountry.toLowerCase()).filter(Boolean))].sort(),
      categories: [...new Set(items.map((i) => i.category).filter(Boolean))].sort(),
      excludedBuyerIds: [
        ...new Set(
          batch.recorded.filter((e) => e.type === 'BuyerAssigned').map((e) => (e.data as { buyerId: string }).buyerId),
        ),
      ],
    };
    // Decisions are serialized (AssignmentDecisionLock): the loads read here include the previous decision's.
    const pool =
      req.hold && !req.sql
        ? await req.hold.candidates(() => this.profiles.candidates())
        : await this.profiles.candidates(req.sql);
    const choice = chooseBuyer(pool, needs);
    const reason = `${req.preface}${choice.reason}`;
    if (!choice.chosen) {
      throw new NothingAppended(
        { outcome: 'unassigned', reason },
        { outcome: 'unassigned', chosen: null, previous, candidates: choice.candidates, reason },
      );
    }
    return { outcome: 'assigned', chosen: choice.chosen.buyer_id, previous, candidates: choice.candidates, reason };
  }

  private async record(req: AssignRequest, d: Decision): Promise<void> {
    const record = this.decisionRecord(req, d);
    if (req.deferRecord) req.deferRecord(record);
    else await this.records.recordDecision(record, req.sql);
  }

  private decisionRecord({ batchId, trigger, triggerId }: AssignRequest, d: Decision): DecisionRecord {
    const { outcome, candidates, reason } = d;
    return { batchId, trigger, triggerId, outcome, candidates, reason, ...this.whoAndWhen(d) };
  }

  private whoAndWhen(d: Decision): Pick<DecisionRecord, 'chosenBuyerId' | 'previousBuyerId' | 'decidedAt'> {
    return { chosenBuyerId: d.chosen, previousBuyerId: d.previous, decidedAt: this.clock.now() };
  }
}
