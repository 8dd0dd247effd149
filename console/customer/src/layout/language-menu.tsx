import { Suspense, lazy, useState } from 'react';
import { Button, IconButton, useMediaQuery, useTheme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { rememberLocale } from '@shared/i18n/i18n';
import { countryCodeOf, selectableLanguages, type Locale } from '@shared/i18n/locales';
import { useConfig, useSession } from '../app/services';

// The menu (MUI Menu, Popover, Modal: ~13 KB gzip) is downloaded when it is first opened.
const LanguageMenuList = lazy(() => import('./language-menu-list').then((m) => ({ default: m.LanguageMenuList })));

/** Hidden while Hong Kong English is forced (spec §2); the list follows the §6 rules. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const session = useSession();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted, so it can play its closing transition.
  const [opened, setOpened] = useState(false);
  const open = (element: HTMLElement) => {
    setOpened(true);
    setAnchor(element);
  };
  // The requester's country (from the session): Hong Kong en-hk and zh-hk, Macau zh-mo (spec §6). An
  // older stored session learns it through the user menu (`useSessionCountry`).
  const countryCode = countryCodeOf(session?.country);
  if (config.forceHongKongEnglish) return null;
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
