import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@shared/i18n/error-key';
import { useNotify } from '../app/services';

export interface CommandOptions {
  /** Translation key of the green notice shown on success. */
  success?: string;
  /** A fixed red notice (the spec's "… Failed" texts) instead of the server's code. */
  failure?: string;
  /** Returns true when the caller shows this error itself (no notice), e.g. a question to the user. */
  handled?: (error: unknown) => boolean;
  /** Spec §7 (refunds): the server's own message when its code has no translation (English locales only). */
  serverMessage?: boolean;
  /**
   * The refusal shows at the control that sent the command (`Command.failure`, drawn there by
   * `CommandFailureAlert`): the default. False: a red notice, for a command whose control is gone
   * once it is sent.
   */
  inline?: boolean;
}

/** A refusal to show where the user is looking: a translation key (with params) or the server's text. */
export type CommandFailure = { key: string; params?: Record<string, unknown> } | { text: string };

/** How a command ended; a failure has already been shown to the user. */
export type CommandOutcome<T> = { ok: true; value: T } | { ok: false };

export interface Command {
  /** True while a command of this hook is on its way: its buttons are disabled. */
  busy: boolean;
  run: <T>(action: () => Promise<T>, options?: CommandOptions) => Promise<CommandOutcome<T>>;
  /** The last refusal (of an inline command), until the next command of this hook starts. */
  failure: CommandFailure | null;
  /** Shows a failure the caller worked out itself (a card refusal) at the same place. */
  fail: (failure: CommandFailure | null) => void;
}

/**
 * The one way the customer app sends a command: busy while it runs, the success text in a green
 * notice, the server's refusal (by code, translated) at the control that sent it, at once: every
 * user draws `failure` with `CommandFailureAlert` (a dialog's own, or beside its buttons).
 */
export function useCommand(): Command {
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [failure, fail] = useState<CommandFailure | null>(null);
  async function run<T>(action: () => Promise<T>, options: CommandOptions = {}): Promise<CommandOutcome<T>> {
    setBusy(true);
    fail(null);
    try {
      const value = await action();
      if (options.success) notify.info({ key: options.success });
      return { ok: true, value };
    } catch (error) {
      if (!options.handled?.(error)) {
        const notice = noticeOf(error, options, (k) => i18n.exists(k), i18n.language);
        if (options.inline ?? true) fail(notice);
        else notify.error(notice);
      }
      return { ok: false };
    } finally {
      setBusy(false);
    }
  }
  return { busy, run, failure, fail };
}

function noticeOf(
  error: unknown,
  options: CommandOptions,
  hasKey: (key: string) => boolean,
  language: string,
): { key: string } | { text: string } {
  if (options.failure) return { key: options.failure };
  const key = errorKey(error, hasKey);
  // The server speaks English: its own text only in English locales (it reached zh-* screens).
  const english = !language.toLowerCase().startsWith('zh');
  if (options.serverMessage && english && key === 'errors.generic' && error instanceof Error && error.message)
    return { text: error.message };
  return { key };
}
