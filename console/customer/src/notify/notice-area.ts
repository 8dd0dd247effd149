/** The id of the notifications' box, fixed at the bottom of the screen (notification-stack-view.tsx). */
export const NOTIFICATION_STACK_ID = 'hkc-notifications';

/**
 * Where on the screen the notifications begin (the screen's bottom when none are up): anything
 * below this line is covered by them, so a refusal there would not be seen.
 */
export function notificationsTop(): number {
  return document.getElementById(NOTIFICATION_STACK_ID)?.getBoundingClientRect().top ?? window.innerHeight;
}
