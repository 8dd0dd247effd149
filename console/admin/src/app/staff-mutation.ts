import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import { refusalText } from './form-save-error';
import type { AdminDataProvider } from './data-provider';

/** A server refusal in the operator's language (form-save-error.ts: `refusalText`). */
export function errorText(translate: TranslateFunction, error: unknown): string {
  return refusalText(translate, error);
}

interface Options<O> {
  /** Notification key shown after the server accepted the call. */
  done?: string;
  onSuccess?: (answer: O) => void;
}

/**
 * A pessimistic custom data-provider call (react-admin's documented pattern: `useDataProvider` +
 * react-query's `useMutation`): nothing changes on screen until the server has answered; errors
 * are notified translated. `isPending` disables the dialog while the call runs.
 */
export function useStaffMutation<I, O>(
  call: (provider: AdminDataProvider, input: I) => Promise<O>,
  options: Options<O> = {},
) {
  const provider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation<O, unknown, I>({
    mutationFn: (input: I) => call(provider, input),
    onSuccess: (answer) => {
      if (options.done) notify(options.done, { type: 'info' });
      options.onSuccess?.(answer);
    },
    onError: (error) => notify(errorText(translate, error), { type: 'error' }),
  });
}
