import type { SupportIdentity, SupportStartAck, SupportStartPayload } from '@contracts/chat';
import { SUPPORT_WIDGET_RESTART_MS, startSupportWidget, type SupportWidgetState } from './support-widget';

const IDENTITY: SupportIdentity = {
  account_id: 'acc-1',
  first_name: 'Mei',
  email: 'mei@example.hk',
  language: 'en-hk',
  hash: 'a'.repeat(64),
  request_count: 3,
  order_count: 2,
};

/** A widget on fake timers whose `support:start` answers are queued by the test. */
function harness(answers: SupportStartAck[]) {
  const states: SupportWidgetState[] = [];
  const sent: SupportStartPayload[] = [];
  const widget = startSupportWidget({
    identity: () => Promise.resolve(IDENTITY),
    start: (payload) => {
      sent.push(payload);
      return Promise.resolve(answers.shift() ?? { ok: true, room: 'acc-1_CS' });
    },
    language: () => 'zh-hk',
    onState: (s) => states.push(s),
  });
  return { states, sent, widget };
}

/** Lets the widget's promise chain run (identity, then the ack). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('support chat widget (spec §7 identity, §9 restart after 2,000 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is 2,000 ms, as spec §9 says', () => {
    expect(SUPPORT_WIDGET_RESTART_MS).toBe(2000);
  });

  it('starts with the identity, the hash and the counts, in the language shown', async () => {
    const h = harness([]);
    await settle();
    expect(h.sent).toEqual([{ ...IDENTITY, language: 'zh-hk' }]);
    expect(h.states).toEqual(['starting', 'started']);
    h.widget.stop();
  });

  it('restarts 2,000 ms after a drop, not before', async () => {
    const h = harness([]);
    await settle();
    h.widget.dropped();
    expect(h.states.at(-1)).toBe('restarting');
    jest.advanceTimersByTime(SUPPORT_WIDGET_RESTART_MS - 1);
    await settle();
    expect(h.sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await settle();
    expect(h.sent).toHaveLength(2);
    expect(h.states.slice(-2)).toEqual(['starting', 'started']);
    h.widget.stop();
  });

  it('keeps retrying every 2,000 ms while the socket is still down', async () => {
    const h = harness([
      { ok: false, code: 'CHAT_DISCONNECTED' },
      { ok: false, code: 'CHAT_DISCONNECTED' },
    ]);
    await settle();
    expect(h.states).toEqual(['starting', 'restarting']);
    jest.advanceTimersByTime(SUPPORT_WIDGET_RESTART_MS);
    await settle();
    expect(h.sent).toHaveLength(2);
    jest.advanceTimersByTime(SUPPORT_WIDGET_RESTART_MS);
    await settle();
    expect(h.sent).toHaveLength(3);
    expect(h.states.at(-1)).toBe('started');
    h.widget.stop();
  });

  it('stops asking when the server refuses the identity', async () => {
    const h = harness([{ ok: false, code: 'SUPPORT_IDENTITY_INVALID' }]);
    await settle();
    expect(h.states).toEqual(['starting', 'refused']);
    jest.advanceTimersByTime(10 * SUPPORT_WIDGET_RESTART_MS);
    await settle();
    expect(h.sent).toHaveLength(1);
  });

  it('does nothing more once closed, even with a restart pending', async () => {
    const h = harness([]);
    await settle();
    h.widget.dropped();
    h.widget.stop();
    jest.advanceTimersByTime(10 * SUPPORT_WIDGET_RESTART_MS);
    await settle();
    expect(h.sent).toHaveLength(1);
  });
});
