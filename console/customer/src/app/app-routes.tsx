import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import type { PublicConfig } from '@contracts/accounts';
import { RootLayout } from '../layout/root-layout';
import type { RouteMeta } from '../layout/route-meta';
import { useSession } from './services';
import { HomePage } from '../pages/home/home.page';
import { SignInPage } from '../pages/sign-in/sign-in.page';
import { OnboardingPage } from '../pages/onboarding/onboarding.page';
import { WhyUsPage } from '../pages/why-us/why-us.page';
import { FaqPage } from '../pages/faq/faq.page';
import { RestrictionsPage } from '../pages/restrictions/restrictions.page';
import { AboutPage } from '../pages/about/about.page';
import { RecommendPage } from '../pages/recommend/recommend.page';
import { PricingPage } from '../pages/pricing/pricing.page';
import { LegalPage } from '../pages/legal/legal.page';
import { PaymentTermsPage } from '../pages/legal/payment-terms.page';
import { DashboardPage } from '../pages/dashboard/dashboard.page';
import { BatchRequestPage } from '../pages/batch-request/batch-request.page';
import { BatchDetailPage } from '../pages/batch-detail/batch-detail.page';
import { AccountSettingsPage } from '../pages/account-settings/account-settings.page';
import { StatisticsPage } from '../pages/statistics/statistics.page';
import { ErrorPage } from '../pages/error/error.page';

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
      element: <SignInPage mode="signup" />,
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
        element: <BatchRequestPage />,
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
      errorElement: <ErrorPage status={500} />,
      children: [...publicPages, signedIn, { path: '*', element: <Navigate to="/home" replace /> }],
    },
  ];
}
