/** GET /api/batch/requests | orders | archived | orders/recent (src/batch/read/batch-list). */
import type { ArrivalTab } from './arrival';
export type BatchType = 'requests' | 'orders';
export type BatchListKind = BatchType | 'archived';

/** The status names of machines/batch; the wire carries them as plain strings. */

export interface BatchListItem {
  id: string;
  batch_number: string;
  type: BatchType;
  status: string;
  status_code: number;
  status_label_key: string;
  /** The dashboard group of the status (machines/batch status-groups), null outside every group. */
  group: string | null;
  step: number;
  requester_id: string;
  buyer_id: string | null;
  requester_name: string | null;
  buyer_name: string | null;
  chat_room: string | null;
  site_from: string | null;
  site_to: string | null;
  purchase_type: string | null;
  /** Internal: never sent to a requester. */
  buyer_remark?: string | null;
  refund_request: boolean;
  auto_workflow: boolean;
  item_count: number;
  purchased_items: number;
  /** Refunded items out of those ordered (a declined item never was): "1 of 2 items refunded". */
  refunded_items: number;
  ordered_items: number;
  /** Arrival tab the order stands in (awaiting check-in / review, in dispute), null otherwise. */
  arrival?: ArrivalTab | null;
  /** Items awaiting the requester's review (the dashboard's "to review" count per order). */
  items_to_review?: number;
  total: number | null;
  currency: string | null;
  /** `total` in HKD minor units (what the requester pays, spec §1), null before there are fees. */
  total_hkd: number | null;
  /** The first item, by which the dashboards show the batch; null for a batch without items. */
  first_item: { name: string; image_id: string | null } | null;
  /** Free storage at the pickup point (Ready for Pickup, or overdue from it); null anywhere else. */
  pickup: BatchListPickup | null;
  created_at: string;
  updated_at: string;
}

/**
 * The dashboard row's countdown: the same end of free storage as the detail's `deadlines.pickup`
 * (contracts/batch/deadlines.ts), counted by the server so the apps do no date math.
 */
export interface BatchListPickup {
  /** End of free storage (UTC ISO): ready time + PICKUP_FREE_STORAGE_DAYS + staff extensions. */
  free_until: string;
  /** Whole days left, rounded up; 0 once free storage has ended. */
  days_left: number;
  /** Free storage has ended and the order turned overdue ("Overdue since {free_until}"). */
  overdue: boolean;
}

export interface BatchListPage {
  results: BatchListItem[];
  /**
   * Exact up to 10,000 (up to 1,000 with a search or a filter on site, purchase type, refund, auto
   * workflow or internal remark); beyond, that bound with `count_capped` (show "more than {count}").
   */
  count: number;
  count_capped: boolean;
  page: number;
  page_size: number;
  /** Pass as `cursor` for the rows after this page (keyset; `page` is then ignored); null on the last page. */
  next_cursor: string | null;
}

/** Query of GET /api/batch/requests | orders | archived | orders/recent; page 1 and page size 12 by default. */
export interface BatchListQuery {
  page?: number;
  page_size?: number;
  status?: string;
  search?: string;
  tabfilterOption?: string;
  site_from?: string;
  site_to?: string;
  type?: string;
  internalRemark?: string;
  refund?: string;
  purchaseType?: string;
  autoWorkFlow?: string;
  /** One field, `-` for descending: updated_at, created_at, batch_number, status. */
  ordering?: string;
  /** Read-your-writes: wait (bounded) until the list includes this event store position. */
  after_position?: string;
  /** A dashboard group (machines/batch status-groups), resolved by the server against the list asked for. */
  group?: string;
  /** A `next_cursor` of the same list and ordering. */
  cursor?: string;
  /** Arrival tab: awaiting_check_in, awaiting_review ("to review" for the requester), in_dispute. */
  arrival?: ArrivalTab;
}

/** GET /api/batch/search/{batchNumber}: where the caller's batch with this number is. */
export interface BatchSearchResult {
  data: { id: string; batch_number: string; type: BatchType };
}

/** Detail reads take `?after_position=` (read-your-writes), like the X-Event-Position header. */
export interface DetailQuery {
  after_position?: string;
}
