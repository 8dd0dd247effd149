/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import { I18nextProvider } from 'react-i18next';
import enHk from '../../../shared/locales/en-hk/common.json';
import enHkErrors from '../../../shared/locales/en-hk/errors.json';
import { NoticeHost } from './notice-host';
import { createNotices } from './notices';
import { NOTICE_REMOVAL_MS } from './notice-queue';

// The host fetches the notices' view (its own chunk) when the first notice comes; that notice waits for it.
describe('notice host', () => {
  const i18n = createI18nWithResources('en-hk', { 'en-hk': { common: enHk, errors: enHkErrors } });

  // The view's chunk (MUI's Snackbar, Slide, Alert) is compiled on its first import, which on a busy
  // machine took longer than a query's default second: done here, so the test waits only for React.
  // It does not make the view ready: that happens when the host draws it.
  beforeAll(() => import('./notice-snackbar'), 60_000);

  it('given a notice raised before the view was fetched, when the view comes after the notice would have run out, then it is shown', async () => {
    // Real timers: the view is a dynamic import. The notice's lifetime (shortened) and its removal
    // (NOTICE_REMOVAL_MS) are over before the host is even drawn.
    const notices = createNotices(undefined, { untilViewReady: true });
    notices.push({ severity: 'error', key: 'errors.sessionExpired', lifetimeMs: 1 });
    await new Promise((r) => setTimeout(r, NOTICE_REMOVAL_MS + 100));
    render(createElement(I18nextProvider, { i18n }, createElement(NoticeHost, { notices })));
    const alert = await screen.findByTestId('notice-error', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Your login session has been expired, please try again later.');
    expect(notices.holding()).toBe(false);
    // Its lifetime started when it was drawn, and then it closes as any notice does.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(notices.errors.current()?.open).toBe(false);
  }, 30_000);
});
