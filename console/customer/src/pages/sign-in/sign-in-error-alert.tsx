import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { signInErrorKey } from './sign-in-errors';

/** Shows the message matching `?error=&provider=` (spec §7), worded for login or sign-up. */
export function SignInErrorAlert({
  mode,
  error,
  provider,
}: {
  mode: 'login' | 'signup';
  error: string | null;
  provider: string | null;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  const providerName =
    provider === 'google' || provider === 'facebook' || provider === 'dev' ? t(`auth.providers.${provider}`) : '';
  const key = signInErrorKey(error);
  const text =
    key === 'auth.errors.generic'
      ? t(`auth.errors.generic_${mode}`, { provider: providerName })
      : t(key, { provider: providerName });
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="sign-in-error">
      {text}
    </Alert>
  );
}
