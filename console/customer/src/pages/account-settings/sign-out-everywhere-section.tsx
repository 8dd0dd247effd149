import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSessionActions } from '../../session/use-session-actions';
import { AccountSection } from '../../components/titled-section';

/** Ends every session of the user on every device, this one included. */
export function SignOutEverywhereSection() {
  const { t } = useTranslation();
  const { signOut } = useSessionActions();
  return (
    <AccountSection title={t('account.signOutEverywhereTitle')} hint={t('account.signOutEverywhereHint')}>
      <Button
        variant="outlined"
        onClick={() => void signOut('/login', { everywhere: true })}
        data-testid="sign-out-everywhere"
      >
        {t('account.signOutEverywhere')}
      </Button>
    </AccountSection>
  );
}
