import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { RouteBoundary } from '@shared/ui/route-boundary';
import { whenIdle } from '@shared/ui/when-idle';
import type { NoticeQueue } from './notice-queue';

const loadSnackbar = () => import('./notice-snackbar');
const NoticeSnackbar = lazy(() => loadSnackbar().then((m) => ({ default: m.NoticeSnackbar })));

/**
 * Where the notices show (spec §8). The snackbar (MUI Snackbar, Slide, Alert) is its own
 * chunk, fetched once the page is idle or when the first notice comes, whichever is first; a chunk
 * that cannot be fetched (offline before it was fetched) shows nothing rather than breaking the app.
 */
export function NoticeHost({ queue }: { queue: NoticeQueue }) {
  const view = useSyncExternalStore(queue.subscribe, queue.current);
  const [used, setUsed] = useState(false);
  useEffect(() => whenIdle(() => void loadSnackbar().catch(() => undefined)), []);
  // Derived from the queue during render (React's pattern for state from earlier renders).
  if (view && !used) setUsed(true);
  if (!used) return null;
  return (
    <RouteBoundary failure={() => null} context="notice-snackbar">
      {() => (
        <Suspense fallback={null}>
          <NoticeSnackbar queue={queue} />
        </Suspense>
      )}
    </RouteBoundary>
  );
}
