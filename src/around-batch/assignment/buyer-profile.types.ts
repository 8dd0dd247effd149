/** A buyer as the assignment sees them (table assignment_buyer_profiles). */
export interface BuyerProfile {
  accountId: string;
  /** Lower-case country codes the buyer buys from; empty = not specified (matches any origin, neutral score). */
  originCountries: string[];
  /** Shop categories the buyer knows; empty = not specified (matches any category, neutral score). */
  categories: string[];
  available: boolean;
  /** Most open (assigned, not yet answered) requests at once. */
  capacity: number;
  /** 0-5; with ratingCount 0 the score uses a neutral 3. */
  rating: number;
  ratingCount: number;
}

/** A buyer plus their current open load, the input of scoring. */
export interface BuyerCandidate extends BuyerProfile {
  openLoad: number;
}

/** What about the batch matters for choosing. */
export interface BatchNeeds {
  fromCountries: string[];
  categories: string[];
  /** Buyers who already had this batch (declined it or let the window pass); never chosen again automatically. */
  excludedBuyerIds: string[];
}
