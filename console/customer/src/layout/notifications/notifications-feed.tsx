import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { NotificationItem } from '@contracts/notifications';
import { NOTIFICATION_PAGE_SIZE } from '@shared/api/notifications.api';
import { useConfig, useNotify, useServices, useSession } from '../../app/services';
import { useTranslation } from 'react-i18next';
import { useListChanges, useNotificationEvents } from '../../realtime/realtime-hooks';
import { orderGroup } from '../../notify/notices';

import { NOTIFICATION_RELOAD_MS, NOTIFICATION_TOAST_MS } from './notification-timing';

export interface NotificationsFeed {
  items: NotificationItem[];
  count: number;
  page: number;
  unread: number;
  loading: boolean;
  failed: boolean;
  loadPage(page: number): void;
  markRead(item: NotificationItem): Promise<void>;
}

const FeedContext = createContext<NotificationsFeed | undefined>(undefined);

/** One feed for the bell and the dashboard panel, so marking read in one updates both. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { notifications, notices } = useServices();
  const config = useConfig();
  const notify = useNotify();
  const { i18n } = useTranslation();
  const reloadMs = config.notificationReloadMs ?? NOTIFICATION_RELOAD_MS;
  const session = useSession();
  // Only a registered session has notifications; an unfinished one (onboarding) would get a 401 and be signed out.
  const signedIn = Boolean(session?.token) && session?.userStatus === 0;
  const [items, setItems] = useState<NotificationItem[]>([]);
  const [count, setCount] = useState(0);
  const [unread, setUnread] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const pageRef = useRef(1);

  const load = useCallback(
    (target: number) => {
      if (!signedIn) return;
      pageRef.current = target;
      setPage(target);
      setLoading(true);
      Promise.all([notifications.list(target, NOTIFICATION_PAGE_SIZE), notifications.unreadCount()])
        .then(([list, unreadBody]) => {
          if (pageRef.current !== target) return;
          setItems(list.results);
          setCount(list.count);
          setUnread(unreadBody.count);
          setFailed(false);
        })
        .catch(() => setFailed(true))
        .finally(() => setLoading(false));
    },
    [notifications, signedIn],
  );

  useEffect(() => {
    if (!signedIn) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- signed out: the feed must empty at once, not on the next answer
      setItems([]);
      setCount(0);
      setUnread(0);
      return;
    }
    load(1);
    const timer = setInterval(() => load(pageRef.current), reloadMs);
    return () => clearInterval(timer);
    // The account (token) decides whose notifications these are.
  }, [load, signedIn, session?.token, reloadMs]);

  useNotificationEvents((payload) => {
    if (!payload) return load(pageRef.current);
    setUnread(payload.unread_count);
    const content = payload.notification.content;
    const text = content[i18n.language] ?? content['en-hk'] ?? Object.values(content)[0];
    // One toast per order: the newer state's news replaces the older.
    const group = orderGroup(payload.notification.metadata.batch_id);
    if (text) notify.info({ text, lifetimeMs: NOTIFICATION_TOAST_MS, group });
    if (pageRef.current === 1) {
      setItems((current) =>
        [payload.notification, ...current.filter((n) => n.id !== payload.notification.id)].slice(
          0,
          NOTIFICATION_PAGE_SIZE,
        ),
      );
      setCount((c) => c + 1);
    }
  });

  // An order's newer state makes its earlier toasts stale news ("buyer assigned" goes once it is paid for).
  useListChanges((change) => {
    if (change) notices.orderChanged(change.batch_id);
  });

  const markRead = useCallback(
    async (item: NotificationItem) => {
      if (item.is_read) return;
      const body = await notifications.markRead(item.id);
      setUnread(body.count);
      setItems((current) => current.map((n) => (n.id === item.id ? { ...n, is_read: true } : n)));
    },
    [notifications],
  );

  const feed = useMemo<NotificationsFeed>(
    () => ({ items, count, page, unread, loading, failed, loadPage: load, markRead }),
    [items, count, page, unread, loading, failed, load, markRead],
  );
  return <FeedContext.Provider value={feed}>{children}</FeedContext.Provider>;
}

export function useNotificationsFeed(): NotificationsFeed {
  const feed = useContext(FeedContext);
  if (!feed) throw new Error('useNotificationsFeed outside NotificationsProvider');
  return feed;
}
