/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import { I18nextProvider } from 'react-i18next';
import { ApiClientError } from '../../../../shared/api/http-client';
import auth from '../../../../shared/locales/en-hk/auth.json';
import zhAuth from '../../../../shared/locales/zh-hk/auth.json';
import { SignInErrorAlert } from './sign-in-error-alert';
import { signInErrorStatus } from './sign-in-errors';

// The console Jest project has no mapping for Vite's @shared alias; point it at the real module.
jest.mock(
  '@shared/api/http-client',
  () => jest.requireActual<Record<string, unknown>>('../../../../shared/api/http-client'),
  { virtual: true },
);

// Spec §7: a failed sign-in returns to its page with ?error=&provider= and the message of its status.
describe('sign-in error message by status', () => {
  const i18n = createI18nWithResources('en-hk', { 'en-hk': { auth }, 'zh-hk': { auth: zhAuth } });

  const shown = (mode: 'login' | 'signup', error: string | null, provider: string | null): string | null => {
    const view = render(
      createElement(I18nextProvider, { i18n }, createElement(SignInErrorAlert, { mode, error, provider })),
    );
    const text = screen.queryByTestId('sign-in-error')?.textContent ?? null;
    view.unmount();
    return text;
  };

  it.each([
    ['401', 'You are not authorized to do this action!'],
    ['403', 'Please grant permission to access your email.'],
    ['404', 'Please create an authorized account first.'],
    ['500', "Can't login with Google account, please try again later."],
    ['other', "Can't login with Google account, please try again later."],
  ])('?error=%s&provider=google on /login shows "%s"', (status, message) => {
    expect(shown('login', status, 'google')).toBe(message);
  });

  it('400 says the provider token was not valid', () => {
    expect(shown('login', '400', 'facebook')).toBe('The Facebook sign-in was not valid. Please try again.');
  });

  it('other failures are worded for sign-up on /signup', () => {
    expect(shown('signup', '500', 'facebook')).toBe("Can't sign up with Facebook account, please try again later.");
  });

  it('shows nothing without an error, and no provider name for an unknown provider', () => {
    expect(shown('login', null, 'google')).toBeNull();
    // The provider comes from the address bar, so only known providers are ever named.
    expect(shown('login', '500', '<script>')).not.toContain('<script>');
  });

  it('speaks the visitor language', async () => {
    await i18n.changeLanguage('zh-hk');
    try {
      expect(shown('login', '403', 'google')).toBe(zhAuth.errors.emailPermission);
    } finally {
      await i18n.changeLanguage('en-hk');
    }
  });

  it('takes the status of a failed sign-in call, or "other" for a network failure', () => {
    expect(signInErrorStatus(new ApiClientError(404, 'SIGN_IN_NO_ACCOUNT', 'x'))).toBe('404');
    expect(signInErrorStatus(new ApiClientError(0, 'ER-0003', 'offline'))).toBe('other');
    expect(signInErrorStatus(new Error('boom'))).toBe('other');
  });
});
