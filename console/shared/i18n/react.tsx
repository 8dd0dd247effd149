import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AppI18n, TFunction } from './app-i18n';

const I18nContext = createContext<AppI18n | null>(null);

/** Gives the app's translator to `useTranslation` below it (react-i18next's I18nextProvider). */
export function I18nProvider({ i18n, children }: { i18n: AppI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * `t` in the shown language (a new `t` after each language change, so effects that use it run again)
 * and the translator itself; the component renders again when the language changes.
 */
export function useTranslation(): { t: TFunction; i18n: AppI18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  return { t, i18n };
}
