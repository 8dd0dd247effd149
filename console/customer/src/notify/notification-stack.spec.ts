import { NOTICE_LIFETIME_MS, NOTICE_REMOVAL_MS } from './notice-queue';
import { NOTIFICATION_TOAST_MS } from '../layout/notifications/notification-timing';
import { STACK_MAX_VISIBLE, createNotificationStack } from './notification-stack';
import { ORDER_NEWS_GRACE_MS, createNotices, orderGroup } from './notices';

// Two channels: errors never wait behind notifications; notifications stack and stale ones go.
describe('notices: error alerts and stacked notifications', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) }));
  afterEach(() => jest.useRealTimers());

  const open = (stack: ReturnType<typeof createNotificationStack>) =>
    stack
      .shown()
      .filter((v) => v.open)
      .map((v) => v.notice.text);

  it('shows an error at once while three 10-second notifications are up', () => {
    const notices = createNotices();
    for (const text of ['accepted', 'modified', 'ready for payment'])
      notices.push({ severity: 'info', text, lifetimeMs: NOTIFICATION_TOAST_MS });
    notices.push({ severity: 'error', text: 'Input Error' });
    expect(notices.errors.current()).toMatchObject({ open: true, notice: { text: 'Input Error' } });
    expect(open(notices.news)).toEqual(['accepted', 'modified', 'ready for payment']);
  });

  it(`shows up to ${STACK_MAX_VISIBLE} at once, each on its own timer, the next taking a freed place`, () => {
    const stack = createNotificationStack();
    stack.push({ severity: 'info', text: 'A', lifetimeMs: 1000 });
    stack.push({ severity: 'info', text: 'B', lifetimeMs: 5000 });
    stack.push({ severity: 'info', text: 'C' });
    stack.push({ severity: 'info', text: 'D' });
    expect(open(stack)).toEqual(['A', 'B', 'C']);
    jest.advanceTimersByTime(1000);
    expect(open(stack)).toEqual(['B', 'C']);
    jest.advanceTimersByTime(NOTICE_REMOVAL_MS);
    expect(open(stack)).toEqual(['B', 'C', 'D']);
    jest.advanceTimersByTime(NOTICE_LIFETIME_MS - NOTICE_REMOVAL_MS - 1000);
    // C (pushed at 0, 4000 ms) closes; B (5000 ms) is still up; D has its own 4000 ms from when it opened.
    expect(open(stack)).toEqual(['B', 'D']);
  });

  it("a newer notice of the same order replaces the older one, shown or waiting; other orders' stay", () => {
    const stack = createNotificationStack(undefined, 2);
    stack.push({ severity: 'info', text: 'Buyer assigned', group: 'batch:1' });
    stack.push({ severity: 'info', text: 'Other order', group: 'batch:2' });
    stack.push({ severity: 'info', text: 'Buyer accepted', group: 'batch:1' });
    expect(open(stack)).toEqual(['Other order']);
    stack.push({ severity: 'info', text: 'Ready for payment', group: 'batch:1' });
    jest.advanceTimersByTime(NOTICE_REMOVAL_MS);
    expect(open(stack)).toEqual(['Other order', 'Ready for payment']);
    expect(stack.shown().map((v) => v.notice.text)).not.toContain('Buyer accepted');
  });

  it('Close ends a notification early and dismissing a group clears both channels', () => {
    const notices = createNotices();
    notices.push({ severity: 'info', text: 'A', group: 'otp' });
    notices.push({ severity: 'error', text: 'Invalid', group: 'otp' });
    const first = notices.news.shown()[0];
    notices.news.close(first.id);
    expect(open(notices.news)).toEqual([]);
    notices.push({ severity: 'info', text: 'B' });
    notices.dismissGroup('otp');
    expect(notices.errors.current()?.open).toBe(false);
    expect(open(notices.news)).toEqual(['B']);
  });

  it("an order's newer state drops its earlier news, shown or waiting; other orders' news and error alerts stay", () => {
    const notices = createNotices();
    const news = (text: string, batchId: string) =>
      notices.push({ severity: 'info', text, lifetimeMs: NOTIFICATION_TOAST_MS, group: orderGroup(batchId) });
    news('Buyer assigned', 'b1');
    news('Other order', 'b2');
    news('Third order', 'b3');
    news('Ready for payment', 'b4');
    notices.push({ severity: 'error', text: 'Input Error', group: orderGroup('b1') });
    expect(open(notices.news)).toEqual(['Buyer assigned', 'Other order', 'Third order']);
    jest.advanceTimersByTime(ORDER_NEWS_GRACE_MS + 1);
    // b1 is paid (the payer gets no news of it) and b4 moved on while its news waited for a place.
    notices.orderChanged('b1');
    notices.orderChanged('b4');
    expect(open(notices.news)).toEqual(['Other order', 'Third order']);
    jest.advanceTimersByTime(NOTICE_REMOVAL_MS);
    expect(notices.news.shown().map((v) => v.notice.text)).toEqual(['Other order', 'Third order']);
    expect(notices.errors.current()).toMatchObject({ open: true, notice: { text: 'Input Error' } });
  });

  it('news that came within the grace is about the change itself and stays; later news of the order shows', () => {
    const notices = createNotices();
    const group = orderGroup('b1');
    notices.push({ severity: 'info', text: 'Buyer accepted', group });
    jest.advanceTimersByTime(ORDER_NEWS_GRACE_MS - 1);
    // The change's push came after its own news: the news is not stale.
    notices.orderChanged('b1');
    expect(open(notices.news)).toEqual(['Buyer accepted']);
    jest.advanceTimersByTime(2);
    notices.orderChanged('b1');
    expect(open(notices.news)).toEqual([]);
    notices.push({ severity: 'info', text: 'Ready for payment', group });
    notices.orderChanged('b1');
    expect(open(notices.news)).toEqual(['Ready for payment']);
  });
});
