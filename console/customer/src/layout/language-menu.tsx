import { Suspense, lazy, useEffect, useState } from 'react';
import { Button, IconButton, useMediaQuery, useTheme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { rememberLocale } from '@shared/i18n/i18n';
import { countryCodeOf, selectableLanguages, type Locale } from '@shared/i18n/locales';
import type { Country } from '@contracts/reference';
import { useConfig, useServices, useSession } from '../app/services';

// The menu (MUI Menu, Popover, Modal: ~13 KB gzip) is downloaded when it is first opened.
const LanguageMenuList = lazy(() => import('./language-menu-list').then((m) => ({ default: m.LanguageMenuList })));

/** Hidden while Hong Kong English is forced (spec §2); the list follows the §6 rules. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const session = useSession();
  const { reference } = useServices();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted, so it can play its closing transition.
  const [opened, setOpened] = useState(false);
  const open = (element: HTMLElement) => {
    setOpened(true);
    setAnchor(element);
  };
  const [countries, setCountries] = useState<Country[]>([]);
  // The session holds the country's code (the profile's country_code); an older one held the
  // numeric country id, which the countries list turns into its code.
  const needsCountries =
    !config.forceHongKongEnglish && session?.accountType === 'r' && /^\d+$/.test(session.country ?? '');
  useEffect(() => {
    if (!needsCountries) return;
    reference
      .countries()
      .then(setCountries)
      .catch(() => setCountries([]));
  }, [needsCountries, reference]);
  if (config.forceHongKongEnglish) return null;
  const countryCode = countryCodeOf(session?.country, countries);
  const languages = selectableLanguages({ accountType: session?.accountType, countryCode });
  const choose = (locale: Locale) => {
    rememberLocale(locale);
    void i18n.changeLanguage(locale);
    setAnchor(null);
  };
  const current = t(`common.language.${i18n.language}`);
  return (
    <>
      {compact ? (
        // On a phone the language's name would push the header wider than the screen.
        <IconButton
          color="inherit"
          onClick={(e) => open(e.currentTarget)}
          data-testid="language-menu"
          aria-haspopup="menu"
          aria-label={current}
        >
          <TranslateIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          startIcon={<TranslateIcon />}
          onClick={(e) => open(e.currentTarget)}
          data-testid="language-menu"
          aria-haspopup="menu"
        >
          {current}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenuList
            anchor={anchor}
            onClose={() => setAnchor(null)}
            languages={languages}
            current={i18n.language}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
