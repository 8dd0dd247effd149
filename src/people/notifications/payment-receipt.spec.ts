import { EMPTY_CONTEXT, type BatchContext, type BatchCoupon, type BatchItem } from '@machines/batch';
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
  couponCode: 'Coupon {{code}}',
  total: 'Total held on your card',
  card: 'Card ending in {{lastFour}}',
  reason: 'Reason for the change',
  totalBefore: 'Total before the change',
  newTotal: 'New total',
  chargedNow: 'Charged now',
};
const INTRO = { subject: 'Paid', body: 'Payment Successful!' };

const item = (id: string, name: string, amount: number, state: BatchItem['state'] = 'requested'): BatchItem =>
  ({ id, name, quantity: 2, price: { amount, currency: 'HKD' }, state }) as BatchItem;

// The fixture's fees in HKD: shipping is local 5.00 + international 18.00; service fee 10.00; total 233.00.
const HKD_FEES = fees({ currency: 'HKD', itemSubtotal: 20000 });

const context = (items: BatchItem[], extra: Partial<BatchContext> = {}): BatchContext => ({
  ...EMPTY_CONTEXT,
  items,
  fees: HKD_FEES,
  ...extra,
});

describe('paymentReceipt', () => {
  it('lists what was paid for, sums the shipping, and shows an HKD quote once', () => {
    const mail = paymentReceipt(
      INTRO,
      TEXTS,
      'en-hk',
      context([item('a', 'Kettle', 10000), item('b', 'Declined lamp', 5000, 'declined')]),
      { amount: 23300, fees: HKD_FEES },
    );
    expect(mail.body.split('\n')).toEqual([
      'Payment Successful!',
      '',
      'Receipt',
      '- Kettle × 2: HK$100.00',
      'Service fee: HK$10.00',
      'Shipping: HK$23.00',
      'Total held on your card: HK$233.00',
    ]);
    // No card line for a payment recorded before the provider's summary was carried.
    expect(mail.html).not.toContain('Card ending');
  });

  it('escapes what people typed in the HTML part', () => {
    const mail = paymentReceipt(INTRO, TEXTS, 'zh-hk', context([item('a', '<b>Mug</b> & "cup"', 100)]), {
      amount: 23300,
      fees: HKD_FEES,
      cardSummary: '4242',
    });
    expect(mail.html).toContain('&lt;b&gt;Mug&lt;/b&gt; &amp; &quot;cup&quot;');
    expect(mail.html).not.toContain('<b>Mug');
    expect(mail.body).toContain('Card ending in 4242');
  });

  it('names the promo code on the discount line, in text and HTML', () => {
    const usd = fees({ itemSubtotal: 12000, couponDiscount: 500 });
    const coupon = { code: 'SPRING5', discount: 500 } as BatchCoupon;
    const mail = paymentReceipt(INTRO, TEXTS, 'en-hk', context([item('a', 'Kettle', 6000)], { fees: usd, coupon }), {
      amount: 105300,
      fees: usd,
      cardSummary: '1111',
    });
    expect(mail.body).toContain('Coupon SPRING5: -US$5.00');
    expect(mail.body).toContain('Total held on your card: HK$1,053.00 (US$148.00)');
    expect(mail.html).toContain('Coupon SPRING5');
    expect(mail.html).toContain('-US$5.00');
  });

  it("a top-up's receipt: the revised quote, why, the totals before and with the change, and what it charged now", () => {
    const revised = fees({ itemSubtotal: 12000, additionalFee: 500 });
    const mail = paymentReceipt(INTRO, TEXTS, 'en-hk', context([item('a', 'Kettle', 6000)], { fees: revised }), {
      amount: 3900,
      fees: revised,
      cardSummary: '1111',
      change: { beforeHkd: 101400, afterHkd: 105300, remark: 'Oversize <handling>' },
    });
    expect(mail.body.split('\n').slice(2)).toEqual([
      'Receipt',
      'Reason for the change: Oversize <handling>',
      '- Kettle × 2: HK$60.00',
      'Service fee: US$10.00',
      'Shipping: US$23.00',
      'Other fees: US$5.00',
      'Total before the change: HK$1,014.00',
      'New total: HK$1,053.00 (US$158.00)',
      'Charged now: HK$39.00',
      'Card ending in 1111',
    ]);
    expect(mail.body).not.toContain('Total held on your card');
    for (const figure of ['HK$1,014.00', 'HK$1,053.00 (US$158.00)', 'HK$39.00', 'Oversize &lt;handling&gt;', '1111'])
      expect(mail.html).toContain(figure);
  });

  it('writes the money as the reader’s language does (zh-tw)', () => {
    const revised = fees({ itemSubtotal: 12000 });
    const mail = paymentReceipt(
      INTRO,
      { ...TEXTS, total: '付款總額' },
      'zh-tw',
      context([item('a', 'Kettle', 6000)], { fees: revised }),
      { amount: 103350, fees: revised },
    );
    expect(mail.body).toContain('付款總額: HK$1,033.50 (US$153.00)');
  });
});
