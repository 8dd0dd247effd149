import { useEffect, useState } from 'react';

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** Loads `load()` whenever `key` changes; a late answer for an old key is dropped. */
export function useRemote<T>(load: () => Promise<T>, key: string): { state: Remote<T>; retry: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load()
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((error: unknown) => live && setState({ status: 'error', error }));
    return () => {
      live = false;
    };
    // `key` names what `load` fetches; the closure itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
