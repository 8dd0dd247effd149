import type { BatchContext, PaymentRecorded } from '@machines/batch';
import { interpolate, type NotificationLocale } from './notification-templates';

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
  total: string;
  card: string;
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

/**
 * The payment e-mail as a receipt: each item (name, quantity, unit price in its own currency), the
 * fees of the quote that was paid (service fee, shipping, any other fee, the coupon discount), the
 * total charged in HKD first with the quote's own currency beside it, and the card's last four
 * digits when the provider reported them (events recorded before it did carry none). Declined items
 * were not paid for and are left out. Pure: the caller supplies the texts in the reader's language.
 */
export function paymentReceipt(
  intro: { subject: string; body: string },
  texts: ReceiptTexts,
  locale: NotificationLocale,
  context: BatchContext,
  payment: PaymentRecorded,
): RenderedEmail {
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const items = context.items
    .filter((i) => i.state !== 'declined')
    .map((i) => ({ name: i.name, quantity: String(i.quantity), price: money(i.price.amount, i.price.currency) }));
  const fees = context.fees;
  const lines: ReceiptLine[] = [];
  if (fees) {
    const shipping = fees.sellerShipping + fees.localShipping + fees.internationalShipping;
    const other = fees.additionalFee + fees.insuranceFee;
    lines.push({ label: texts.serviceFee, amount: money(fees.serviceFee, fees.currency) });
    lines.push({ label: texts.shipping, amount: money(shipping, fees.currency) });
    if (other > 0) lines.push({ label: texts.otherFees, amount: money(other, fees.currency) });
    if (fees.couponDiscount > 0)
      lines.push({ label: texts.couponDiscount, amount: `-${money(fees.couponDiscount, fees.currency)}` });
  }
  const hkd = money(payment.amount, 'HKD');
  const original = fees && fees.currency !== 'HKD' ? money(fees.total, fees.currency) : null;
  const total = original ? `${hkd} (${original})` : hkd;
  const card = payment.cardSummary ? interpolate(texts.card, { lastFour: payment.cardSummary }) : null;

  const text = [
    intro.body,
    '',
    texts.heading,
    ...items.map((i) => `- ${i.name} × ${i.quantity}: ${i.price}`),
    ...lines.map((l) => `${l.label}: ${l.amount}`),
    `${texts.total}: ${total}`,
    ...(card ? [card] : []),
  ].join('\n');

  const cell = (value: string, align = 'left') =>
    `<td style="text-align:${align};padding:4px 8px">${escapeHtml(value)}</td>`;
  const html = [
    '<!doctype html>',
    `<html lang="${INTL_LOCALE[locale]}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(intro.body)}</p>`,
    `<h2>${escapeHtml(texts.heading)}</h2>`,
    '<table style="border-collapse:collapse">',
    `<tr>${cell(texts.item)}${cell(texts.quantity, 'right')}${cell(texts.price, 'right')}</tr>`,
    ...items.map((i) => `<tr>${cell(i.name)}${cell(i.quantity, 'right')}${cell(i.price, 'right')}</tr>`),
    ...lines.map((l) => `<tr>${cell(l.label)}<td></td>${cell(l.amount, 'right')}</tr>`),
    `<tr><th style="text-align:left;padding:4px 8px">${escapeHtml(texts.total)}</th><td></td>` +
      `<th style="text-align:right;padding:4px 8px">${escapeHtml(total)}</th></tr>`,
    '</table>',
    ...(card ? [`<p>${escapeHtml(card)}</p>`] : []),
    '</body></html>',
  ].join('\n');

  return { subject: intro.subject, body: text, html };
}
