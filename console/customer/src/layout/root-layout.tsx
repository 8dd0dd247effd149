import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AppHeader } from './app-header';
import { SiteFooter } from './site-footer';
import { useRouteMeta } from './route-meta';
import { NotificationsProvider } from './notifications/notifications-feed';
import { OfflineBanner } from './offline-banner';

/** Frame of every page: header and footer as the route asks, title, and scroll-to-top. */
export function RootLayout() {
  const meta = useRouteMeta();
  const { t } = useTranslation();
  useRenderOnTextsAdded();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const title =
    meta.titleKey === 'common.appName' ? t('common.appName') : `${t(meta.titleKey)} | ${t('common.appName')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <NotificationsProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        {meta.header !== false && <AppHeader />}
        <OfflineBanner />
        {/* At least a screen tall: the footer starts below the fold, so a page (its chunk, then its data)
            arriving above it never shifts it on screen (Lighthouse's layout shift on /home). */}
        <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
          <Outlet />
        </Box>
        {meta.footer !== false && <SiteFooter />}
      </Box>
    </NotificationsProvider>
  );
}

/**
 * Renders again when texts are added: a page opened directly (reload, a new tab) names its title
 * with a key of the locale's second part (withRestTexts), which arrives after the first render;
 * without this the title stayed the raw key.
 */
function useRenderOnTextsAdded(): void {
  const { i18n } = useTranslation();
  const [, setAdded] = useState(0);
  useEffect(() => {
    const onAdded = () => setAdded((n) => n + 1);
    i18n.store.on('added', onAdded);
    return () => i18n.store.off('added', onAdded);
  }, [i18n]);
}
