import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import { ApiClientError } from '@shared/api/http-client';
import type { AdminDataProvider } from './data-provider';

/**
 * A server refusal `{code,message,params}` in the operator's language: `errors.<code>` with the
 * params interpolated; a code with no message falls back to the HTTP status's message, then the
 * generic one: never the server's English text (it reached the Chinese locales).
 */
export function errorText(translate: TranslateFunction, error: unknown): string {
  if (error instanceof ApiClientError && error.code) {
    const field =
      error.code === 'VALIDATION_FAILED' && typeof error.params.field === 'string' ? error.params.field : undefined;
    const fallback = translate(`errors.HTTP_${error.status}`, { _: translate('errors.generic') });
    const text = translate(`errors.${error.code}`, { ...error.params, _: fallback });
    // VALIDATION_FAILED says only "Wrong Input": name the field (by its label when it has one) so the operator knows what to fix.
    return field ? `${text} (${translate(`admin.actions.fields.${field}`, { _: field })})` : text;
  }
  return translate('errors.generic');
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
