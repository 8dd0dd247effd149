import {
  NOTICE_LIFETIME_MS,
  NOTICE_REMOVAL_MS,
  browserTimers,
  type Notice,
  type NoticeView,
  type Timers,
} from './notice-queue';

/** How many notifications show at once; the rest wait for a free place. */
export const STACK_MAX_VISIBLE = 3;

const NO_VIEWS: readonly NoticeView[] = [];

/**
 * The notifications' channel (news and success texts): up to STACK_MAX_VISIBLE at once, each on its
 * own timer, so a burst of news never holds one another back. A notice of a group (`batch:<id>`)
 * replaces the older ones of that group, shown or waiting: "buyer assigned" goes once the order moved on.
 */
export function createNotificationStack(timers: Timers = browserTimers, maxVisible = STACK_MAX_VISIBLE) {
  let shown: readonly NoticeView[] = NO_VIEWS;
  const waiting: NoticeView[] = [];
  const handles = new Map<number, unknown>();
  /** When each notice on screen or waiting came (timers.now()): staleness is about what came before a change. */
  const pushedAt = new Map<number, number>();
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function after(id: number, ms: number, fn: () => void) {
    const old = handles.get(id);
    if (old !== undefined) timers.clearTimeout(old);
    handles.set(
      id,
      timers.setTimeout(() => {
        handles.delete(id);
        fn();
      }, ms),
    );
  }

  /** Opens waiting notices while there is room (a closing one still holds its place until it is gone). */
  function fill() {
    let changed = false;
    while (shown.length < maxVisible && waiting.length > 0) {
      const view = { ...waiting.shift()!, open: true };
      shown = [...shown, view];
      after(view.id, view.notice.lifetimeMs ?? NOTICE_LIFETIME_MS, () => close(view.id));
      changed = true;
    }
    if (changed) emit();
  }

  function close(id: number) {
    const view = shown.find((v) => v.id === id);
    if (!view?.open) return;
    shown = shown.map((v) => (v.id === id ? { ...v, open: false } : v));
    emit();
    // The view plays its exit animation; the notice is dropped once it has finished.
    after(id, NOTICE_REMOVAL_MS, () => {
      shown = shown.filter((v) => v.id !== id);
      pushedAt.delete(id);
      emit();
      fill();
    });
  }

  /** Dismisses the notices of `group` (waiting or shown) that came at or before `cameBy` (all by default). */
  function dismissGroup(group: string, cameBy = Infinity) {
    const stale = (v: NoticeView) => v.notice.group === group && (pushedAt.get(v.id) ?? -Infinity) <= cameBy;
    for (let i = waiting.length - 1; i >= 0; i--)
      if (stale(waiting[i])) {
        pushedAt.delete(waiting[i].id);
        waiting.splice(i, 1);
      }
    shown.filter(stale).forEach((v) => close(v.id));
  }

  return {
    push(notice: Notice) {
      if (notice.group) dismissGroup(notice.group);
      const id = nextId++;
      pushedAt.set(id, timers.now());
      waiting.push({ id, notice, open: false });
      fill();
    },
    close,
    dismissGroup: (group: string) => dismissGroup(group),
    /**
     * The group's subject moved on (an order's newer state): its notices that came more than
     * `graceMs` ago are stale news and go; one that came within the grace may be about this very
     * change (its push can overtake the change's own) and stays.
     */
    dismissStale: (group: string, graceMs: number) => dismissGroup(group, timers.now() - graceMs),
    /** The notices on screen, oldest first; the same array until something changes (useSyncExternalStore). */
    shown: (): readonly NoticeView[] => shown,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NotificationStack = ReturnType<typeof createNotificationStack>;
