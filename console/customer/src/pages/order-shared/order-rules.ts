/**
 * Pure rules of the after-payment steps, kept apart from the dialogs so they are specified
 * (order-rules.spec.ts) and the dialogs stay thin.
 */
// relative (not @machines): the console Jest project has no alias mapper
import { TRACKING_NUMBER } from '@machines/batch/tracking-number';

/**
 * Tracking numbers: the one rule the server and the decider apply (machines/batch/tracking-number.ts).
 * Checked before submit (spec §5) so a typo never reaches the server; the server checks again, and
 * `tracking_check` finds numbers used on another order.
 */
export { TRACKING_NUMBER };

export type TrackingProblem = 'required' | 'format' | 'duplicate' | 'inUse';

/** The server's refusal codes of tracking_check/send → the problem shown under the field. */
export function trackingProblemOf(code: string): TrackingProblem | undefined {
  if (code === 'TRACKING_NUMBER_INVALID') return 'format';
  if (code === 'TRACKING_NUMBER_IN_USE') return 'inUse';
  return undefined;
}

/** One problem per item id (undefined = fine); duplicates inside one submission are refused. */
export function trackingProblems(
  entries: ReadonlyArray<{ id: string; tracking: string }>,
): Record<string, TrackingProblem | undefined> {
  const seen = new Map<string, number>();
  for (const e of entries) {
    const t = normaliseTracking(e.tracking);
    if (t) seen.set(t, (seen.get(t) ?? 0) + 1);
  }
  const problems: Record<string, TrackingProblem | undefined> = {};
  for (const e of entries) {
    const t = normaliseTracking(e.tracking);
    problems[e.id] = !t
      ? 'required'
      : !TRACKING_NUMBER.test(t)
        ? 'format'
        : (seen.get(t) ?? 0) > 1
          ? 'duplicate'
          : undefined;
  }
  return problems;
}

/** Spaces people paste with are dropped; carriers' numbers are upper case. */
export const normaliseTracking = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** Purchase-site order IDs: what the shop printed, 3 to 64 visible characters. */
export const validSiteOrderId = (text: string): boolean => /^[\x21-\x7e]{3,64}$/.test(text.trim());

export const validStars = (stars: number | null): stars is number =>
  stars !== null && Number.isInteger(stars) && stars >= 1 && stars <= 5;

/** Items the buyer still has to buy or cancel (machines/batch openItems). */
export const OPEN_ITEM_STATES = ['requested'];
/** Items bought and not yet sent. */
export const BOUGHT_ITEM_STATES = ['purchased'];
/** Items the requester can confirm as received. */
export const RECEIVABLE_ITEM_STATES = ['sent'];
