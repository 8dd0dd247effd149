import { NOTICE_LIFETIME_MS } from './notice-queue';
import { ORDER_NEWS_GRACE_MS, createNotices, orderGroup } from './notices';

// The app's notices wait for their view (a chunk of its own): each is up for its whole lifetime once drawn.
describe('notices held until the view is ready', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) }));
  afterEach(() => jest.useRealTimers());

  const openNews = (notices: ReturnType<typeof createNotices>) =>
    notices.news
      .shown()
      .filter((v) => v.open)
      .map((v) => v.notice.text);

  it('given held notices, when time passes before the view is ready, then none has run out and each shows for its whole lifetime after', () => {
    const notices = createNotices(undefined, { untilViewReady: true });
    const changes = jest.fn();
    notices.subscribe(changes);
    notices.push({ severity: 'error', key: 'errors.sessionExpired' });
    notices.push({ severity: 'info', text: 'Saved' });
    expect(changes).toHaveBeenCalledTimes(2);
    expect(notices.holding()).toBe(true);
    expect(notices.errors.current()).toBeUndefined();
    expect(notices.news.shown()).toHaveLength(0);

    jest.advanceTimersByTime(NOTICE_LIFETIME_MS * 3);
    notices.viewReady();
    expect(notices.holding()).toBe(false);
    expect(notices.errors.current()).toMatchObject({ open: true, notice: { key: 'errors.sessionExpired' } });
    expect(openNews(notices)).toEqual(['Saved']);
    jest.advanceTimersByTime(NOTICE_LIFETIME_MS - 1);
    expect(notices.errors.current()?.open).toBe(true);
    expect(openNews(notices)).toEqual(['Saved']);
    jest.advanceTimersByTime(1);
    expect(notices.errors.current()?.open).toBe(false);
  });

  it('given the view is ready, when a notice comes, then it goes to its channel at once (and a second viewReady changes nothing)', () => {
    const notices = createNotices(undefined, { untilViewReady: true });
    notices.viewReady();
    notices.push({ severity: 'error', text: 'Input Error' });
    notices.viewReady();
    expect(notices.holding()).toBe(false);
    expect(notices.errors.current()).toMatchObject({ open: true, notice: { text: 'Input Error' } });
  });

  it('given held notices of a group, when a newer one of the group comes or the group is dismissed, then the older ones never show', () => {
    const notices = createNotices(undefined, { untilViewReady: true });
    notices.push({ severity: 'info', text: 'buyer assigned', group: orderGroup('b1') });
    notices.push({ severity: 'info', text: 'ready for payment', group: orderGroup('b1') });
    notices.push({ severity: 'info', text: 'other order', group: orderGroup('b2') });
    notices.dismissGroup(orderGroup('b2'));
    notices.viewReady();
    expect(openNews(notices)).toEqual(['ready for payment']);
  });

  it('given held news of an order, when the order changes, then news older than the grace goes, newer news and errors stay', () => {
    const notices = createNotices(undefined, { untilViewReady: true });
    notices.push({ severity: 'info', text: 'stale', group: orderGroup('b1') });
    notices.push({ severity: 'error', text: 'refused', group: orderGroup('b1') });
    jest.advanceTimersByTime(ORDER_NEWS_GRACE_MS + 1);
    notices.orderChanged('b1');
    notices.viewReady();
    expect(openNews(notices)).toEqual([]);
    expect(notices.errors.current()).toMatchObject({ open: true, notice: { text: 'refused' } });

    const fresh = createNotices(undefined, { untilViewReady: true });
    fresh.push({ severity: 'info', text: 'about this change', group: orderGroup('b1') });
    fresh.orderChanged('b1');
    fresh.viewReady();
    expect(openNews(fresh)).toEqual(['about this change']);
  });

  it('given the default, when a notice comes, then nothing is held (the channels alone, as the unit specs use them)', () => {
    const notices = createNotices();
    notices.push({ severity: 'error', text: 'Input Error' });
    expect(notices.holding()).toBe(false);
    expect(notices.errors.current()?.open).toBe(true);
  });
});
