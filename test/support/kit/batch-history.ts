import { randomUUID } from 'node:crypto';
import type { Actor, BatchCommand, BatchEvent, CommandOf, CommandType } from '@machines/batch';
import { command, createData, item, REQUESTER } from '@machines/testing/batch-fixtures';
import { Scenario } from '@machines/testing/batch-scenario';
import type { EventStore } from '../../../src/platform/event-store/event-store.port';
import { eventStoreOf, type AppLike } from './stream';

/** Who a given history is recorded as (it never went through a command handler). */
export const KIT_ACTOR = { id: 'test-kit', role: 'system' } as const;

export type Step = (s: Scenario) => Scenario;
/** One command as a step of a history; fails loudly when the decider refuses it. */
export const run =
  (cmd: BatchCommand): Step =>
  (s) =>
    s.run(cmd);
/** A command at a business time (ISO), as a step. */
export const step = <T extends CommandType>(
  type: T,
  data: CommandOf<T>['data'],
  actor: Actor,
  at: string = new Date().toISOString(),
): Step => run(command(type, data, actor, at));

export interface AppendOptions {
  at: string;
  actor?: { id: string; role: string };
  expectedRevision?: number | 'no_stream';
  eventIds?: readonly string[];
}

/** Appends events to a batch stream as they are (the "given" of a test); returns the store's answer. */
export function appendBatchEvents(store: EventStore, batchId: string, events: readonly BatchEvent[], o: AppendOptions) {
  return store.append(
    `batch-${batchId}`,
    events.map((e, n) => ({
      eventId: o.eventIds?.[n] ?? randomUUID(),
      type: e.type,
      data: e.data,
      metadata: { at: o.at, actor: o.actor ?? KIT_ACTOR },
    })),
    { expectedRevision: o.expectedRevision ?? 'no_stream', streamType: 'batch' },
  );
}

/**
 * A batch whose history a test writes with the real decider (machines/testing's Scenario) and
 * appends straight to the store with a chosen business time, so reactions and timers see exactly
 * the events the domain would have produced, when the test says. Appending in one go also keeps the
 * automatic buyer assignment (which acts on a request waiting in `requested`) out of the way.
 */
export class BatchHistory {
  readonly batchId: string;
  readonly batchNumber: string;
  readonly scenario = new Scenario();
  readonly eventIds: string[] = [];
  /** The global position of the last append (for read-your-writes waits). */
  position = '';
  private revision: number | 'no_stream' = 'no_stream';

  constructor(
    private readonly target: AppLike,
    p: { batchId?: string; batchNumberPrefix?: string } = {},
  ) {
    this.batchId = p.batchId ?? randomUUID();
    this.batchNumber = `${p.batchNumberPrefix ?? 'BNT'}${this.batchId.slice(0, 8).toUpperCase()}`;
  }

  /** A new batch created by the machines fixture's requester at `at` (optionally with these item links). */
  static async create(target: AppLike, at: Date, links?: readonly string[]): Promise<BatchHistory> {
    const batch = new BatchHistory(target);
    const items = links ? links.map((link, n) => item(`item-${n + 1}`, { link })) : undefined;
    await batch.append(at, (s) =>
      s.run(
        command(
          'CreateRequest',
          createData({ batchNumber: batch.batchNumber, ...(items ? { items } : {}) }),
          REQUESTER,
        ),
      ),
    );
    return batch;
  }

  /** Runs the steps on the decider and appends the events they produced at `at`; returns their ids. */
  async append(at: Date | string, ...steps: Step[]): Promise<string[]> {
    const from = this.scenario.events.length;
    for (const s of steps) s(this.scenario);
    const events = this.scenario.events.slice(from);
    const ids = events.map(() => randomUUID());
    const iso = typeof at === 'string' ? at : at.toISOString();
    const result = await appendBatchEvents(eventStoreOf(this.target), this.batchId, events, {
      at: iso,
      expectedRevision: this.revision,
      eventIds: ids,
    });
    this.revision = result.nextExpectedRevision;
    this.position = result.position;
    this.eventIds.push(...ids);
    return ids;
  }

  /** The last event id appended so far. */
  get lastEventId(): string {
    return this.eventIds[this.eventIds.length - 1];
  }

  get status(): string {
    return String(this.scenario.status);
  }
}
