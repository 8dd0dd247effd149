/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import { I18nextProvider } from 'react-i18next';
import enHk from '../../../shared/locales/en-hk/common.json';
import enHkErrors from '../../../shared/locales/en-hk/errors.json';
import { NOTICE_LIFETIME_MS, NOTICE_REMOVAL_MS, createNoticeQueue, type Notice } from './notice-queue';
import { NoticeSnackbar } from './notice-snackbar';

// The view of the queue (spec §8): red for errors, green for information, each with a Close button.
describe('notice snackbar', () => {
  const i18n = createI18nWithResources('en-hk', { 'en-hk': { common: enHk, errors: enHkErrors } });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const mount = (queue: ReturnType<typeof createNoticeQueue>) =>
    render(createElement(I18nextProvider, { i18n }, createElement(NoticeSnackbar, { queue })));
  /** Mounts the snackbar on a new queue and pushes one notice: the queue and the alert it shows. */
  const show = (notice: Notice) => {
    const queue = createNoticeQueue();
    mount(queue);
    act(() => queue.push(notice));
    return { queue, alert: screen.getByTestId(`notice-${notice.severity}`) };
  };

  it('shows an error in red with its translated message and a Close button that closes it', () => {
    const { queue, alert } = show({ severity: 'error', key: 'errors.sessionExpired' });
    expect(alert.textContent).toContain('Your login session has been expired, please try again later.');
    expect(alert.className).toContain('MuiAlert-colorError');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(queue.current()?.open).toBe(false);
    act(() => jest.advanceTimersByTime(NOTICE_REMOVAL_MS));
    expect(screen.queryByTestId('notice-error')).toBeNull();
  });

  it('shows information in green, and removes it after its lifetime', () => {
    const { alert } = show({ severity: 'info', text: 'Account information updated!' });
    expect(alert.textContent).toContain('Account information updated!');
    expect(alert.className).toContain('MuiAlert-colorSuccess');
    act(() => jest.advanceTimersByTime(NOTICE_LIFETIME_MS + NOTICE_REMOVAL_MS));
    expect(screen.queryByTestId('notice-info')).toBeNull();
  });
});
