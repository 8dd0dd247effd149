import { NOTICE_LIFETIME_MS, NOTICE_MIN_GAP_MS, NOTICE_REMOVAL_MS, createNoticeQueue } from './notice-queue';
import {
  NOTIFICATION_RELOAD_MS,
  NOTIFICATION_TOAST_MS,
  RELOAD_SPINNER_MS,
} from '../layout/notifications/notification-timing';

// Spec §8/§9 snackbars: one at a time, 4000 ms lifetime, at least 1000 ms between two, the rest queued.
describe('notice queue', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) }));
  afterEach(() => jest.useRealTimers());

  const shown = (queue: ReturnType<typeof createNoticeQueue>) => {
    const view = queue.current();
    return view?.open ? view.notice.text : undefined;
  };

  it('uses the spec constants', () => {
    expect(NOTICE_LIFETIME_MS).toBe(4000);
    expect(NOTICE_MIN_GAP_MS).toBe(1000);
  });

  it('shows a notice at once and closes it after its 4000 ms lifetime', () => {
    const queue = createNoticeQueue();
    queue.push({ severity: 'error', text: 'A' });
    expect(queue.current()).toMatchObject({ open: true, notice: { severity: 'error', text: 'A' } });
    jest.advanceTimersByTime(NOTICE_LIFETIME_MS - 1);
    expect(shown(queue)).toBe('A');
    jest.advanceTimersByTime(1);
    // Closing first plays the exit animation, then the notice is gone.
    expect(queue.current()).toMatchObject({ open: false, notice: { text: 'A' } });
    jest.advanceTimersByTime(NOTICE_REMOVAL_MS);
    expect(queue.current()).toBeUndefined();
  });

  it('queues the rest and shows them one at a time, in order', () => {
    const queue = createNoticeQueue();
    queue.push({ severity: 'error', text: 'A' });
    queue.push({ severity: 'info', text: 'B' });
    queue.push({ severity: 'error', text: 'C' });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      seen.push(shown(queue)!);
      jest.advanceTimersByTime(NOTICE_LIFETIME_MS + NOTICE_REMOVAL_MS);
    }
    expect(seen).toEqual(['A', 'B', 'C']);
    expect(queue.current()).toBeUndefined();
  });

  it('Close ends a notice early, but the next one still waits for the 1000 ms gap', () => {
    const queue = createNoticeQueue();
    queue.push({ severity: 'error', text: 'A' });
    queue.push({ severity: 'info', text: 'B' });
    jest.advanceTimersByTime(100);
    queue.close(queue.current()!.id);
    expect(queue.current()?.open).toBe(false);
    // Removal ends at 700 ms; B may show only 1000 ms after A was shown.
    jest.advanceTimersByTime(NOTICE_REMOVAL_MS);
    expect(shown(queue)).toBeUndefined();
    jest.advanceTimersByTime(NOTICE_MIN_GAP_MS - 100 - NOTICE_REMOVAL_MS - 1);
    expect(shown(queue)).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(shown(queue)).toBe('B');
  });

  it('a notice pushed right after one disappears respects the gap too', () => {
    const queue = createNoticeQueue();
    queue.push({ severity: 'info', text: 'A' });
    queue.close(queue.current()!.id);
    jest.advanceTimersByTime(NOTICE_REMOVAL_MS);
    expect(queue.current()).toBeUndefined();
    queue.push({ severity: 'info', text: 'B' });
    expect(shown(queue)).toBeUndefined();
    jest.advanceTimersByTime(NOTICE_MIN_GAP_MS - NOTICE_REMOVAL_MS);
    expect(shown(queue)).toBe('B');
  });

  it('ignores a Close for a notice that is no longer shown', () => {
    const queue = createNoticeQueue();
    queue.push({ severity: 'error', text: 'A' });
    const first = queue.current()!.id;
    queue.close(first);
    jest.advanceTimersByTime(NOTICE_REMOVAL_MS);
    queue.push({ severity: 'error', text: 'B' });
    jest.advanceTimersByTime(NOTICE_MIN_GAP_MS);
    queue.close(first);
    expect(shown(queue)).toBe('B');
  });

  it('with a maximum, drops the oldest waiting notice (default unlimited)', () => {
    const queue = createNoticeQueue(undefined, 1);
    queue.push({ severity: 'info', text: 'A' });
    queue.push({ severity: 'info', text: 'B' });
    queue.push({ severity: 'info', text: 'C' });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      if (queue.current()) seen.push(queue.current()!.notice.text!);
      jest.advanceTimersByTime(NOTICE_LIFETIME_MS + NOTICE_REMOVAL_MS);
    }
    expect(seen).toEqual(['A', 'C']);
  });

  it('tells subscribers of every change, until they unsubscribe', () => {
    const queue = createNoticeQueue();
    const listener = jest.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.push({ severity: 'info', key: 'onboarding.verified' });
    expect(listener).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(NOTICE_LIFETIME_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    jest.advanceTimersByTime(NOTICE_REMOVAL_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(queue.current()).toBeUndefined();
  });

  // Spec §9: a new notification's toast stays 10,000 ms, the other notices 4000 ms.
  it('keeps a notice open for its own lifetime when it names one (the notification toast: 10,000 ms)', () => {
    const queue = createNoticeQueue();
    queue.push({ severity: 'info', text: 'New notification', lifetimeMs: NOTIFICATION_TOAST_MS });
    jest.advanceTimersByTime(NOTICE_LIFETIME_MS);
    expect(shown(queue)).toBe('New notification');
    jest.advanceTimersByTime(NOTIFICATION_TOAST_MS - NOTICE_LIFETIME_MS - 1);
    expect(shown(queue)).toBe('New notification');
    jest.advanceTimersByTime(1);
    expect(shown(queue)).toBeUndefined();
  });

  it('uses the spec §9 timing constants', () => {
    expect(NOTIFICATION_TOAST_MS).toBe(10_000);
    expect(NOTIFICATION_RELOAD_MS).toBe(180_000);
    expect(RELOAD_SPINNER_MS).toBe(1_500);
  });
});
