import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { PublicConfig } from '@contracts/accounts';
import { RouteBoundary } from '@shared/ui/route-boundary';
import { RootLayout } from '../layout/root-layout';
import { RoutesContext, type RouteMeta } from '../layout/route-meta';
import { useSession } from './services';
import { lazyPage, withRestTexts } from './lazy-page';
import { RequesterOnly } from './requester-only';

// Every page is its own chunk behind the route boundary (load-failed error + retry). Pages
// with long texts, and the signed-in ones, also wait for the locale's second part (`withRestTexts`).
const HomePage = lazyPage(() => import('../pages/home/home.page').then((m) => m.HomePage), 'home/home.page');
const SignInPage = lazyPage(
  () => import('../pages/sign-in/sign-in.page').then((m) => m.SignInPage),
  'sign-in/sign-in.page',
);
// /signup also shows the account type choice (its own chunk, so /login does not download it) and its texts.
const SignUpPage = lazyPage(
  () =>
    withRestTexts(
      Promise.all([import('../pages/sign-in/sign-in.page'), import('../pages/onboarding/account-type-choice')]).then(
        ([m]) => m.SignInPage,
      ),
    ),
  'sign-in/sign-in.page',
);
const OnboardingPage = lazyPage(
  () => withRestTexts(import('../pages/onboarding/onboarding.page').then((m) => m.OnboardingPage)),
  'onboarding/onboarding.page',
);
const WhyUsPage = lazyPage(() => import('../pages/why-us/why-us.page').then((m) => m.WhyUsPage), 'why-us/why-us.page');
const FaqPage = lazyPage(() => withRestTexts(import('../pages/faq/faq.page').then((m) => m.FaqPage)), 'faq/faq.page');
const RestrictionsPage = lazyPage(
  () => withRestTexts(import('../pages/restrictions/restrictions.page').then((m) => m.RestrictionsPage)),
  'restrictions/restrictions.page',
);
const AboutPage = lazyPage(() => import('../pages/about/about.page').then((m) => m.AboutPage), 'about/about.page');
const RecommendPage = lazyPage(
  () => import('../pages/recommend/recommend.page').then((m) => m.RecommendPage),
  'recommend/recommend.page',
);
// The calculator's breakdown labels (`fees.*`) are core texts, so /pricing waits for no other chunk.
const PricingPage = lazyPage(
  () => import('../pages/pricing/pricing.page').then((m) => m.PricingPage),
  'pricing/pricing.page',
);
const LegalPage = lazyPage(
  () => withRestTexts(import('../pages/legal/legal.page').then((m) => m.LegalPage)),
  'legal/legal.page',
);
const PaymentTermsPage = lazyPage(
  () => withRestTexts(import('../pages/legal/payment-terms.page').then((m) => m.PaymentTermsPage)),
  'legal/payment-terms.page',
);
const DashboardPage = lazyPage(
  () => withRestTexts(import('../pages/dashboard/dashboard.page').then((m) => m.DashboardPage)),
  'dashboard/dashboard.page',
);
const BatchRequestPage = lazyPage(
  () => withRestTexts(import('../pages/batch-request/batch-request.page').then((m) => m.BatchRequestPage)),
  'batch-request/batch-request.page',
);
const BatchDetailPage = lazyPage(
  () => withRestTexts(import('../pages/batch-detail/batch-detail.page').then((m) => m.BatchDetailPage)),
  'batch-detail/batch-detail.page',
);
const AccountSettingsPage = lazyPage(
  () => withRestTexts(import('../pages/account-settings/account-settings.page').then((m) => m.AccountSettingsPage)),
  'account-settings/account-settings.page',
);
const StatisticsPage = lazyPage(
  () => withRestTexts(import('../pages/statistics/statistics.page').then((m) => m.StatisticsPage)),
  'statistics/statistics.page',
);
const ErrorPage = lazyPage(() => import('../pages/error/error.page').then((m) => m.ErrorPage), 'error/error.page');

const meta = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({ titleKey, ...extra });

/** Spec §2 "/": signed-in users go to the dashboard, others to /login. */
function IndexRedirect() {
  const session = useSession();
  return <Navigate to={session && session.userStatus === 0 ? '/dashboard' : '/login'} replace />;
}

/** Signed-in routes: unauthenticated (or unfinished) visitors go to login. */
function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (session.userStatus !== 0) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}

export function buildRoutes(config: PublicConfig): RouteObject[] {
  const publicPages: RouteObject[] = [
    { index: true, element: <IndexRedirect />, handle: meta('common.page.login', { footer: false }) },
    { path: 'home', element: <HomePage />, handle: meta('common.page.home') },
    {
      path: 'login',
      element: <SignInPage mode="login" />,
      handle: meta('common.page.login', { header: false, footer: false }),
    },
    {
      path: 'onboarding',
      element: <OnboardingPage />,
      handle: meta('common.page.onboarding', { header: false, footer: false }),
    },
    { path: 'whyUs', element: <WhyUsPage />, handle: meta('common.page.whyUs') },
    { path: 'faq', element: <FaqPage />, handle: meta('common.page.faq') },
    { path: 'restrictions', element: <RestrictionsPage />, handle: meta('common.page.restrictions') },
    { path: 'about', element: <AboutPage />, handle: meta('common.page.about') },
    { path: 'recommend', element: <RecommendPage />, handle: meta('common.page.recommend') },
    { path: 'pricing', element: <PricingPage />, handle: meta('common.page.pricing') },
    { path: 'policy', element: <LegalPage document="policy" />, handle: meta('common.page.policy') },
    { path: 'tnc', element: <LegalPage document="tnc" />, handle: meta('common.page.tnc') },
    { path: 'refund', element: <LegalPage document="refund" />, handle: meta('common.page.refund') },
    { path: 'paymentTerms', element: <PaymentTermsPage />, handle: meta('common.page.paymentTerms') },
    { path: 'error/:status', element: <ErrorPage />, handle: meta('errorPage.pageTitle') },
  ];
  // Spec §2: /signup exists only when sign-up is not disabled; otherwise it falls to the catch-all.
  if (!config.disableSignup) {
    publicPages.push({
      path: 'signup',
      element: <SignUpPage mode="signup" />,
      handle: meta('common.page.signup', { header: false, footer: false }),
    });
  }
  const signedIn: RouteObject = {
    path: 'dashboard',
    element: <RequireAuth />,
    children: [
      { index: true, element: <DashboardPage />, handle: meta('common.page.dashboard', { footer: false }) },
      {
        path: 'accountSettings',
        element: <AccountSettingsPage />,
        handle: meta('common.page.accountSettings', { footer: false }),
      },
      {
        path: 'batchRequest',
        element: (
          <RequesterOnly>
            <BatchRequestPage />
          </RequesterOnly>
        ),
        handle: meta('common.page.batchRequest', { footer: false }),
      },
      { path: 'statistics', element: <StatisticsPage />, handle: meta('statistics.pageTitle', { footer: false }) },
      {
        path: ':batchType/:batchId',
        element: <BatchDetailPage />,
        handle: meta('batch.detail.pageTitle', { footer: false }),
      },
    ],
  };
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [...publicPages, signedIn, { path: '*', element: <Navigate to="/home" replace /> }],
    },
  ];
}

/**
 * The routes in react-router's declarative mode (inside a BrowserRouter): the data router's extra
 * weight buys nothing here (no loaders or actions). The frame failing to render shows the 500 page,
 * as the data router's root errorElement did; each page has its own boundary (lazyPage).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return (
    <RoutesContext.Provider value={routes}>
      <RouteBoundary failure={() => <ErrorPage status={500} />} context="root-layout">
        {() => element}
      </RouteBoundary>
    </RoutesContext.Provider>
  );
}
