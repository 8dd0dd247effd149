import { batchCsvRows, toCsv, type CsvWords } from './batch-csv';

const words: CsvWords = {
  column: (key) => key,
  status: (s) => `status:${String(s)}`,
  itemsRefunded: ({ count, total }) => `${count} of ${total} items refunded`,
  kind: (k) => `kind:${String(k)}`,
  country: (c) => (c === 'us' ? 'United States' : c === 'hk' ? 'Hong Kong' : ''),
  time: (iso) => `${String(iso)} HKT`,
};

const row = {
  id: 'b-1',
  batch_number: 'BN100',
  status: 'payment_captured',
  type: 'orders',
  requester_name: 'Rita Lee',
  buyer_name: null,
  site_from: 'us',
  site_to: 'hk',
  item_count: 2,
  refunded_items: 0,
  ordered_items: 2,
  total: 39390,
  currency: 'HKD',
  created_at: '2026-11-29T04:00:00.000Z',
  updated_at: '2026-11-29T05:00:00.000Z',
};

describe('batch list CSV export', () => {
  it('writes amounts in the currency units beside the currency, never the minor units', () => {
    const rows = batchCsvRows([row, { ...row, id: 'b-2', batch_number: 'BN101', total: 250, currency: 'TWD' }], words);
    expect(rows.map((r) => [r.total, r.currency])).toEqual([
      ['393.90', 'HKD'],
      ['250', 'TWD'],
    ]);
    const csv = toCsv(rows);
    const [header, first, second] = csv.split('\n');
    expect(header).toBe(
      'batchNumber,status,type,requester,buyer,shipsFrom,shipsTo,items,total,currency,createdAt,updatedAt',
    );
    expect(first).toBe(
      'BN100,status:payment_captured,kind:orders,Rita Lee,,United States,Hong Kong,2,393.90,HKD,2026-11-29T04:00:00.000Z HKT,2026-11-29T05:00:00.000Z HKT',
    );
    expect(second).toContain(',250,TWD,');
    expect(csv).not.toContain('39390');
  });

  it('quotes a cell with a comma or a quote', () => {
    const [, line] = toCsv(batchCsvRows([{ ...row, requester_name: 'Lee, "Rita"' }], words)).split('\n');
    expect(line).toContain(',"Lee, ""Rita""",');
  });

  it('names statuses and countries in words, leaves a missing buyer or total empty', () => {
    const [out] = batchCsvRows([{ ...row, total: null }], words);
    expect(out).toMatchObject({
      status: 'status:payment_captured',
      shipsFrom: 'United States',
      shipsTo: 'Hong Kong',
      buyer: '',
      total: '',
      createdAt: '2026-11-29T04:00:00.000Z HKT',
    });
  });

  it('counts a refund of some items in the status, as the list says it, not "Refunded"', () => {
    const rows = batchCsvRows(
      [
        { ...row, status: 'refunded', refunded_items: 1 },
        { ...row, status: 'sent', refunded_items: 1 },
        { ...row, status: 'refunded', refunded_items: 2 },
      ],
      words,
    );
    expect(rows.map((r) => r.status)).toEqual([
      '1 of 2 items refunded',
      'status:sent · 1 of 2 items refunded',
      'status:refunded',
    ]);
  });
});
