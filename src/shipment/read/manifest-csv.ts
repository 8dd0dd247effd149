import type { ShipmentDetail } from '@contracts/shipments';

const HEADER = ['shipment_number', 'batch_number', 'requester', 'items', 'weight_lb', 'held', 'reason'];

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  // A leading =, +, - or @ would be a formula to a spreadsheet: quoted with a ' in front, it stays text.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Hundredths of a pound as pounds with two decimals, without floating point. */
export const poundsOf = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** The manifest: a header row, then one line per parcel (held ones too, flagged with their reason). */
export function manifestCsv(detail: ShipmentDetail): string {
  const lines = [HEADER.join(',')];
  for (const p of detail.parcels) {
    lines.push(
      [
        detail.shipment_number,
        p.batch_number,
        p.requester_name,
        String(p.item_count),
        poundsOf(p.weight),
        p.held ? 'yes' : 'no',
        p.hold_reason ?? '',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
