import type { DashboardGroupName } from '@machines/batch/status-groups';
import type { BatchListKind, BatchListQuery } from '@contracts/batch/batch-list';
import type { ArrivalTab } from '@contracts/batch/arrival';

export interface ListFilter {
  kind: BatchListKind;
  tab: string;
  /** A dashboard group name, or '' for all. */
  group: string;
  search: string;
  page: number;
  /** An arrival tab (orders only): the requester's "to review" is `awaiting_review`; '' for none. */
  arrival: ArrivalTab | '';
}

export const INITIAL_FILTER: ListFilter = { kind: 'requests', tab: '', group: '', search: '', page: 1, arrival: '' };

/**
 * The list each dashboard group's batches live in. A batch becomes an order when paid, so the
 * unpaid groups are requests and the paid ones orders. Completed orders stay in the orders list for
 * 7 days after their last update and then move to the archive, which also holds declined and
 * canceled requests (spec §4): the completed group is the orders list's recent completed orders,
 * the archived group is the archive list. The server resolves a group against the list it is
 * asked for (src/batch/read/batch-list/batch-list.query.ts), so asking the wrong list returns nothing.
 */
export const GROUP_LIST: Readonly<Record<DashboardGroupName, BatchListKind>> = {
  new: 'requests',
  reviewing: 'requests',
  processing: 'orders',
  purchased: 'orders',
  arrived_overseas: 'orders',
  departed_overseas: 'orders',
  shipped: 'orders',
  completed: 'orders',
  archived: 'archived',
};

const groupList = (group: string): BatchListKind | undefined =>
  (GROUP_LIST as Record<string, BatchListKind | undefined>)[group];

/** Picking a group switches to the list that holds it; the page goes back to 1. */
export function withGroup(filter: ListFilter, group: string): ListFilter {
  return { ...filter, group, kind: groupList(group) ?? filter.kind, page: 1 };
}

/** Picking a list keeps the group only when that list holds it. */
export function withKind(filter: ListFilter, kind: BatchListKind): ListFilter {
  return { ...filter, kind, group: groupList(filter.group) === kind ? filter.group : '', page: 1 };
}

/** Picking an arrival tab shows the orders list (arrivals are paid orders); picking it again leaves it. */
export function withArrival(filter: ListFilter, arrival: ArrivalTab): ListFilter {
  if (filter.arrival === arrival) return { ...filter, arrival: '', page: 1 };
  return {
    ...filter,
    arrival,
    kind: 'orders',
    group: groupList(filter.group) === 'orders' ? filter.group : '',
    page: 1,
  };
}

/** The endpoint and the query the dashboard sends: the group as the server's `group` parameter. */
export function listRequest(filter: ListFilter, pageSize: number): { kind: BatchListKind; query: BatchListQuery } {
  const kind = groupList(filter.group) ?? filter.kind;
  return {
    kind,
    query: {
      page: filter.page,
      page_size: pageSize,
      tabfilterOption: filter.tab || undefined,
      group: groupList(filter.group) ? filter.group : undefined,
      search: filter.search || undefined,
      arrival: kind === 'orders' && filter.arrival ? filter.arrival : undefined,
    },
  };
}
