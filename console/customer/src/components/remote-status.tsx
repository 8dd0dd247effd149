import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@shared/i18n/error-key';
import type { Remote } from './use-remote';

/** The loading spinner or the error (with a retry) for a `useRemote` state; nothing once ready. */
export function RemoteStatus<T>({ state, retry, testId }: { state: Remote<T>; retry: () => void; testId: string }) {
  const { t, i18n } = useTranslation();
  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} data-testid={`${testId}-loading`}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        data-testid={`${testId}-error`}
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('common.retry')}
          </Button>
        }
      >
        {t(errorKey(state.error, (k) => i18n.exists(k)))}
      </Alert>
    );
  }
  return null;
}
