import {
  AppBar,
  LoadingIndicator,
  LocalesMenuButton,
  UserMenu,
  useGetIdentity,
  useLocales,
  useTranslate,
  type AppBarProps,
} from 'react-admin';
import { usePhone } from './phone';

/**
 * react-admin's user menu shows the operator's name but names the button "Profile" (axe
 * label-content-name-mismatch: a speech user saying the visible name cannot press it). The button's
 * accessible name here starts with the visible name ("Sam Wong, account menu").
 */
function AdminUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = identity?.fullName;
  return <UserMenu label={name ? translate('admin.a11y.userMenu', { name }) : 'ra.auth.user_menu'} />;
}

/** On a phone the language button leaves the page title room: each language by its short name, no icon. */
const SHORT_NAMES = [
  { locale: 'en-us', name: 'EN-US' },
  { locale: 'en-hk', name: 'EN-HK' },
  { locale: 'zh-hk', name: '中文(港)' },
  { locale: 'zh-tw', name: '中文(台)' },
  { locale: 'zh-mo', name: '中文(澳)' },
];

/**
 * react-admin's default toolbar (language menu, refresh/loading), its loading spinner named
 * (axe aria-progressbar-name: react-admin's has no name; LoadingIndicator passes props to it).
 */
function AdminToolbar() {
  const locales = useLocales();
  const translate = useTranslate();
  const phone = usePhone();
  return (
    <>
      {locales.length > 1 ? (
        <LocalesMenuButton languages={phone ? SHORT_NAMES : undefined} icon={phone ? null : undefined} />
      ) : null}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
}

/** react-admin's app bar with the toolbar and user menu above (colours come from the theme: admin-theme.ts). */
export function AdminAppBar(props: AppBarProps) {
  return <AppBar {...props} toolbar={<AdminToolbar />} userMenu={<AdminUserMenu />} />;
}
