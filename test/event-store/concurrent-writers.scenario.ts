import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from '../../src/platform/event-store/event-store.errors';
import type { EventStore, RecordedEvent, Subscription } from '../../src/platform/event-store/event-store.port';

export interface ConcurrentWritersOptions {
  /** A store for the writers; `hold` gives each append's transaction a random open time (ms). */
  createStore(hold: () => number): Promise<EventStore>;
  /** A separate store instance for the subscriber, so wake-ups must cross connections. */
  reader: EventStore;
  writers: number;
  appendsPerWriter: number;
  streams: number;
  maxHoldMs: number;
}

export interface ConcurrentWritersReport {
  appended: number;
  delivered: number;
  conflicts: number;
  restarts: number;
  lost: string[];
  duplicatedPastCheckpoint: string[];
  /** Streams whose events were not delivered as revisions 0, 1, 2, ... */
  outOfOrderStreams: string[];
  /** Times a delivered position was not after the previous one. */
  positionInversions: number;
  durationMs: number;
}

/**
 * Writers race on a few streams with exact expected revisions (retrying conflicts) while their
 * commits land out of position order; a subscriber checkpoints every event, is stopped half-way
 * and restarted from its checkpoint. This is the case where a checkpoint on the position alone
 * silently skips events.
 */
export async function runConcurrentWritersScenario(
  options: ConcurrentWritersOptions,
): Promise<ConcurrentWritersReport> {
  const started = Date.now();
  const prefix = `conc${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const streamIds = Array.from({ length: options.streams }, (_, i) => `${prefix}-s${i}`);
  const writerStore = await options.createStore(() => Math.random() * options.maxHoldMs);
  const appended = new Set<string>();
  let conflicts = 0;
  let appendsDone = 0;

  const delivered: string[] = [];
  const deliveredBeforeRestart = new Set<string>();
  const duplicatedPastCheckpoint: string[] = [];
  const lastRevision = new Map<string, number>();
  const outOfOrder = new Set<string>();
  let positionInversions = 0;
  let checkpoint: string | undefined;
  let restarted = false;

  const record = (event: RecordedEvent): void => {
    if (checkpoint !== undefined && options.reader.comparePositions(checkpoint, event.position) >= 0)
      positionInversions += 1;
    checkpoint = event.position;
    if (!event.streamId.startsWith(`${prefix}-`)) return;
    if (delivered.includes(event.eventId) || (restarted && deliveredBeforeRestart.has(event.eventId)))
      duplicatedPastCheckpoint.push(event.eventId);
    delivered.push(event.eventId);
    if (!restarted) deliveredBeforeRestart.add(event.eventId);
    const expected = (lastRevision.get(event.streamId) ?? -1) + 1;
    if (event.streamRevision !== expected) outOfOrder.add(event.streamId);
    lastRevision.set(event.streamId, event.streamRevision);
  };
  const onEvent = (event: RecordedEvent): Promise<void> => {
    record(event);
    return Promise.resolve();
  };

  let subscription: Subscription = options.reader.subscribe({ onEvent });
  const half = Math.floor((options.writers * options.appendsPerWriter) / 2);
  let signalHalf: () => void = () => undefined;
  const halfWay = new Promise<void>((resolve) => (signalHalf = resolve));
  const restart = halfWay.then(async () => {
    await subscription.stop();
    restarted = true;
    subscription = options.reader.subscribe({ after: checkpoint, onEvent });
  });

  const writer = async (): Promise<void> => {
    for (let i = 0; i < options.appendsPerWriter; i += 1) {
      const streamId = streamIds[Math.floor(Math.random() * streamIds.length)];
      const events = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({
        eventId: randomUUID(),
        type: 'Raced',
        data: { i },
      }));
      for (let attempt = 0; ; attempt += 1) {
        const [last] = await writerStore.readStream(streamId, { direction: 'backwards', maxCount: 1 });
        try {
          await writerStore.append(streamId, events, { expectedRevision: last ? last.streamRevision : 'no_stream' });
          break;
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError) || attempt > 100) throw error;
          conflicts += 1;
        }
      }
      for (const event of events) appended.add(event.eventId);
      appendsDone += 1;
      if (appendsDone === half) signalHalf();
    }
  };

  try {
    await Promise.all(Array.from({ length: options.writers }, writer));
    await restart;
    await subscription.caughtUp();
  } finally {
    await subscription.stop();
    await writerStore.close();
  }
  const deliveredSet = new Set(delivered);
  return {
    appended: appended.size,
    delivered: deliveredSet.size,
    conflicts,
    restarts: restarted ? 1 : 0,
    lost: [...appended].filter((id) => !deliveredSet.has(id)),
    duplicatedPastCheckpoint,
    outOfOrderStreams: [...outOfOrder],
    positionInversions,
    durationMs: Date.now() - started,
  };
}
