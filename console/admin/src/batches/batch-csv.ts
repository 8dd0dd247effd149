import type { RaRecord } from 'react-admin';
import { partialRefundOfRow } from '../app/status-label';
import { statusWithRefund, type PartialRefund } from '@shared/status/partial-refund';
import { currencyUnits } from './money';

export { toCsv } from '../app/csv';

/** The texts a CSV row needs in the operator's language: column names, statuses, kinds, countries, times. */
export interface CsvWords {
  column: (key: string) => string;
  status: (status: unknown) => string;
  /** "1 of 2 items refunded": a refund of some items, said with the status as the lists say it. */
  itemsRefunded: (partial: PartialRefund) => string;
  /** A request or an order (the list's `type`: requests / orders). */
  kind: (type: unknown) => string;
  country: (code: unknown) => string;
  time: (iso: unknown) => string;
}

const COLUMNS = [
  'batchNumber',
  'status',
  'type',
  'requester',
  'buyer',
  'shipsFrom',
  'shipsTo',
  'items',
  'total',
  'currency',
  'createdAt',
  'updatedAt',
] as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The status in words, a refund of some items counted (`refunded_items` of `ordered_items`). */
function statusOf(r: RaRecord, words: CsvWords): string {
  const label = words.status(r.status);
  if (typeof r.status !== 'string') return label;
  return statusWithRefund(r.status, label, partialRefundOfRow(r), words.itemsRefunded);
}

/**
 * The batch list as a spreadsheet reads it: amounts in the currency's units ("393.90", never the
 * API's minor units 39390) beside their currency, statuses and countries in words, Hong Kong times,
 * headed by the operator's column names. A refund of some items is counted in the status, as the
 * list and the batch page say it ("Item Sent · 1 of 2 items refunded"), not "Refunded".
 */
export function batchCsvRows(records: readonly RaRecord[], words: CsvWords): Array<Record<string, string>> {
  return records.map((r) => {
    const values: Record<(typeof COLUMNS)[number], string> = {
      batchNumber: text(r.batch_number),
      status: statusOf(r, words),
      type: words.kind(r.type),
      requester: text(r.requester_name),
      buyer: text(r.buyer_name),
      shipsFrom: words.country(r.site_from),
      shipsTo: words.country(r.site_to),
      items: typeof r.item_count === 'number' ? String(r.item_count) : '',
      total: currencyUnits(r.total, r.currency) ?? '',
      currency: text(r.currency),
      createdAt: words.time(r.created_at),
      updatedAt: words.time(r.updated_at),
    };
    return Object.fromEntries(COLUMNS.map((c) => [words.column(c), values[c]]));
  });
}
