import { useState, type ReactElement } from 'react';
import { CssBaseline, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { createLocaleI18n } from '@shared/i18n/i18next-setup';
import { loadLocale } from '@shared/i18n/locale-resources';
import type { Locale } from '@shared/i18n/locales';
import { LoadFailedAlert } from '@shared/ui/load-failed-alert';
import { lazyRoute } from '@shared/ui/route-boundary';
import { adminHtmlLang, storedAdminLocale } from './admin-locale';
import { adminTheme } from './admin-theme';
import { authProvider } from './auth-provider';
import { readSession } from './session';
import { SignInForm, signInErrorKey, type Translate } from './sign-in-form';

/**
 * The sign-in page's texts: the core and console parts of the operator's language (and of the
 * default one, the fallback), on the same i18next set-up as the customer app, without react-admin.
 */
export async function loadSignInTexts(locale: Locale = storedAdminLocale()): Promise<Translate> {
  const parts = { rest: false, admin: true };
  const i18n = await createLocaleI18n(locale, (language) => loadLocale(language, parts));
  document.documentElement.lang = adminHtmlLang(locale);
  return (key, params = {}) => i18n.t(key, params);
}

function adminLoader(translate: Translate) {
  return lazyRoute(
    async () => {
      const [{ AdminApp }, { createAdminI18nProvider }] = await Promise.all([
        import('./admin-app'),
        import('./i18n-provider'),
      ]);
      const i18nProvider = await createAdminI18nProvider();
      return function SignedInConsole(): ReactElement {
        return <AdminApp i18nProvider={i18nProvider} />;
      };
    },
    {
      failure: (failure) => <LoadFailedAlert {...failure} t={(key) => translate(key)} />,
      pending: <LinearProgress data-testid="route-loading" />,
      context: 'admin-app',
    },
  );
}

const lightTheme = createTheme(adminTheme);

/**
 * The console's first screen (the sign-in needs neither react-admin nor its data grid). A
 * signed-out operator gets the sign-in form at once; react-admin loads after the sign-in (or at once
 * when a session is kept) and takes over, deep link included (`#/login` becomes the dashboard).
 */
export function ConsoleRoot({ translate }: { translate: Translate }) {
  const [signedIn, setSignedIn] = useState(() => Boolean(readSession()));
  const [error, setError] = useState<string | undefined>();
  const [SignedIn] = useState(() => adminLoader(translate));
  if (signedIn) return <SignedIn />;
  const signIn = (token: string) => {
    setError(undefined);
    authProvider.login({ provider: 'dev', token }).then(
      () => {
        if (/^#\/login\b/.test(window.location.hash) || !window.location.hash)
          window.history.replaceState(window.history.state, '', '#/');
        setSignedIn(true);
      },
      (refused: unknown) => setError(signInErrorKey(refused)),
    );
  };
  return (
    <ThemeProvider theme={lightTheme}>
      <CssBaseline />
      <SignInForm translate={translate} signIn={signIn} error={error} />
    </ThemeProvider>
  );
}
