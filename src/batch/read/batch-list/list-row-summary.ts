import type { BatchListItem } from '@contracts/batch/batch-list';
import { daysLeft } from '@machines/batch';
import { DEMO_FX_RATES, toHkd, type CurrencyCode } from '@machines/pricing';

/** The list row's columns the summary is made of (rm_batch_list). */
export interface SummaryColumns {
  status: string;
  total: string | null;
  currency: string | null;
  first_item_name: string | null;
  first_item_image: string | null;
  pickup_until: Date | null;
}

/**
 * What the dashboards show of a batch beside its status, as every list answers it (the batch
 * lists and the console's user page): the total in HKD, what the requester pays (spec §1),
 * converted as the detail's `amount_due` is, the first item, and at the pickup point the end of
 * free storage with the days left `now` (counted as the detail's `deadlines.pickup` is).
 */
export function listRowSummary(
  r: SummaryColumns,
  now: Date,
): Pick<BatchListItem, 'total_hkd' | 'first_item' | 'pickup'> {
  return {
    total_hkd:
      r.total === null || !r.currency
        ? null
        : toHkd({ amount: Number(r.total), currency: r.currency as CurrencyCode }, DEMO_FX_RATES).amount,
    first_item: r.first_item_name === null ? null : { name: r.first_item_name, image_id: r.first_item_image },
    pickup:
      r.pickup_until === null
        ? null
        : {
            free_until: r.pickup_until.toISOString(),
            days_left: daysLeft(r.pickup_until, now),
            overdue: r.status === 'overdue',
          },
  };
}
