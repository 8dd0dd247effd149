import type { ComponentType, ReactElement } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { requireRestTexts } from '@shared/i18n/i18n';
import { LoadFailedAlert } from '@shared/ui/load-failed-alert';
import { lazyRoute, type RouteFailure } from '@shared/ui/route-boundary';

/** Spec §8: a page chunk that fails to load shows the load-failed error, with a retry. */
export function RouteFailureView({
  padding = { xs: 2, md: 4 },
  ...failure
}: RouteFailure & { padding?: number | Record<string, number> }) {
  const { t } = useTranslation();
  return <LoadFailedAlert {...failure} t={t} padding={padding} />;
}

function PagePending() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} data-testid="route-loading">
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** A customer page in its own chunk (the first visit downloads only what it shows). */
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
