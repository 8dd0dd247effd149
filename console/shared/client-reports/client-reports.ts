import type { ClientApp, ClientReportInput, ClientReportKind } from '@contracts/client-reports';

/**
 * Client error reports (spec §9): every session records an rrweb replay into a rolling buffer of
 * about the last 30 s (every input masked); an uncaught error, a rejected promise or a React render
 * error sends a report with the route, release, user agent, the trace id of the last API answer and
 * that replay (100 % of sessions with an error); 10 % of sessions also send their replay when the
 * page is hidden. Reports go to POST /api/client-reports (src/operations/client-reports).
 *
 * The listeners are set at once, but rrweb (replay-recorder.ts, its own chunk) is imported
 * only once the page is idle after load, at the first input, or when a report must go out before
 * then. Its first event is a full snapshot of the page as it stands, so a report sent early still
 * carries a replay that plays.
 */

export const CLIENT_REPORTS_ENDPOINT = '/api/client-reports';
/** The replay sent covers at least this much of the session's end. */
const REPLAY_WINDOW_MS = 30_000;
/** A full snapshot every so often, so the buffer can drop whole segments and still replay. */
const CHECKOUT_EVERY_MS = 15_000;
const MAX_ERROR_REPORTS_PER_PAGE = 5;
const SESSION_KEY = 'hkc.clientReports.session';
/** After load, the recorder waits this long for an idle moment (and starts anyway at the deadline). */
const RECORDER_IDLE_DELAY_MS = 4_000;
const RECORDER_IDLE_TIMEOUT_MS = 6_000;
/** A report waits at most this long for the recorder's chunk before it goes without a replay. */
const RECORDER_WAIT_MS = 5_000;
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

type ReplayEvent = { timestamp: number; type: number };

interface State {
  app: ClientApp;
  release: string;
  sessionId: string;
  sampled: boolean;
  /** Segments, each starting with a full snapshot. */
  segments: ReplayEvent[][];
  lastTraceId?: string;
  sent: number;
  seen: WeakSet<object>;
  send: (report: ClientReportInput, keepalive: boolean) => void;
  /** Settles once rrweb records (or failed to load); set by the first `ensureRecorder`. */
  recorder?: Promise<void>;
}

let state: State | undefined;

export interface ClientReportsOptions {
  app: ClientApp;
  /** Build release (VITE_RELEASE); `dev` when unset. */
  release?: string;
  /** Share of sessions whose replay is sent without an error (default 10 %). */
  sessionSampleRate?: number;
  /** Replaces the network send (tests). */
  send?: (report: ClientReportInput, keepalive: boolean) => void;
}

function sessionOf(rate: number): { id: string; sampled: boolean } {
  try {
    const stored = sessionStorage.getItem(SESSION_KEY);
    if (stored) return JSON.parse(stored) as { id: string; sampled: boolean };
  } catch {
    // storage unavailable: a session per page
  }
  const session = { id: crypto.randomUUID(), sampled: Math.random() < rate };
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // ignore
  }
  return session;
}

function postReport(report: ClientReportInput, keepalive: boolean): void {
  const body = JSON.stringify(report);
  void fetch(CLIENT_REPORTS_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    // A page being left keeps its request only under the browser's keepalive limit (64 KB).
    keepalive: keepalive && body.length < 60_000,
  }).catch(() => undefined);
}

/** Remembers the trace id of the last API answer (X-Trace-Id), for the report. */
function watchTraceIds(s: State): void {
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args);
    const traceId = response.headers.get('x-trace-id');
    if (traceId) s.lastTraceId = traceId;
    return response;
  };
}

/** The replay of about the last 30 s: whole segments, from a full snapshot on. */
function recentReplay(s: State): ReplayEvent[] {
  const since = Date.now() - REPLAY_WINDOW_MS;
  let from = s.segments.length - 1;
  while (from > 0 && (s.segments[from][0]?.timestamp ?? 0) > since) from -= 1;
  return s.segments.slice(Math.max(0, from)).flat();
}

function routeOf(): string {
  return `${location.pathname}${location.hash}`.slice(0, 500);
}

function report(s: State, kind: ClientReportKind, message: string, stack: string | undefined, keepalive = false): void {
  // The route is the one where it happened, not where the page is once the recorder has loaded.
  const route = routeOf();
  const send = () =>
    s.send(
      {
        app: s.app,
        kind,
        message: message.slice(0, 2000) || 'Error',
        stack: stack?.slice(0, 20000),
        route,
        release: s.release.slice(0, 100),
        userAgent: navigator.userAgent.slice(0, 500),
        traceId: s.lastTraceId,
        sessionId: s.sessionId,
        replay: recentReplay(s),
      },
      keepalive,
    );
  // A page being hidden cannot wait for a download: it sends what it has.
  if (keepalive) return send();
  void ensureRecorder(s).then(send);
}

/** Imports and starts rrweb once; resolves when it records (its full snapshot is in), or after RECORDER_WAIT_MS. */
function ensureRecorder(s: State): Promise<void> {
  s.recorder ??= import('./replay-recorder')
    .then(({ startRecorder }) =>
      startRecorder((event, isCheckout) => {
        if (isCheckout || s.segments.length === 0) {
          s.segments.push([]);
          // Keep what the window needs and one segment more.
          const since = Date.now() - REPLAY_WINDOW_MS - CHECKOUT_EVERY_MS;
          while (s.segments.length > 2 && (s.segments[1][0]?.timestamp ?? 0) < since) s.segments.shift();
        }
        s.segments[s.segments.length - 1].push(event);
      }, CHECKOUT_EVERY_MS),
    )
    .catch(() => undefined);
  return Promise.race([s.recorder, new Promise<void>((resolve) => setTimeout(resolve, RECORDER_WAIT_MS))]);
}

/** Starts the recorder at the first input, or when the page has been idle a while after load. */
function scheduleRecorder(s: State): void {
  const start = () => {
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, start, true);
    void ensureRecorder(s);
  };
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: RECORDER_IDLE_TIMEOUT_MS });
      else start();
    }, RECORDER_IDLE_DELAY_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Sends a report for `error` (at most five a page, each error once). `context.source` says where it
 * was caught (window, promise, react-root, react-boundary, or the caller's own).
 */
export function reportClientError(error: unknown, context: { source?: string } = {}): void {
  const s = state;
  if (!s) return;
  if (typeof error === 'object' && error !== null) {
    if (s.seen.has(error)) return;
    s.seen.add(error);
  }
  if (s.sent >= MAX_ERROR_REPORTS_PER_PAGE) return;
  s.sent += 1;
  const err = error instanceof Error ? error : undefined;
  const message = err ? `${err.name}: ${err.message}` : String(error);
  const source = context.source ? ` [${context.source}]` : '';
  report(s, 'error', `${message}${source}`, err?.stack);
}

/** Starts recording and listening (once per page); call first thing in the app's entry. */
export function startClientReports(options: ClientReportsOptions): void {
  if (state || typeof window === 'undefined') return;
  const session = sessionOf(options.sessionSampleRate ?? 0.1);
  const s: State = {
    app: options.app,
    release: options.release || 'dev',
    sessionId: session.id,
    sampled: session.sampled,
    segments: [],
    sent: 0,
    seen: new WeakSet(),
    send: options.send ?? postReport,
  };
  state = s;
  watchTraceIds(s);
  scheduleRecorder(s);
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message, { source: 'window' }));
  window.addEventListener('unhandledrejection', (event) =>
    reportClientError(event.reason, { source: 'unhandledrejection' }),
  );
  if (s.sampled) {
    let sentSession = false;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'hidden' || sentSession) return;
      sentSession = true;
      report(s, 'session', 'sampled session', undefined, true);
    });
  }
}

/**
 * React 19 root error callbacks (createRoot options), so render errors are reported: uncaught ones,
 * and those an error boundary caught (it shows its own message; the report still goes out).
 */
export const reactRootErrorOptions = {
  onUncaughtError: (error: unknown) => {
    reportClientError(error, { source: 'react-root' });
    console.error(error);
  },
  onCaughtError: (error: unknown) => {
    reportClientError(error, { source: 'react-boundary' });
    console.error(error);
  },
};
