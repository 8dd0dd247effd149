import type { Page } from 'playwright-core';
import { SHIPPING_JOURNEY } from '@machines/batch/status-table';

// The order-to-completion walk's tables: the stages it moves through and what the picker offers after each.

/** Spec §4 shipping stages in order, with the labels of machines/batch/statuses.ts. */
export const STAGES: Array<[string, string]> = [
  ['arrived_oversea_warehouse', 'Overseas Warehouse'],
  ['oversea_shipping', 'Overseas Shipping'],
  ['arrived_local_warehouse', 'Hong Kong Warehouse'],
  ['courier_delivery', 'Final Delivery'],
  ['bns_in', 'Ready for Pickup'],
  ['bns_out', 'Picked Up'],
  ['bns_complete', 'Delivered'],
];

/**
 * The buyer's stage picker from Item Sent: every stage in journey order, spec §4's seven first
 * (machines/batch SHIPPING_JOURNEY, pinned by label in statuses.spec.ts), then the rest by code;
 * never Picked Up, which a pickup order reaches only through the counter's hand-off with the code.
 */
export const JOURNEY: readonly string[] = SHIPPING_JOURNEY.filter((s) => s !== 'bns_out');
const LATER_SIDE_STAGES = ['bns_warehouse', 'bns_warehouse_out', 'defer_shipped', 'all_defer_shipped'];
/**
 * The picker after each of STAGES: only stages after it (shipping and shipped by seller share code 200).
 * Ready for Pickup offers none: a pickup order leaves the pickup point only through the hand-off.
 */
export const PICKER_AFTER: string[][] = [
  JOURNEY.slice(1),
  JOURNEY.slice(2),
  JOURNEY.slice(3),
  ['bns_in', 'bns_complete', 'shipping', 'bns_shipping', ...LATER_SIDE_STAGES],
  [],
  ['bns_complete', ...LATER_SIDE_STAGES],
];

/** The amount a payment-summary cell shows, read from its data attribute (HKD minor units). */
export async function shownAmount(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('data-amount'));
}

export async function waitForAmount(page: Page, testId: string, amount: number): Promise<void> {
  await page.waitForFunction(
    ([id, value]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-amount') === String(value),
    [testId, amount] as const,
    { timeout: 60_000 },
  );
}
