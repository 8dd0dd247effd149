import type { ComponentType, ReactElement } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadFailedAlert } from '@shared/ui/load-failed-alert';
import { lazyRoute, type RouteFailure } from '@shared/ui/route-boundary';

/** Spec §8: a console view whose chunk fails to load shows the load-failed error, with a retry. */
function ViewFailure(failure: RouteFailure) {
  const translate = useTranslate();
  return <LoadFailedAlert {...failure} t={(key) => translate(key)} />;
}

/** The bar shown while a view's chunk arrives, named for screen readers (axe: progressbar-name). */
function RouteLoading() {
  const translate = useTranslate();
  return <LinearProgress data-testid="route-loading" aria-label={translate('ra.page.loading')} />;
}

/** A console view in its own chunk (the sign-in downloads only react-admin's frame). */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  context: string,
): (props: P) => ReactElement {
  return lazyRoute(load, {
    failure: (f) => <ViewFailure {...f} />,
    pending: <RouteLoading />,
    context,
  });
}
