import { Suspense, lazy, useState } from 'react';
import { AppBar, Box, Button, IconButton, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useConfig, useSession } from '../app/services';
import { LanguageMenu } from './language-menu';
import { withRestTexts } from '../app/lazy-page';

// A guest never downloads the signed-in controls (bell, chat, account menu).
const UserMenu = lazy(() => withRestTexts(import('./user-menu')).then((m) => ({ default: m.UserMenu })));
// The phone's navigation drawer is downloaded when it is first opened.
const PublicDrawer = lazy(() => import('./public-drawer').then((m) => ({ default: m.PublicDrawer })));

const NAV = [
  ['/whyUs', 'common.nav.whyUs'],
  ['/pricing', 'common.nav.pricing'],
  ['/recommend', 'common.nav.recommend'],
  ['/restrictions', 'common.nav.restrictions'],
  ['/faq', 'common.nav.faq'],
] as const;

/**
 * Spec §2: the logo goes to / on the home path, otherwise to the dashboard. Guests have no
 * dashboard, so for them it always leads to the landing page.
 */
function logoTarget(pathname: string, signedIn: boolean): string {
  if (!signedIn) return '/home';
  return pathname === '/home' ? '/' : '/dashboard';
}

export function AppHeader() {
  const { t } = useTranslation();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const session = useSession();
  const config = useConfig();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened the drawer stays mounted, so it can slide out.
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {small && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('common.nav.menu')}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            data-testid="drawer-button"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to={logoTarget(pathname, Boolean(session))}
          variant="h6"
          // Smaller on a phone, so logo, language, bell, chat and account fit 360 px. The name is the
          // one thing that may give way: a longer one ("HK Concierge 海外代購") takes two lines there
          // instead of pushing the account menu past the screen's edge.
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 700,
            mr: { xs: 0, md: 2 },
            fontSize: { xs: '1rem', sm: '1.25rem' },
            lineHeight: { xs: 1.2, sm: 1.6 },
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            overflowWrap: 'anywhere',
            minWidth: 0,
            flexShrink: 1,
          }}
          data-testid="logo"
        >
          {t('common.appName')}
        </Typography>
        {!small && (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {NAV.map(([to, key]) => (
              <Button key={to} color="inherit" component={RouterLink} to={to}>
                {t(key)}
              </Button>
            ))}
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        <LanguageMenu />
        {session ? (
          <Suspense fallback={null}>
            <UserMenu compact={small} />
          </Suspense>
        ) : (
          !small && (
            <>
              <Button color="inherit" component={RouterLink} to="/login" data-testid="header-login">
                {t('common.nav.login')}
              </Button>
              {!config.disableSignup && (
                <Button variant="outlined" color="inherit" component={RouterLink} to="/signup">
                  {t('common.nav.signup')}
                </Button>
              )}
            </>
          )
        )}
      </Toolbar>
      {drawerUsed && (
        <Suspense fallback={null}>
          <PublicDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
