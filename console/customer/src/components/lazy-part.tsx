import type { ComponentType, ReactElement, ReactNode } from 'react';
import { lazyRoute } from '@shared/ui/route-boundary';
import { RouteFailureView } from '../app/lazy-page';

/** A part of a page in its own chunk, and how to fetch that chunk ahead of its first use. */
export interface LazyPart<P> {
  (props: P): ReactElement;
  preload: () => void;
}

/**
 * A part of a page (a dialog, a panel shown only in some states) downloaded when it is first drawn, so
 * the page's first load carries only what its first paint shows. It has its own boundary: a chunk that
 * cannot be fetched shows the load-failed error with a retry where the part would be, and the rest of
 * the page stays usable. `pending` is drawn while it downloads (nothing by default: most parts are
 * dialogs, or panels that may turn out empty).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  context: string,
  pending: ReactNode = null,
): LazyPart<P> {
  const part = lazyRoute(load, { failure: (f) => <RouteFailureView {...f} padding={0} />, pending, context });
  // The module loader keeps what it fetched, so the part's first render finds it already there.
  return Object.assign(part, { preload: () => void load().catch(() => undefined) });
}
