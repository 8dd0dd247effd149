import { Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shared/i18n/locales';

/** The language menu's list (its own chunk: language-menu.tsx loads it when the menu first opens). */
export function LanguageMenuList({
  anchor,
  onClose,
  languages,
  current,
  onChoose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  languages: Array<{ locale: Locale; nameKey: string }>;
  current: string;
  onChoose: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {languages.map((l) => (
        <MenuItem
          key={l.locale}
          selected={l.locale === current}
          onClick={() => onChoose(l.locale)}
          data-testid={`language-${l.locale}`}
        >
          {t(l.nameKey)}
        </MenuItem>
      ))}
    </Menu>
  );
}
