import type { QuoteItemChange, QuoteLines, QuoteRevisionEntry } from '@contracts/batch/quote';
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

/** An item's weight or seller shipping moved: named even when the line it feeds kept its figure (a charged weight by size). */
function itemTopics(items: readonly QuoteItemChange[] | undefined): QuoteChangeTopic[] {
  return [
    ...(items?.some((i) => i.weight) ? (['weight'] as const) : []),
    ...(items?.some((i) => i.seller_shipping) ? (['shippingFee'] as const) : []),
  ];
}

/**
 * The topics of the changed lines, each once, in the breakdown's order; the total is not a topic,
 * and the lines that follow the subtotal are named only when nothing the buyer typed changed
 * (a waived service fee, a coupon). `items` (the revision's `item_changes`, when it has them) tells
 * a changed subtotal's price from its quantity, and names an item's weight or seller shipping.
 */
export function quoteChangeTopics(
  before: QuoteLines,
  now: QuoteLines,
  items?: readonly QuoteItemChange[],
): QuoteChangeTopic[] {
  const topics = [
    ...new Set([
      ...quoteLineRows(now, before, true)
        .filter((r) => r.field !== 'total')
        .flatMap((r) =>
          r.field === 'item_subtotal' ? subtotalTopics(items) : [TOPIC_OF[r.field as Exclude<QuoteLineField, 'total'>]],
        ),
      ...itemTopics(items),
    ]),
  ];
  const typed = topics.filter((topic) => !FOLLOWING.has(topic));
  return typed.length > 0 ? typed : topics;
}

/** The figures of an item a quote change tells old → new, in the order a diff lists them. */
export const ITEM_FIGURES = ['price', 'quantity', 'weight', 'seller_shipping'] as const;
export type ItemFigure = (typeof ITEM_FIGURES)[number];

/** One line of an item's change: "Desk fan, item price: US$40.00 → US$45.00". */
export interface ItemChangeRow {
  item_id: string;
  name: string;
  figure: ItemFigure;
  before: number;
  now: number;
}

/** The item lines of a diff: each item in order, each of its moved figures in `ITEM_FIGURES` order. */
export function itemChangeRows(changes: readonly QuoteItemChange[] | undefined): ItemChangeRow[] {
  return (changes ?? []).flatMap((c) =>
    ITEM_FIGURES.flatMap((figure) => {
      const moved = c[figure];
      return moved ? [{ item_id: c.item_id, name: c.name, figure, before: moved.before, now: moved.now }] : [];
    }),
  );
}

/**
 * What changed from the quote revision `from` to the later `to`, across the revisions between (the
 * requester saw revision 2; the buyer changed the price, then the weight): the items' changes with
 * each figure's first `before` and last `now` (a figure back where it was is left out), and the last
 * note given on the way. `complete` is false when a revision between is not in `revisions`.
 */
export function changeBetween(
  revisions: readonly QuoteRevisionEntry[],
  from: number,
  to: number,
): { items: QuoteItemChange[]; note: string | null; complete: boolean } {
  const steps = revisions.filter((r) => r.revision > from && r.revision <= to);
  const merged = new Map<string, QuoteItemChange>();
  for (const step of steps)
    for (const change of step.item_changes ?? []) {
      const was = merged.get(change.item_id) ?? { item_id: change.item_id, name: change.name };
      const next: QuoteItemChange = { ...was, name: change.name };
      for (const figure of ITEM_FIGURES) {
        const moved = change[figure];
        if (moved) next[figure] = { before: was[figure]?.before ?? moved.before, now: moved.now };
      }
      merged.set(change.item_id, next);
    }
  const items = [...merged.values()].flatMap((c): QuoteItemChange[] => {
    const kept = ITEM_FIGURES.flatMap((f) => {
      const moved = c[f];
      return moved && moved.before !== moved.now ? [[f, moved] as const] : [];
    });
    return kept.length > 0
      ? [{ item_id: c.item_id, name: c.name, ...(Object.fromEntries(kept) as Partial<QuoteItemChange>) }]
      : [];
  });
  const note = steps.reduce<string | null>((last, r) => r.note ?? last, null);
  return { items, note, complete: steps.length === to - from };
}
