import type { ArrivalTab } from '@contracts/batch/arrival';
import { BATCH_DETAIL_TABLE } from '../../core/state/detail-read-model';

const ARRIVAL = `state->'context'->'arrival'`;

/**
 * Each arrival tab as a condition on the batch detail read model's state (docs/arrival.md):
 * sent and not yet at the warehouse; an item awaiting the requester's review; an open dispute or a
 * quote revision waiting for the requester. The counts (GET /api/batch/arrival/counts) and the
 * lists' `?arrival=` filter read the same conditions, so a tab's count is its list's length.
 */
export const ARRIVAL_TAB_SQL: Record<ArrivalTab, string> = {
  awaiting_check_in: `status = 'item_sent'`,
  awaiting_review: `${ARRIVAL}->'reviews' @> '[{"status":"awaiting_review"}]'`,
  in_dispute: `${ARRIVAL}->'disputes' @> '[{"status":"open"}]' OR ${ARRIVAL}->'revisions' @> '[{"status":"pending"}]'`,
};

/** The list's condition for a tab: the batches whose detail row is in it. */
export const arrivalTabCondition = (tab: ArrivalTab): string =>
  `batch_id IN (SELECT batch_id FROM ${BATCH_DETAIL_TABLE} WHERE ${ARRIVAL_TAB_SQL[tab]})`;
