import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from '@shared/i18n/react';
import { useSessionActions } from '../../session/use-session-actions';

/** Ends every session of the user on every device, this one included. */
export function SignOutEverywhereSection() {
  const { t } = useTranslation();
  const { signOut } = useSessionActions();
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('account.signOutEverywhereTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('account.signOutEverywhereHint')}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => void signOut('/login', { everywhere: true })}
        data-testid="sign-out-everywhere"
      >
        {t('account.signOutEverywhere')}
      </Button>
    </Paper>
  );
}
