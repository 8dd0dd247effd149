import type { QuoteItemChange, QuoteLines } from '@contracts/batch/quote';
import { QUOTE_LINE_LABELS } from '../i18n/quote-lines';

export type QuoteLineField = keyof QuoteLines;

/** Every quote line, in the order the breakdowns show them. */
export const QUOTE_FIELDS = Object.keys(QUOTE_LINE_LABELS) as QuoteLineField[];

/** Shown even at zero; the other lines only when one of the two quotes asks for money there. */
const ALWAYS: ReadonlySet<QuoteLineField> = new Set(['item_subtotal', 'service_fee', 'total']);

/** One line of a Before/Now table: `before` is null for the first quote (nothing to compare). */
export interface QuoteLineRow {
  field: QuoteLineField;
  before: number | null;
  now: number;
  changed: boolean;
}

/**
 * The Before/Now rows of a quote against the one before it: the console's quote revisions and the
 * requester's quote diff read the same rows. `changedOnly` keeps the changed lines (the diff
 * under a banner); otherwise the lines that ask for money in either quote, changed ones marked.
 */
export function quoteLineRows(now: QuoteLines, before?: QuoteLines | null, changedOnly = false): QuoteLineRow[] {
  return QUOTE_FIELDS.map((field) => ({
    field,
    before: before ? before[field] : null,
    now: now[field],
    changed: before ? before[field] !== now[field] : false,
  })).filter((r) =>
    changedOnly ? r.changed : ALWAYS.has(r.field) || r.now !== 0 || (r.before !== null && r.before !== 0),
  );
}

/**
 * What a change is about, in the words a requester knows: a line of the quote tells which of the
 * buyer's figures moved (the item subtotal is price × quantity: `price` and/or `quantity` when the
 * revision's item changes say which, else `priceOrQuantity`; international shipping follows the
 * weight; seller and local shipping are the shipping fee).
 */
export type QuoteChangeTopic =
  | 'price'
  | 'quantity'
  | 'priceOrQuantity'
  | 'shippingFee'
  | 'weight'
  | 'additionalFee'
  | 'serviceFee'
  | 'insurance'
  | 'coupon';

const TOPIC_OF: Record<Exclude<QuoteLineField, 'total'>, QuoteChangeTopic> = {
  item_subtotal: 'priceOrQuantity',
  seller_shipping: 'shippingFee',
  local_shipping: 'shippingFee',
  international_shipping: 'weight',
  additional_fee: 'additionalFee',
  service_fee: 'serviceFee',
  insurance_fee: 'insurance',
  coupon_discount: 'coupon',
};

/** Lines the engine works out from the others (a percentage of the subtotal): a consequence, not a change of their own. */
const FOLLOWING: ReadonlySet<QuoteChangeTopic> = new Set(['serviceFee', 'insurance', 'coupon']);

/** The subtotal's topics from the items' own changes: price, quantity or both (none known: the line's general word). */
function subtotalTopics(items: readonly QuoteItemChange[] | undefined): QuoteChangeTopic[] {
  const named: QuoteChangeTopic[] = [
    ...(items?.some((i) => i.price) ? (['price'] as const) : []),
    ...(items?.some((i) => i.quantity) ? (['quantity'] as const) : []),
  ];
  return named.length > 0 ? named : ['priceOrQuantity'];
}

/**
 * The topics of the changed lines, each once, in the breakdown's order; the total is not a topic,
 * and the lines that follow the subtotal are named only when nothing the buyer typed changed
 * (a waived service fee, a coupon). `items` (the revision's `item_changes`, when it has them) tells
 * a changed subtotal's price from its quantity.
 */
export function quoteChangeTopics(
  before: QuoteLines,
  now: QuoteLines,
  items?: readonly QuoteItemChange[],
): QuoteChangeTopic[] {
  const topics = [
    ...new Set(
      quoteLineRows(now, before, true)
        .filter((r) => r.field !== 'total')
        .flatMap((r) =>
          r.field === 'item_subtotal' ? subtotalTopics(items) : [TOPIC_OF[r.field as Exclude<QuoteLineField, 'total'>]],
        ),
    ),
  ];
  const typed = topics.filter((topic) => !FOLLOWING.has(topic));
  return typed.length > 0 ? typed : topics;
}
