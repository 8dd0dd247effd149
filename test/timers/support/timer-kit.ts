import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { statusOf, replay, type BatchCommand, type BatchEvent } from '@machines/batch';
import { command, createData, item, REQUESTER } from '@machines/testing/batch-fixtures';
import { Scenario } from '@machines/testing/batch-scenario';
import { Clock } from '../../../src/platform/clock/clock';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../src/platform/event-store/event-store.port';
import { JobQueue } from '../../../src/platform/jobs/job-queue';
import type { JobRow } from '../../../src/platform/jobs/job.types';

type Step = (s: Scenario) => Scenario;

/**
 * A batch whose history a test writes with the real decider (machines/testing's Scenario) and
 * appends to the real store with a chosen business time, so timers start exactly when the test says.
 */
export class GivenBatch {
  readonly batchId = randomUUID();
  readonly batchNumber = `BNT${this.batchId.slice(0, 8).toUpperCase()}`;
  readonly scenario = new Scenario();
  readonly eventIds: string[] = [];
  private revision: number | 'no_stream' = 'no_stream';

  constructor(private readonly app: INestApplication) {}

  static async create(app: INestApplication, at: Date, links?: readonly string[]): Promise<GivenBatch> {
    const batch = new GivenBatch(app);
    const items = links ? links.map((link, n) => item(`item-${n + 1}`, { link })) : undefined;
    await batch.append(at, (s) => s.run(command('CreateRequest', createData({ batchNumber: batch.batchNumber, ...(items ? { items } : {}) }), REQUESTER)));
    return batch;
  }

  /** Runs the steps on the scenario and appends the events they produced; returns their ids. */
  async append(at: Date, ...steps: Step[]): Promise<string[]> {
    const from = this.scenario.events.length;
    for (const step of steps) step(this.scenario);
    const events = this.scenario.events.slice(from);
    const ids = events.map(() => randomUUID());
    const store = this.app.get<EventStore>(EVENT_STORE);
    const result = await store.append(
      `batch-${this.batchId}`,
      events.map((e, n) => ({ eventId: ids[n], type: e.type, data: e.data, metadata: { at: at.toISOString(), actor: { id: 'test-kit', role: 'system' } } })),
      { expectedRevision: this.revision, streamType: 'batch' },
    );
    this.revision = result.nextExpectedRevision;
    this.eventIds.push(...ids);
    return ids;
  }

  /** The last event id appended so far. */
  get lastEventId(): string {
    return this.eventIds[this.eventIds.length - 1];
  }
}

export const run = (cmd: BatchCommand): Step => (s) => s.run(cmd);
export { command };

export async function streamOf(app: INestApplication, batchId: string): Promise<RecordedEvent[]> {
  return app.get<EventStore>(EVENT_STORE).readStream(`batch-${batchId}`);
}

export async function statusFromStream(app: INestApplication, batchId: string): Promise<string> {
  const recorded = await streamOf(app, batchId);
  return String(statusOf(replay(recorded.map((e) => ({ type: e.type, data: e.data }) as BatchEvent))));
}

export async function typesOf(app: INestApplication, batchId: string): Promise<string[]> {
  return (await streamOf(app, batchId)).map((e) => e.type);
}

/** Waits (bounded) for a reaction to have scheduled the job: reactions have no position to wait for. */
export async function jobScheduled(app: INestApplication, key: string, timeoutMs = 15000): Promise<JobRow> {
  const queue = app.get(JobQueue);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await queue.find(key);
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`job ${key} was never scheduled`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Polls until check returns a value (bounded). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Pins an instance's clock; returns a setter to move it. */
export function pinClock(app: INestApplication, start: Date): (at: Date) => void {
  let now = start;
  jest.spyOn(app.get(Clock), 'now').mockImplementation(() => now);
  return (at) => {
    now = at;
  };
}

export const HOUR = 3600 * 1000;
