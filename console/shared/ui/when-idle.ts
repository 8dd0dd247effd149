/**
 * Runs `task` once the page is idle after load (requestIdleCallback, at the latest `timeoutMs` later):
 * for work that must not compete with the first paint, such as fetching chunks a page will likely need.
 */
export function whenIdle(task: () => void, timeoutMs = 5_000): void {
  if (typeof window === 'undefined') return;
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    else setTimeout(task, 1_000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
