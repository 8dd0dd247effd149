import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { createAccountsApi } from '@shared/api/accounts.api';
import { createReferenceApi } from '@shared/api/reference.api';
import { createBatchesApi } from '@shared/api/batches.api';
import { createCheckoutApi } from '@shared/api/checkout.api';
import { createNotificationsApi } from '@shared/api/notifications.api';
import { createOrdersApi } from '@shared/api/orders.api';
import { createArrivalApi } from '@shared/api/arrival.api';
import { createPickupApi } from '@shared/api/pickup.api';
import { createRefundsApi } from '@shared/api/refunds.api';
import { createChatApi, createStatisticsApi } from '@shared/api/chat.api';
import { connectTo, createRealtimeClient } from '@shared/realtime/realtime-client';
import { createHttpClient } from '@shared/api/http-client';
import type { PublicConfig } from '@contracts/accounts';
import { createI18n, htmlLang, storedLocale } from '@shared/i18n/i18n';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { AppRoutes, buildRoutes } from './app/app-routes';
import { SignedOutRedirect } from './app/signed-out-redirect';
import { ServicesProvider, type Services } from './app/services';
import { theme } from './app/theme';
import { createNotices } from './notify/notices';
import { browserTimers } from './notify/notice-queue';
import { NoticeHost } from './notify/notice-host';
import { createSessionStore } from './session/session-store';
import { reactRootErrorOptions, startClientReports } from '@shared/client-reports/client-reports';

// The spec's configuration in force (§9) is the safe fallback when /api/config/ cannot be read.
const FALLBACK_CONFIG: PublicConfig = { disableSignup: true, forceHongKongEnglish: true, devSignIn: false };

function apiHost(): string {
  const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env;
  const host: string = env?.VITE_API_HOST ?? '';
  return host.replace(/\/+$/, '');
}

async function start(): Promise<void> {
  startClientReports({ app: 'customer', release: import.meta.env.VITE_RELEASE as string | undefined });
  const sessions = createSessionStore();
  const notices = createNotices(browserTimers, { untilViewReady: true });
  const http = createHttpClient({
    // Spec §7 "API host": a split deployment builds the app with VITE_API_HOST; default same origin.
    baseUrl: apiHost(),
    getToken: () => sessions.get()?.token,
    onUnauthorized: () => {
      if (!sessions.get()) return;
      sessions.clear();
      notices.push({ severity: 'error', key: 'errors.sessionExpired' });
    },
  });
  const accounts = createAccountsApi(http);
  const config: PublicConfig = await accounts.config().catch(() => FALLBACK_CONFIG);
  const locale: Locale = config.forceHongKongEnglish ? DEFAULT_LOCALE : storedLocale();
  const i18n = await createI18n(locale);
  const syncLang = () => (document.documentElement.lang = htmlLang(i18n.language as Locale));
  syncLang();
  i18n.on('languageChanged', syncLang);

  const realtime = createRealtimeClient(connectTo(config.socketHost));
  const services: Services = {
    accounts,
    reference: createReferenceApi(http),
    sessions,
    notices,
    config,
    batches: createBatchesApi(http),
    checkout: createCheckoutApi(http),
    notifications: createNotificationsApi(http),
    orders: createOrdersApi(http),
    arrival: createArrivalApi(http),
    pickup: createPickupApi(http),
    refunds: createRefundsApi(http),
    chat: createChatApi(http),
    statistics: createStatisticsApi(http),
    realtime,
  };
  // The socket follows the registered session: signing in connects, switching account reconnects, signing out closes.
  const socketToken = () => {
    const session = sessions.get();
    return session && session.userStatus === 0 ? session.token : undefined;
  };
  realtime.setToken(socketToken());
  sessions.subscribe(() => realtime.setToken(socketToken()));
  // The server ended the session (signed out on another device, disabled, idle…): sign out here at
  // once, as a 401 would. A sign-out of this very session needs no "expired" notice.
  realtime.subscribe((event) => {
    if (event.kind !== 'sessionEnded' || !sessions.get()) return;
    sessions.clear();
    if (event.reason !== 'signed_out') notices.push({ severity: 'error', key: 'errors.sessionExpired' });
  });
  const routes = buildRoutes(config);

  createRoot(document.getElementById('root')!, reactRootErrorOptions).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ServicesProvider services={services}>
            <BrowserRouter>
              <SignedOutRedirect />
              <AppRoutes routes={routes} />
            </BrowserRouter>
            <NoticeHost notices={notices} />
          </ServicesProvider>
        </ThemeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
