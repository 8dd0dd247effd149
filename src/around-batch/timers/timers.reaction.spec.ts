import type { LoggedEvent } from '../../platform/projections/runner/projection';
import { TIMER_FREE_EVENTS } from './timer-definitions';
import { TIMER_EPISODES_JOB } from './timer-jobs.types';
import { timersReaction } from './timers.reaction';

const logged = (type: string, n: number): LoggedEvent => ({
  position: { tx: '1', pos: String(n) },
  streamId: 'batch-b1',
  streamRevision: n,
  eventId: `e${n}`,
  type,
  schemaVersion: 1,
  data: {},
  metadata: { at: '2026-06-01T00:00:00.000Z' },
  createdAt: new Date('2026-06-01T00:00:00.000Z'),
});

describe('timers reaction', () => {
  it('given an event that can move no timer, when the log reader asks, then it enqueues nothing', () => {
    expect(TIMER_FREE_EVENTS.size).toBeGreaterThan(2);
    [...TIMER_FREE_EVENTS].forEach((type, n) =>
      expect({ type, job: timersReaction.select(logged(type, n)) }).toEqual({ type, job: null }),
    );
  });

  it('given an event that may start or stop a timer, then it enqueues one timers.episodes job', () => {
    for (const type of ['PaymentRequested', 'PaymentAuthorised', 'BuyerAssigned', 'TrackingSent'])
      expect(timersReaction.select(logged(type, 3))?.kind).toBe(TIMER_EPISODES_JOB);
  });

  it('given an event of another stream type, then it enqueues nothing', () => {
    expect(timersReaction.select({ ...logged('PaymentAuthorised', 1), streamId: 'chat-1' })).toBeNull();
  });
});
