import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { decide, isDomainError, replay, type BatchEvent, type BatchState } from '@machines/batch';
import { BatchEventsAppended } from '../../batch/write/batch-events-appended.event';
import { Clock } from '../../platform/clock/clock';
import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.errors';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../platform/event-store/event-store.port';
import { batchStreamId } from '../../batch/read/batch-state/batch-state';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import type { Sql } from '../../platform/jobs/sql';
import { AssignmentRecordsRepository, type AssignmentTrigger } from './assignment-records.repository';
import { BuyerProfilesRepository } from './buyer-profiles.repository';
import { chooseBuyer } from './buyer-scoring';

export const ASSIGNMENT_ACTOR = { id: 'system:buyer-assignment', role: 'system' as const };
const MAX_ATTEMPTS = 5;
const EXPLANATION_MAX = 2000;

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
  /** Where to record the decision (the reaction passes its transaction). */
  sql?: Sql;
}

export type AssignOutcome = { outcome: 'assigned'; buyerId: string } | { outcome: 'unassigned' | 'skipped' | 'duplicate'; reason: string };

/**
 * Chooses and assigns a buyer with a precondition checked on the stream it appends to (exact
 * expected revision): a reassignment can never land on a batch the buyer accepted meanwhile,
 * which the plain AssignBuyer command would allow (assigned → assigned, UNPAID → assigned).
 */
@Injectable()
export class AutoAssigner {
  private readonly logger = new Logger('AutoAssigner');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly profiles: BuyerProfilesRepository,
    private readonly records: AssignmentRecordsRepository,
    private readonly projections: ProjectionRegistry,
    private readonly eventBus: EventBus,
  ) {}

  async assign(req: AssignRequest): Promise<AssignOutcome> {
    const streamId = batchStreamId(req.batchId);
    for (let attempt = 1; ; attempt++) {
      const recorded = await this.store.readStream(streamId);
      const done = recorded.find((e) => e.metadata.causationId === req.triggerId && e.type === 'BuyerAssigned');
      if (done) {
        // Appended by an earlier delivery whose transaction did not commit: keep the record complete.
        const data = done.data as { buyerId: string; previousBuyerId: string | null; explanation: string };
        await this.record(req, 'assigned', data.buyerId, data.previousBuyerId, [], data.explanation);
        return { outcome: 'duplicate', reason: 'already assigned for this trigger' };
      }
      const state = replay(recorded.map((e) => ({ type: e.type, data: e.data }) as BatchEvent));
      const skip = req.precondition(state, recorded);
      if (skip) {
        await this.record(req, 'skipped', null, state.context.buyerId, [], `${req.preface}Nothing done: ${skip}`);
        return { outcome: 'skipped', reason: skip };
      }
      const items = state.context.items;
      const needs = {
        fromCountries: [...new Set(items.map((i) => i.fromCountry.toLowerCase()).filter(Boolean))].sort(),
        categories: [...new Set(items.map((i) => i.category).filter(Boolean))].sort(),
        excludedBuyerIds: [...new Set(recorded.filter((e) => e.type === 'BuyerAssigned').map((e) => (e.data as { buyerId: string }).buyerId))],
      };
      // Read through the caller's transaction: it sees the loads this reaction batch already added.
      const choice = chooseBuyer(await this.profiles.candidates(req.sql), needs);
      const reason = `${req.preface}${choice.reason}`;
      if (!choice.chosen) {
        await this.record(req, 'unassigned', null, state.context.buyerId, choice.candidates, reason);
        return { outcome: 'unassigned', reason };
      }
      const at = this.clock.now();
      const commandId = randomUUID();
      const decision = decide(
        { type: 'AssignBuyer', data: { buyerId: choice.chosen.buyer_id, explanation: reason.slice(0, EXPLANATION_MAX) }, metadata: { actor: ASSIGNMENT_ACTOR, at: at.toISOString(), commandId } },
        state,
      );
      if (isDomainError(decision)) {
        await this.record(req, 'skipped', null, state.context.buyerId, choice.candidates, `${req.preface}Refused: ${decision.code}`);
        return { outcome: 'skipped', reason: decision.code };
      }
      const expectedRevision = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1].streamRevision;
      const events = decision.map((event) => ({
        eventId: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: { actor: ASSIGNMENT_ACTOR, at: at.toISOString(), commandId, commandType: 'AssignBuyer', correlationId: req.correlationId, causationId: req.triggerId },
      }));
      try {
        const result = await this.store.append(streamId, events, { expectedRevision, streamType: 'batch' });
        const assignedEventId = events[events.length - 1].eventId;
        await this.records.trackBatch(
          { batchId: req.batchId, status: 'assigned', buyerId: choice.chosen.buyer_id, assignmentEventId: assignedEventId, revision: result.nextExpectedRevision, at },
          req.sql,
        );
        await this.record(req, 'assigned', choice.chosen.buyer_id, state.context.buyerId, choice.candidates, reason);
        this.projections.wakeAll();
        this.eventBus.publish(new BatchEventsAppended(req.batchId, decision, result.position, result.nextExpectedRevision));
        return { outcome: 'assigned', buyerId: choice.chosen.buyer_id };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
        this.logger.debug?.(`batch ${req.batchId} changed while assigning; deciding again`);
      }
    }
  }

  private record(req: AssignRequest, outcome: 'assigned' | 'unassigned' | 'skipped', chosen: string | null, previous: string | null, candidates: ReturnType<typeof chooseBuyer>['candidates'], reason: string) {
    return this.records.recordDecision(
      { batchId: req.batchId, trigger: req.trigger, triggerId: req.triggerId, outcome, chosenBuyerId: chosen, previousBuyerId: previous, candidates, reason, decidedAt: this.clock.now() },
      req.sql,
    );
  }
}
