import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { RouteBoundary } from '@shared/ui/route-boundary';
import { whenIdle } from '@shared/ui/when-idle';
import type { Notices } from './notices';

const loadSnackbar = () => import('./notice-snackbar');
const NoticeViews = lazy(() => loadSnackbar().then((m) => ({ default: m.NoticeViews })));

const subscribeAll = (notices: Notices) => (listener: () => void) => {
  const offErrors = notices.errors.subscribe(listener);
  const offNews = notices.news.subscribe(listener);
  const offHeld = notices.subscribe(listener);
  return () => {
    offErrors();
    offNews();
    offHeld();
  };
};

/**
 * Where the notices show (spec §8). The snackbar (MUI Snackbar, Slide, Alert) is its own
 * chunk, fetched once the page is idle or when the first notice comes, whichever is first; the
 * notices wait for it (createNotices' untilViewReady), so each is up for its whole lifetime. A chunk
 * that cannot be fetched (offline before it was fetched) shows nothing rather than breaking the app.
 */
export function NoticeHost({ notices }: { notices: Notices }) {
  const [subscribe] = useState(() => subscribeAll(notices));
  const anyNotice = useSyncExternalStore(
    subscribe,
    () => notices.holding() || (notices.errors.current() ?? notices.news.shown()[0]) !== undefined,
  );
  const [used, setUsed] = useState(false);
  useEffect(() => whenIdle(() => void loadSnackbar().catch(() => undefined)), []);
  // Derived from the queue during render (React's pattern for state from earlier renders).
  if (anyNotice && !used) setUsed(true);
  if (!used) return null;
  return (
    <RouteBoundary failure={() => null} context="notice-snackbar">
      {() => (
        <Suspense fallback={null}>
          <NoticeViews notices={notices} />
        </Suspense>
      )}
    </RouteBoundary>
  );
}
