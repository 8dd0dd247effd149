/** The card schemes the provider names (its `brand` values); which ones we take is configuration. */
export type CardBrand = 'visa' | 'mc' | 'jcb' | 'amex' | 'unknown';
