import type { DataSource } from 'typeorm';
import type { LoggedEvent } from '../../projections/runner/projection';
import type { RealtimePublisher } from '../realtime-publisher';
import { PushBackstop } from './push-backstop';
import { pushedAs, type PushSource } from './push-source';

const source: PushSource = {
  streamPrefix: 'thing-',
  pushed: pushedAs('thing:changed', 'thing_id', (id) => `thing-${id}`),
  resend: () => Promise.resolve(undefined),
};

const appended = (streamId: string, streamRevision: number, extra: Partial<LoggedEvent> = {}): LoggedEvent => ({
  position: { tx: '1', pos: String(streamRevision + 1) },
  streamId,
  streamRevision,
  eventId: `e-${streamId}-${streamRevision}`,
  type: 'ThingChanged',
  schemaVersion: 1,
  data: {},
  metadata: { commandId: 'c-1' },
  createdAt: new Date(),
  ...extra,
});

/** Which appends the backstop watches (writes a row for): the rule that spares a heard push its row. */
describe('the push backstop watches the pushes it has not heard', () => {
  const backstop = new PushBackstop({} as DataSource, {} as RealtimePublisher);
  backstop.register(source);

  it("watches a writer's recent append whose push is not heard yet", () => {
    expect(backstop.selects(appended('thing-a', 0))).toBe(true);
  });

  it('leaves alone what no writer pushes: other streams, appends without a command, old appends', () => {
    expect(backstop.selects(appended('other-a', 0))).toBe(false);
    expect(backstop.selects(appended('thing-a', 0, { metadata: {} }))).toBe(false);
    expect(backstop.selects(appended('thing-a', 0, { createdAt: new Date(Date.now() - 60_000) }))).toBe(false);
  });

  it('once a push of the stream at a revision is heard, that revision and the earlier ones need no watching', () => {
    backstop.heardPush('thing:changed', { thing_id: 'b', revision: 3 });
    expect([2, 3, 4].map((revision) => backstop.selects(appended('thing-b', revision)))).toEqual([false, false, true]);
    // Another writer's push, or one of another stream, says nothing of this one.
    backstop.heardPush('other:changed', { thing_id: 'c', revision: 9 });
    backstop.heardPush('thing:changed', { thing_id: 'd', revision: 9 });
    expect(backstop.selects(appended('thing-c', 1))).toBe(true);
  });
});
