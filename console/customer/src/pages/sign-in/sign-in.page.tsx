import { Suspense, lazy, useMemo, useState } from 'react';
import { Box, Button, Container, Link, Paper, Stack, Typography } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import FacebookIcon from '@mui/icons-material/Facebook';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SignInProvider } from '@shared/api/accounts.api';
import { useConfig, useServices, useSession } from '../../app/services';
import { useSessionActions } from '../../session/use-session-actions';
import { storedSignupType, storeSignupType } from '../onboarding/signup-choice';
import { SignInErrorAlert } from './sign-in-error-alert';
import { signInErrorStatus } from './sign-in-errors';
import {
  SocialSignInError,
  createBrowserSocialSignIn,
  type SocialCredential,
  type SocialProvider,
} from './social-sign-in.port';

// The development sign-in (never offered in production; its Select and Menu weigh ~25 KB
// gzip) is its own chunk, below the real sign-in buttons, so /login does not wait for it.
const DevSignIn = lazy(() => import('./dev-sign-in').then((m) => ({ default: m.DevSignIn })));
// Only /signup shows the account type (its route loads it with the page, app-routes.tsx): /login does not download it.
const AccountTypeChoice = lazy(() =>
  import('../onboarding/account-type-choice').then((m) => ({ default: m.AccountTypeChoice })),
);

/** /login and /signup: the same social buttons with sign-up wording (spec §2). */
export function SignInPage({ mode }: { mode: 'login' | 'signup' }) {
  const { t } = useTranslation();
  const config = useConfig();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { signIn } = useSessionActions();
  const [busy, setBusy] = useState(false);
  const [signupType, setSignupType] = useState(storedSignupType);
  const { accounts } = useServices();
  const social = useMemo(() => createBrowserSocialSignIn(config, () => accounts.loginState()), [config, accounts]);

  if (session && session.userStatus === 0) return <Navigate to="/dashboard" replace />;

  // Spec §7: a failure returns to the originating path with error and provider in the query.
  const fail = (provider: SignInProvider, error: string) =>
    navigate(`${pathname}?error=${encodeURIComponent(error)}&provider=${provider}`, { replace: true });

  const run = async (provider: SignInProvider, getCredential: () => Promise<SocialCredential>) => {
    setBusy(true);
    try {
      const { token, state } = await getCredential();
      await signIn(provider, token, state);
    } catch (error) {
      void fail(provider, error instanceof SocialSignInError ? error.reason : signInErrorStatus(error));
    } finally {
      setBusy(false);
    }
  };
  const withProvider = (provider: SocialProvider) => () => void run(provider, () => social.token(provider));

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }} data-testid={`page-${mode}`}>
      <Paper sx={{ p: 4 }} elevation={2}>
        <Typography
          component={RouterLink}
          to="/home"
          variant="h5"
          sx={{
            display: 'block',
            textAlign: 'center',
            color: 'primary.main',
            textDecoration: 'none',
            fontWeight: 700,
            mb: 2,
          }}
        >
          {t('common.appName')}
        </Typography>
        <Typography variant="h5" component="h1" align="center" gutterBottom>
          {t(`auth.${mode}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 3 }}>
          {t(`auth.${mode}.subtitle`)}
        </Typography>
        {mode === 'signup' && (
          <Box sx={{ mb: 2 }}>
            <Suspense fallback={null}>
              <AccountTypeChoice
                value={signupType}
                onChange={(type) => {
                  setSignupType(type);
                  storeSignupType(type);
                }}
              />
            </Suspense>
          </Box>
        )}
        <SignInErrorAlert mode={mode} error={params.get('error')} provider={params.get('provider')} />
        <Stack spacing={2}>
          <Button
            variant="outlined"
            size="large"
            startIcon={<GoogleIcon />}
            disabled={busy}
            onClick={withProvider('google')}
            data-testid="google-button"
          >
            {t(`auth.${mode}.google`)}
          </Button>
          <Button
            variant="contained"
            size="large"
            startIcon={<FacebookIcon />}
            disabled={busy}
            onClick={withProvider('facebook')}
            // Facebook blue darkened to 5.4:1 under white text (axe color-contrast).
            sx={{ bgcolor: '#0b5fcc', '&:hover': { bgcolor: '#094fa8' } }}
            data-testid="facebook-button"
          >
            {t(`auth.${mode}.facebook`)}
          </Button>
        </Stack>
        {mode === 'signup' && (
          <Typography variant="caption" color="text.secondary" sx={{ mt: 2, display: 'block' }}>
            {t('auth.signup.terms')}{' '}
            <Link component={RouterLink} to="/tnc">
              {t('common.nav.tnc')}
            </Link>
          </Typography>
        )}
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          {mode === 'login' && !config.disableSignup && (
            <Typography variant="body2">
              {t('auth.login.noAccount')}{' '}
              <Link component={RouterLink} to="/signup" data-testid="signup-link">
                {t('common.nav.signup')}
              </Link>
            </Typography>
          )}
          {mode === 'signup' && (
            <Typography variant="body2">
              {t('auth.signup.haveAccount')}{' '}
              <Link component={RouterLink} to="/login">
                {t('common.nav.login')}
              </Link>
            </Typography>
          )}
        </Box>
        {config.devSignIn && (
          <Suspense fallback={null}>
            <DevSignIn busy={busy} onSignIn={(token) => void run('dev', () => Promise.resolve({ token }))} />
          </Suspense>
        )}
      </Paper>
    </Container>
  );
}
