import {
  Component,
  Suspense,
  lazy,
  type ComponentType,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
} from 'react';

/** A dynamic import that failed: the chunk could not be fetched (network, or a deploy replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|module script|Importing a module script failed|ChunkLoadError|Loading chunk|error loading dynamically/i.test(
    message,
  );
}

export interface RouteFailure {
  /** True when the page's code could not be downloaded (spec §8: a load-failed error). */
  chunk: boolean;
  error: unknown;
  retry: () => void;
}

interface Props {
  /** Called at each render, so a retry renders a fresh lazy component. */
  children: () => ReactNode;
  failure: (failure: RouteFailure) => ReactNode;
  /** Forgets the failed import before the boundary renders its children again. */
  onRetry?: () => void;
  /** Where the failure is reported (the page's route), for the client error report. */
  context?: string;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * The route-level error boundary of both web apps: a page whose code fails to load (or that throws
 * while rendering) shows an error with a retry instead of a blank screen (spec §8).
 */
export class RouteBoundary extends Component<Props, State> {
  state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Reported by the root's onCaughtError (console/shared/client-reports: reactRootErrorOptions), which
    // sees every error a boundary catches; nothing to send twice here.
    void error;
    void info;
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: undefined, failed: false });
  };

  render(): ReactNode {
    if (this.state.failed)
      return this.props.failure({
        chunk: isChunkLoadError(this.state.error),
        error: this.state.error,
        retry: this.retry,
      });
    return this.props.children();
  }
}

/**
 * A page loaded on demand (its own chunk) behind the route boundary. A failed download is not cached:
 * Retry imports it again. `failure` draws the error (each app with its own i18n), `pending` the wait.
 */
export function lazyRoute<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ui: { failure: (failure: RouteFailure) => ReactNode; pending: ReactNode; context?: string },
): (props: P) => ReactElement {
  const make = () => lazy(async () => ({ default: await load() }));
  let Page = make();
  function LazyRoute(props: P) {
    return (
      <RouteBoundary failure={ui.failure} context={ui.context} onRetry={() => (Page = make())}>
        {() => (
          <Suspense fallback={ui.pending}>
            <Page {...props} />
          </Suspense>
        )}
      </RouteBoundary>
    );
  }
  return LazyRoute;
}
