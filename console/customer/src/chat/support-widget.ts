/**
 * The support chat widget's start and restart (spec §7, §9): it starts with the account's identity
 * (account id, first name, e-mail, language, the server's hash, request and order counts) and,
 * when the connection drops, starts again after 2,000 ms, retrying at that pace until it is back.
 * No React and no socket here, so the rule is tested with fake timers (support-widget.spec.ts).
 */
import type { SupportIdentity, SupportStartAck, SupportStartPayload } from '@contracts/chat';

/** Spec §9 "Support widget restart delay 2000 ms". */
export const SUPPORT_WIDGET_RESTART_MS = 2000;

export type SupportWidgetState = 'starting' | 'started' | 'restarting' | 'refused';

export interface SupportWidgetDeps {
  /** GET /api/support/identity. */
  identity: () => Promise<SupportIdentity>;
  /** Socket.IO `support:start`. */
  start: (payload: SupportStartPayload) => Promise<SupportStartAck>;
  /** The language the app shows now. */
  language: () => string;
  onState: (state: SupportWidgetState) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface SupportWidget {
  /** The connection dropped: restart after SUPPORT_WIDGET_RESTART_MS. */
  dropped(): void;
  stop(): void;
}

export function startSupportWidget(deps: SupportWidgetDeps): SupportWidget {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let stopped = false;
  // Each start has a number: an answer of an older start that arrives late changes nothing.
  let attempt = 0;

  const restartLater = () => {
    if (stopped) return;
    if (timer !== null) clearTimer(timer);
    deps.onState('restarting');
    timer = setTimer(() => {
      timer = null;
      void start();
    }, SUPPORT_WIDGET_RESTART_MS);
  };

  async function start(): Promise<void> {
    if (stopped) return;
    const mine = ++attempt;
    deps.onState('starting');
    let ack: SupportStartAck;
    try {
      const identity = await deps.identity();
      if (stopped || mine !== attempt) return;
      ack = await deps.start({ ...identity, language: deps.language() });
    } catch {
      if (!stopped && mine === attempt) restartLater();
      return;
    }
    if (stopped || mine !== attempt) return;
    if (ack.ok) deps.onState('started');
    // A refused identity will not get better by asking again; anything else (disconnected) may.
    else if (ack.code === 'SUPPORT_IDENTITY_INVALID') deps.onState('refused');
    else restartLater();
  }

  void start();
  return {
    dropped: () => {
      attempt += 1;
      restartLater();
    },
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
