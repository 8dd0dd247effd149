import { EMPTY_CONTEXT, type BatchContext, type BatchItem } from '@machines/batch';
import { fees } from '@machines/testing/batch-fixtures';
import { paymentReceipt, type ReceiptTexts } from './payment-receipt';

const TEXTS: ReceiptTexts = {
  heading: 'Receipt',
  item: 'Item',
  quantity: 'Qty',
  price: 'Price',
  serviceFee: 'Service fee',
  shipping: 'Shipping',
  otherFees: 'Other fees',
  couponDiscount: 'Coupon discount',
  total: 'Total charged',
  card: 'Card ending in {{lastFour}}',
};
const INTRO = { subject: 'Paid', body: 'Payment Successful!' };

const item = (id: string, name: string, amount: number, state: BatchItem['state'] = 'requested'): BatchItem =>
  ({ id, name, quantity: 2, price: { amount, currency: 'HKD' }, state }) as BatchItem;

const context = (items: BatchItem[]): BatchContext => ({
  ...EMPTY_CONTEXT,
  items,
  // The fixture's fees in HKD: shipping is local 5.00 + international 18.00; service fee 10.00; total 233.00.
  fees: fees({ currency: 'HKD', itemSubtotal: 20000 }),
});

describe('paymentReceipt', () => {
  it('lists what was paid for, sums the shipping, and shows an HKD quote once', () => {
    const mail = paymentReceipt(
      INTRO,
      TEXTS,
      'en-hk',
      context([item('a', 'Kettle', 10000), item('b', 'Declined lamp', 5000, 'declined')]),
      { amount: 23300, pspReference: 'p', at: '2026-01-01T00:00:00Z' },
    );
    expect(mail.body.split('\n')).toEqual([
      'Payment Successful!',
      '',
      'Receipt',
      '- Kettle × 2: HK$100.00',
      'Service fee: HK$10.00',
      'Shipping: HK$23.00',
      'Total charged: HK$233.00',
    ]);
    // No card line for a payment recorded before the provider's summary was carried.
    expect(mail.html).not.toContain('Card ending');
  });

  it('escapes what people typed in the HTML part', () => {
    const mail = paymentReceipt(INTRO, TEXTS, 'zh-hk', context([item('a', '<b>Mug</b> & "cup"', 100)]), {
      amount: 23300,
      pspReference: 'p',
      at: '2026-01-01T00:00:00Z',
      cardSummary: '4242',
    });
    expect(mail.html).toContain('&lt;b&gt;Mug&lt;/b&gt; &amp; &quot;cup&quot;');
    expect(mail.html).not.toContain('<b>Mug');
    expect(mail.body).toContain('Card ending in 4242');
  });
});
