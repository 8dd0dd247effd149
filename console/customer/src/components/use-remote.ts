import { useEffect, useState } from 'react';

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

const LOADING = { status: 'loading' } as const;

/** Loads `load()` whenever `key` changes; a late answer for an old key is dropped. */
export function useRemote<T>(load: () => Promise<T>, key: string): { state: Remote<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // Each answer remembers which request it answers; any other request is still loading (derived
  // at render rather than reset in the effect, so a new key never shows the old key's data).
  const request = `${attempt}:${key}`;
  const [answer, setAnswer] = useState<{ request: string; state: Remote<T> }>();
  useEffect(() => {
    let live = true;
    load()
      .then((data) => live && setAnswer({ request, state: { status: 'ready', data } }))
      .catch((error: unknown) => live && setAnswer({ request, state: { status: 'error', error } }));
    return () => {
      live = false;
    };
    // `request` names what `load` fetches; the closure itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const state: Remote<T> = answer?.request === request ? answer.state : LOADING;
  return { state, retry: () => setAttempt((n) => n + 1) };
}
