import type { BatchContext } from '@machines/batch';
import { interpolate, type NotificationLocale } from './notification-templates';
import type { ReceiptCharge } from './receipt-charge';

/** The labels of `receipt.*` in notifications.json (one set per language). */
export interface ReceiptTexts {
  heading: string;
  item: string;
  quantity: string;
  price: string;
  serviceFee: string;
  shipping: string;
  otherFees: string;
  couponDiscount: string;
  /** The discount's line when the promo code is known: "Coupon {{code}}". */
  couponCode: string;
  total: string;
  card: string;
  /** A top-up's receipt: the revision's remark, the totals before and with it, and what this payment took. */
  reason: string;
  totalBefore: string;
  newTotal: string;
  chargedNow: string;
}

export interface RenderedEmail {
  subject: string;
  body: string;
  html: string;
}

/** BCP 47 tags for Intl: HK$ and US$ as each language writes them. */
const INTL_LOCALE: Record<NotificationLocale, string> = {
  'en-us': 'en-US',
  'en-hk': 'en-HK',
  'zh-hk': 'zh-HK',
  'zh-tw': 'zh-TW',
  'zh-mo': 'zh-MO',
};

/** Minor units (cents) of `currency` as the reader's language writes money: "HK$393.90", "US$50.40". */
export function formatMoney(minor: number, currency: string, locale: NotificationLocale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    currencyDisplay: 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface ReceiptLine {
  label: string;
  amount: string;
}

type Money = (minor: number, currency: string) => string;

/** Each item paid for, then the quote's fee lines (service fee, shipping, other fees, the coupon). */
function receiptLines(texts: ReceiptTexts, context: BatchContext, charge: ReceiptCharge, money: Money) {
  const items = context.items
    .filter((i) => i.state !== 'declined')
    .map((i) => ({ name: i.name, quantity: String(i.quantity), price: money(i.price.amount, i.price.currency) }));
  const fees = charge.fees;
  const lines: ReceiptLine[] = [];
  if (fees) {
    const shipping = fees.sellerShipping + fees.localShipping + fees.internationalShipping;
    const other = fees.additionalFee + fees.insuranceFee;
    lines.push({ label: texts.serviceFee, amount: money(fees.serviceFee, fees.currency) });
    lines.push({ label: texts.shipping, amount: money(shipping, fees.currency) });
    if (other > 0) lines.push({ label: texts.otherFees, amount: money(other, fees.currency) });
    if (fees.couponDiscount > 0) {
      const code = context.coupon?.code;
      const label = code ? interpolate(texts.couponCode, { code }) : texts.couponDiscount;
      lines.push({ label, amount: `-${money(fees.couponDiscount, fees.currency)}` });
    }
  }
  return { items, lines };
}

/**
 * The totals: the checkout's total in HKD first with the quote's own currency beside it, said as
 * held on the card (the receipt goes at authorisation; the buyer's purchase captures it later); a
 * top-up's total before the change, the new total (HKD, then the quote's currency) and what this
 * payment took.
 */
function totalLines(texts: ReceiptTexts, charge: ReceiptCharge, money: Money): ReceiptLine[] {
  const fees = charge.fees;
  const original = fees && fees.currency !== 'HKD' ? money(fees.total, fees.currency) : null;
  const withOriginal = (hkd: number) => (original ? `${money(hkd, 'HKD')} (${original})` : money(hkd, 'HKD'));
  const change = charge.change;
  if (!change) return [{ label: texts.total, amount: withOriginal(charge.amount) }];
  return [
    { label: texts.totalBefore, amount: money(change.beforeHkd, 'HKD') },
    { label: texts.newTotal, amount: withOriginal(change.afterHkd) },
    { label: texts.chargedNow, amount: money(charge.amount, 'HKD') },
  ];
}

/**
 * The payment e-mail as a receipt: each item (name, quantity, unit price in its own currency), the
 * fees of the quote that was paid (service fee, shipping, any other fee, the coupon discount with its
 * code), the total charged in HKD first with the quote's own currency beside it, and the card's last
 * four digits when the provider reported them (events recorded before it did carry none). A top-up
 * (a higher revision's increase) shows the revised quote, its remark, the totals before and with it,
 * and what it charged now. Declined items were not paid for and are left out. Pure: the caller
 * supplies the texts in the reader's language.
 */
export function paymentReceipt(
  intro: { subject: string; body: string },
  texts: ReceiptTexts,
  locale: NotificationLocale,
  context: BatchContext,
  charge: ReceiptCharge,
): RenderedEmail {
  const money: Money = (minor, currency) => formatMoney(minor, currency, locale);
  const { items, lines } = receiptLines(texts, context, charge, money);
  const totals = totalLines(texts, charge, money);
  const remark = charge.change?.remark.trim();
  const reason = remark ? `${texts.reason}: ${remark}` : null;
  const card = charge.cardSummary ? interpolate(texts.card, { lastFour: charge.cardSummary }) : null;

  const text = [
    intro.body,
    '',
    texts.heading,
    ...(reason ? [reason] : []),
    ...items.map((i) => `- ${i.name} × ${i.quantity}: ${i.price}`),
    ...lines.map((l) => `${l.label}: ${l.amount}`),
    ...totals.map((l) => `${l.label}: ${l.amount}`),
    ...(card ? [card] : []),
  ].join('\n');

  const cell = (value: string, align = 'left', tag = 'td') =>
    `<${tag} style="text-align:${align};padding:4px 8px">${escapeHtml(value)}</${tag}>`;
  const html = [
    '<!doctype html>',
    `<html lang="${INTL_LOCALE[locale]}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(intro.body)}</p>`,
    `<h2>${escapeHtml(texts.heading)}</h2>`,
    ...(reason ? [`<p>${escapeHtml(reason)}</p>`] : []),
    '<table style="border-collapse:collapse">',
    `<tr>${cell(texts.item)}${cell(texts.quantity, 'right')}${cell(texts.price, 'right')}</tr>`,
    ...items.map((i) => `<tr>${cell(i.name)}${cell(i.quantity, 'right')}${cell(i.price, 'right')}</tr>`),
    ...lines.map((l) => `<tr>${cell(l.label)}<td></td>${cell(l.amount, 'right')}</tr>`),
    ...totals.map((l) => `<tr>${cell(l.label, 'left', 'th')}<td></td>${cell(l.amount, 'right', 'th')}</tr>`),
    '</table>',
    ...(card ? [`<p>${escapeHtml(card)}</p>`] : []),
    '</body></html>',
  ].join('\n');

  return { subject: intro.subject, body: text, html };
}
