/**
 * The configured maxima of what a requester or buyer may enter (spec §5 "Over Maximum Value"): the
 * server refuses more with 400 VALIDATION_FAILED naming the field (constraint `max`), and the forms
 * use the same numbers. Money is in the item's minor units, weight in hundredths of a pound.
 */
export const INPUT_MAXIMA = {
  /** One item's unit price: 100,000.00 in its currency. */
  price: 10_000_000,
  /** Units of one item. */
  quantity: 9999,
  /** One unit's weight: 1,000 lb. */
  weight: 100_000,
  /** Any single fee a buyer enters (seller/local shipping, additional fee): 100,000.00. */
  fee: 10_000_000,
} as const;

/** The spec's generic message for a number above its maximum (§5). */
export const OVER_MAXIMUM_VALUE = 'Over Maximum Value';
