import { useEffect, useState } from 'react';
import { Button, IconButton, Menu, MenuItem, useMediaQuery, useTheme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { rememberLocale } from '@shared/i18n/i18n';
import { countryCodeOf, selectableLanguages, type Locale } from '@shared/i18n/locales';
import type { Country } from '@contracts/reference';
import { useConfig, useServices, useSession } from '../app/services';

/** Hidden while Hong Kong English is forced (spec §2); the list follows the §6 rules. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const session = useSession();
  const { reference } = useServices();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [countries, setCountries] = useState<Country[]>([]);
  // A requester's session holds a numeric country id: the countries list turns it into its code.
  const needsCountries = !config.forceHongKongEnglish && session?.accountType === 'r' && Boolean(session.country);
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
        // On a phone the language's name would push the header wider than the screen (issue 17).
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
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
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="language-menu"
          aria-haspopup="menu"
        >
          {current}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === i18n.language}
            onClick={() => choose(l.locale)}
            data-testid={`language-${l.locale}`}
          >
            {t(l.nameKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
