import type { RaRecord } from 'react-admin';
import { currencyUnits } from './money';

/** The texts a CSV row needs in the operator's language: column names, statuses, countries, times. */
export interface CsvWords {
  column: (key: string) => string;
  status: (status: unknown) => string;
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

/**
 * The batch list as a spreadsheet reads it: amounts in the currency's units ("393.90", never the
 * API's minor units 39390) beside their currency, statuses and countries in words, Hong Kong times,
 * headed by the operator's column names.
 */
export function batchCsvRows(records: readonly RaRecord[], words: CsvWords): Array<Record<string, string>> {
  return records.map((r) => {
    const values: Record<(typeof COLUMNS)[number], string> = {
      batchNumber: text(r.batch_number),
      status: words.status(r.status),
      type: text(r.type),
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

/** One CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Rows (all with the same columns) as CSV text with a header line. */
export function toCsv(rows: ReadonlyArray<Record<string, string>>): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  return [columns, ...rows.map((r) => columns.map((c) => r[c] ?? ''))].map((l) => l.map(cell).join(',')).join('\n');
}
