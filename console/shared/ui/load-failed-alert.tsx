import { Alert, Box, Button } from '@mui/material';
import type { RouteFailure } from './route-boundary';

/**
 * Spec §8: a chunk that fails to download shows the load-failed error with a retry (any other
 * failure the generic error). One view for both apps; each passes its own translate function.
 */
export function LoadFailedAlert({
  chunk,
  retry,
  t,
  padding = 2,
}: RouteFailure & { t: (key: string) => string; padding?: number | Record<string, number> }) {
  return (
    <Box sx={{ p: padding }}>
      <Alert
        severity="error"
        role="alert"
        data-testid={chunk ? 'route-load-failed' : 'route-failed'}
        action={
          <Button color="inherit" size="small" onClick={retry} data-testid="route-retry">
            {t('common.retry')}
          </Button>
        }
      >
        {t(chunk ? 'errors.chunkLoadFailed' : 'errors.generic')}
      </Alert>
    </Box>
  );
}
