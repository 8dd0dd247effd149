/** The id of the notifications' box, fixed at the bottom of the screen (notification-stack-view.tsx). */
export const NOTIFICATION_STACK_ID = 'hkc-notifications';

/** What marks a refused command's alert at its control (command-failure.tsx). */
export const REFUSAL_SELECTOR = '[data-refusal]';

/**
 * Where on the screen the notifications begin (the screen's bottom when none are up): anything
 * below this line is covered by them, so a refusal there would not be seen.
 */
export function notificationsTop(): number {
  return document.getElementById(NOTIFICATION_STACK_ID)?.getBoundingClientRect().top ?? window.innerHeight;
}

const headerBottom = () => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;

/** Brings a refusal to the middle of the screen when the header or the notifications hide it (or it is below the screen). */
export function revealRefusal(refusal: Element): void {
  const box = refusal.getBoundingClientRect();
  if (box.top < headerBottom() || box.bottom > notificationsTop()) refusal.scrollIntoView?.({ block: 'center' });
}

/**
 * While news is up, the page gets room below its end as tall as the news, so what they cover at the
 * page's end (a phone's Pay and its refusal) can be scrolled clear of them; none up, no room.
 */
export function reserveRoomForNews(stack: HTMLElement | null): void {
  const room = stack ? Math.ceil(window.innerHeight - stack.getBoundingClientRect().top) : 0;
  document.body.style.paddingBottom = room > 0 ? `${room}px` : '';
}

/**
 * News that lands on a refusal the user is reading (a phone's Pay is tapped low on the screen, where
 * the notifications come) would hide it: the refusal is moved up clear of them. One scrolled out of
 * sight by the user is left where it is.
 */
export function uncoverRefusals(): void {
  const top = notificationsTop();
  for (const refusal of document.querySelectorAll(REFUSAL_SELECTOR)) {
    const box = refusal.getBoundingClientRect();
    const inSight = box.bottom > headerBottom() && box.top < window.innerHeight;
    if (inSight && box.bottom > top) refusal.scrollIntoView?.({ block: 'center' });
  }
}
