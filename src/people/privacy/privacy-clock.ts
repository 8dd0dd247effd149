import type { PrivacyRequestStatus } from '@contracts/privacy';

/** Spec §1 and §9: privacy requests are answered within 30 days. */
export const PRIVACY_ANSWER_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

export function dueDate(filedAt: Date): Date {
  return new Date(filedAt.getTime() + PRIVACY_ANSWER_DAYS * DAY_MS);
}

/**
 * The clock runs while a request is open: whole days left, rounded up (a request due in 29.5 days
 * has 30 days left; one late by half a day is -0 → 0 and overdue). An answer stops it.
 */
export function clockOf(
  status: PrivacyRequestStatus,
  dueAt: Date,
  now: Date,
): { daysLeft: number | null; overdue: boolean } {
  if (status !== 'open') return { daysLeft: null, overdue: false };
  const daysLeft = Math.ceil((dueAt.getTime() - now.getTime()) / DAY_MS);
  return { daysLeft: daysLeft === 0 ? 0 : daysLeft, overdue: now.getTime() > dueAt.getTime() };
}
