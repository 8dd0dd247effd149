import type { TranslateFunction } from 'react-admin';
import { batchStatusLabel, listRowStatusLabel, statusLabel } from './status-label';

const TEXTS: Record<string, string> = {
  'status.refunded': 'Refunded',
  'status.sent': 'Item Sent',
  'admin.consoleStatus.payment_captured': 'Purchased · card charged',
  'admin.batchStatus.itemsRefunded': '{{count}} of {{total}} items refunded',
};

const translate = ((key: string, options: Record<string, string | number> = {}) =>
  (TEXTS[key] ?? String(options._ ?? key)).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(options[name]),
  )) as TranslateFunction;

describe('the console status of a batch', () => {
  it('counts the items of a partial refund instead of saying the whole batch is refunded', () => {
    const partial = { count: 1, total: 2 };
    expect(batchStatusLabel(translate, 'refunded', partial)).toBe('1 of 2 items refunded');
    expect(batchStatusLabel(translate, 'sent', partial)).toBe('Item Sent · 1 of 2 items refunded');
    expect(batchStatusLabel(translate, 'payment_captured', partial)).toBe(
      'Purchased · card charged · 1 of 2 items refunded',
    );
  });

  it('says the status alone when no item or every item is refunded, and a dash for no status', () => {
    expect(batchStatusLabel(translate, 'refunded', null)).toBe('Refunded');
    expect(batchStatusLabel(translate, undefined, { count: 1, total: 2 })).toBe('—');
    expect(statusLabel(translate, 'refunded')).toBe('Refunded');
  });

  it('reads a list row from the counts the list carries', () => {
    const row = (refunded_items: unknown, ordered_items: unknown) => ({
      status: 'sent',
      refunded_items,
      ordered_items,
    });
    expect(listRowStatusLabel(translate, row(1, 2))).toBe('Item Sent · 1 of 2 items refunded');
    expect(listRowStatusLabel(translate, { ...row(1, 2), status: 'refunded' })).toBe('1 of 2 items refunded');
    expect(listRowStatusLabel(translate, { ...row(2, 2), status: 'refunded' })).toBe('Refunded');
    expect(listRowStatusLabel(translate, row(0, 2))).toBe('Item Sent');
    expect(listRowStatusLabel(translate, row(undefined, undefined))).toBe('Item Sent');
  });
});
