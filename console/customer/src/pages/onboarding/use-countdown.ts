import { useCallback, useEffect, useState } from 'react';

/** A ticking countdown; `remainingMs` reaches 0 (shown 00:00) when the action becomes available again. */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | undefined>();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === undefined) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((ms: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + ms);
  }, []);
  const reset = useCallback(() => setDeadline(undefined), []);

  const remainingMs = deadline === undefined ? 0 : Math.max(0, deadline - now);
  return { remainingMs, running: remainingMs > 0, start, reset };
}

export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
