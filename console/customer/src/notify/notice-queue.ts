/** Spec §9: error alert lifetime, minimum gap between alerts, removal animation. */
export const NOTICE_LIFETIME_MS = 4000;
export const NOTICE_MIN_GAP_MS = 1000;
export const NOTICE_REMOVAL_MS = 600;

export type NoticeSeverity = 'error' | 'info';

/** Either a translation key (with params) or text that is already user-facing. */
export interface Notice {
  severity: NoticeSeverity;
  key?: string;
  params?: Record<string, unknown>;
  text?: string;
  /** How long it stays open; default NOTICE_LIFETIME_MS (a new notification's toast: 10,000 ms). */
  lifetimeMs?: number;
  /**
   * What the notice is about (`batch:<id>`, `otp`): a newer notice of the same group replaces it,
   * so news made stale by a newer state of the same order goes away.
   */
  group?: string;
}

export interface NoticeView {
  id: number;
  notice: Notice;
  open: boolean;
}

export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The error alerts' channel: one at a time, the rest queued (spec §4: "queued if a maximum is set,
 * default unlimited"). Only errors wait here; notifications have their own stack (notification-stack.ts),
 * so an error never waits behind news. Framework-free so the HTTP client can raise the session-expired
 * notice too.
 */
export function createNoticeQueue(timers: Timers = browserTimers, maxQueued = Infinity) {
  const waiting: NoticeView[] = [];
  let current: NoticeView | undefined;
  let lastShownAt = -Infinity;
  let nextId = 1;
  let timer: unknown;
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((l) => l());

  function schedule(fn: () => void, ms: number) {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(
      () => {
        timer = undefined;
        fn();
      },
      Math.max(0, ms),
    );
  }

  function pump() {
    if (current || waiting.length === 0) return;
    const wait = lastShownAt + NOTICE_MIN_GAP_MS - timers.now();
    if (wait > 0) {
      schedule(pump, wait);
      return;
    }
    current = { ...waiting.shift()!, open: true };
    lastShownAt = timers.now();
    emit();
    schedule(() => close(current!.id), current.notice.lifetimeMs ?? NOTICE_LIFETIME_MS);
  }

  function close(id: number) {
    if (!current || current.id !== id || !current.open) return;
    current = { ...current, open: false };
    emit();
    // The view plays its exit animation; the notice is dropped once it has finished.
    schedule(() => {
      current = undefined;
      emit();
      pump();
    }, NOTICE_REMOVAL_MS);
  }

  /** Drops the waiting notices of `group` and closes the one shown if it is of that group. */
  function dismissGroup(group: string) {
    for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i].notice.group === group) waiting.splice(i, 1);
    if (current?.notice.group === group) close(current.id);
  }

  return {
    push(notice: Notice) {
      if (notice.group) dismissGroup(notice.group);
      if (waiting.length >= maxQueued) waiting.shift();
      waiting.push({ id: nextId++, notice, open: false });
      pump();
    },
    close,
    dismissGroup,
    current: (): NoticeView | undefined => current,
    // An arrow, not a method: useSyncExternalStore receives it detached from the queue.
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NoticeQueue = ReturnType<typeof createNoticeQueue>;
