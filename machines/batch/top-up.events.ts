/**
 * The events of paying a higher quote revision's increase (a top-up, batch.top-up.ts): a leaf that
 * batch.events.ts takes into the batch's event union.
 */
type Ev<T extends string, D> = { readonly type: T; readonly data: D };

/**
 * The requester `by` started paying the increase of a higher revision (a top-up, HKD minor units)
 * with the pay attempt `paymentReference`; the revision still waits until the card is authorised.
 * `by` is absent on the first top-ups recorded; their event's actor is the requester too.
 */
export type TopUpPaymentStarted = Ev<
  'TopUpPaymentStarted',
  { revisionId: string; amount: number; paymentReference: string; by?: string }
>;
/** The provider authorised the top-up; QuoteRevisionAccepted follows in the same append. */
export type TopUpPaymentAuthorised = Ev<
  'TopUpPaymentAuthorised',
  { revisionId: string; amount: number; pspReference: string; at: string; cardSummary?: string }
>;
/** The card was refused (or the attempt expired): the revision still waits, the requester may pay again. */
export type TopUpPaymentFailed = Ev<'TopUpPaymentFailed', { revisionId: string; code: string; message: string }>;
/** The top-up was captured at once (the items are bought already) on its own provider payment. */
export type TopUpPaymentCaptured = Ev<
  'TopUpPaymentCaptured',
  { revisionId: string; amount: number; pspReference: string }
>;

/**
 * The part of a lower revision's difference given back from one captured top-up (HKD minor units,
 * on that top-up's own payment `pspReference`); QuoteDifferenceRefunded lists them.
 */
export interface QuoteDifferenceTopUpPart {
  revisionId: string;
  pspReference: string;
  amount: number;
}

export type TopUpEvent = TopUpPaymentStarted | TopUpPaymentAuthorised | TopUpPaymentFailed | TopUpPaymentCaptured;

export const TOP_UP_EVENT_TYPES = [
  'TopUpPaymentStarted',
  'TopUpPaymentAuthorised',
  'TopUpPaymentFailed',
  'TopUpPaymentCaptured',
] as const satisfies readonly TopUpEvent['type'][];
