/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180). Text a spreadsheet
 * would run as a formula (a name typed as "=HYPERLINK(…)") starts with a ' so it stays text, as the
 * server's manifest does (src/shipment/read/manifest-csv.ts); a plain negative number stays a number.
 */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows (all with the same columns) as CSV text with a header line. */
export function toCsv(rows: ReadonlyArray<Record<string, string>>): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  return [columns, ...rows.map((r) => columns.map((c) => r[c] ?? ''))].map((l) => l.map(cell).join(',')).join('\n');
}
