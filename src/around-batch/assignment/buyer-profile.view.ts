import type { BuyerProfileView } from '@contracts/assignment';
import type { BuyerCandidate } from './buyer-profile.types';

/** API shape (snake_case, spec §7 style) of a buyer profile with its open load. */
export function buyerProfileView(p: BuyerCandidate): BuyerProfileView {
  return {
    buyer_id: p.accountId,
    origin_countries: p.originCountries,
    categories: p.categories,
    available: p.available,
    capacity: p.capacity,
    rating: p.rating,
    rating_count: p.ratingCount,
    open_load: p.openLoad,
  };
}
