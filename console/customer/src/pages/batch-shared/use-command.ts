import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '@contracts/batch/batch-commands';
import { errorKey } from '@shared/i18n/error-key';
import { useNotify } from '../../app/services';

/**
 * Runs one batch command: busy while it runs, the server's error (by code) in a red snackbar, the
 * success text in a green one. Resolves with the result, or undefined when it failed.
 */
export function useCommand() {
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  /** `handled(error)` returning true means the caller shows this error itself (no snackbar). */
  async function run(
    action: () => Promise<CommandResult>,
    success?: string,
    failure?: string,
    handled?: (error: unknown) => boolean,
  ): Promise<CommandResult | undefined> {
    setBusy(true);
    try {
      const result = await action();
      if (success) notify.info({ key: success });
      return result;
    } catch (error) {
      if (handled?.(error)) return undefined;
      notify.error({ key: failure ?? errorKey(error, (k) => i18n.exists(k)) });
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
