/** Spec §9 timing constants of the notifications. */

/** The periodic reload when the configuration names none (`notificationReloadMs` of /api/config/). */
export const NOTIFICATION_RELOAD_MS = 180_000;
/** A new notification shows as a toast this long. */
export const NOTIFICATION_TOAST_MS = 10_000;
/** The reload button's spinner turns at least this long, so a fast answer still reads as a reload. */
export const RELOAD_SPINNER_MS = 1_500;
