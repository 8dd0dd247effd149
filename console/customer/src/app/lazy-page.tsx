import type { ComponentType, ReactElement } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslation } from '@shared/i18n/react';
import { requireRestTexts } from '@shared/i18n/i18n';
import { lazyRoute, type RouteFailure } from '@shared/ui/route-boundary';

/** Spec §8: a page chunk that fails to load shows the load-failed error, with a retry. */
function RouteFailureView({ chunk, retry }: RouteFailure) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
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

function PagePending() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} data-testid="route-loading">
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** A customer page in its own chunk (issue 17: the first visit downloads only what it shows). */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  context: string,
): (props: P) => ReactElement {
  return lazyRoute(load, { failure: (f) => <RouteFailureView {...f} />, pending: <PagePending />, context });
}

/** A page's code and the long page texts of the language shown, downloaded side by side. */
export async function withRestTexts<T>(page: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([page, requireRestTexts()]);
  return loaded;
}
