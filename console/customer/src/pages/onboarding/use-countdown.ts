import { useEffect, useReducer } from 'react';

/**
 * Counts down to `deadline` (epoch ms); `remainingMs` reaches 0 (shown 00:00) when the action is
 * available again. The deadline lives with the caller's state, so re-rendering, editing another
 * field or leaving and re-entering the step cannot restart it.
 */
export function useCountdown(deadline: number | undefined) {
  // The clock is read at render; the interval only asks for a re-render while time remains.
  const [, tick] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (deadline === undefined || deadline <= Date.now()) return;
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= deadline) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  // eslint-disable-next-line react-hooks/purity -- the interval re-renders every 250 ms; reading the clock here keeps the first render after a new deadline right
  const remainingMs = deadline === undefined ? 0 : Math.max(0, deadline - Date.now());
  return { remainingMs, running: remainingMs > 0 };
}

export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
