import { useState, type ReactElement } from 'react';
import { CssBaseline, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { loadLocale } from '@shared/i18n/locale-resources';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { LoadFailedAlert } from '@shared/ui/load-failed-alert';
import { lazyRoute } from '@shared/ui/route-boundary';
import { adminHtmlLang, storedAdminLocale } from './admin-locale';
import { adminTheme } from './admin-theme';
import { authProvider } from './auth-provider';
import { readSession } from './session';
import { SignInForm, signInErrorKey, type Translate } from './sign-in-form';

type Tree = { [key: string]: unknown };

const lookup = (tree: Tree, key: string): string | undefined => {
  let node: unknown = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/**
 * The sign-in page's texts without i18next (issue 17): the core and console parts of the operator's
 * language (and of the default one, the fallback), with `{{name}}` interpolation.
 */
export async function loadSignInTexts(locale: Locale = storedAdminLocale()): Promise<Translate> {
  const parts = { rest: false, admin: true };
  const [shown, fallback] = await Promise.all([
    loadLocale(locale, parts),
    locale === DEFAULT_LOCALE ? undefined : loadLocale(DEFAULT_LOCALE, parts),
  ]);
  document.documentElement.lang = adminHtmlLang(locale);
  return (key, params = {}) =>
    (lookup(shown, key) ?? (fallback && lookup(fallback, key)) ?? key).replace(
      /\{\{\s*(\w+)\s*\}\}/g,
      (all, name: string) => (name in params ? String(params[name]) : all),
    );
}

/** react-admin, its views' frame and i18next: downloaded once the operator is signed in. */
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
 * The console's first screen (issue 17: the sign-in needs neither react-admin nor its data grid). A
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
