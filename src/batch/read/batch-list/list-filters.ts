import type { ArrivalTab } from '@contracts/batch/arrival';

/** Sortable list fields → the read model's columns; nothing else reaches ORDER BY. */
export const LIST_ORDERING_COLUMNS = {
  updated_at: 'updated_at',
  created_at: 'created_at',
  batch_number: 'batch_number',
  // The workflow's order (status codes follow the steps), not the alphabet of the names.
  status: 'status_code',
} as const;
export type ListOrderingField = keyof typeof LIST_ORDERING_COLUMNS;
/** `field` ascending or `-field` descending, for every whitelisted field. */
export const LIST_ORDERINGS = Object.keys(LIST_ORDERING_COLUMNS).flatMap((f) => [f, `-${f}`]);

export const parseBool = (text: string | undefined): boolean | undefined =>
  text === undefined ? undefined : text === 'true' || text === '1';

/**
 * What a list query reads (GET /api/batch/requests | orders | archived, spec §7), already validated
 * by the HTTP layer's BatchListQueryDto. The read side names its own input so that it never depends
 * on the HTTP layer above it.
 */
export interface BatchListFilters {
  page?: number;
  page_size?: number;
  status?: string;
  site_from?: string;
  site_to?: string;
  type?: string;
  search?: string;
  internalRemark?: string;
  refund?: string;
  tabfilterOption?: string;
  purchaseType?: string;
  autoWorkFlow?: string;
  group?: string;
  ordering?: string;
  cursor?: string;
  /** Arrival tab (docs/arrival.md): awaiting_check_in, awaiting_review, in_dispute. */
  arrival?: ArrivalTab;
}
