import type { Ineligibility, ScoredCandidate } from '@contracts/assignment';
import type { BatchNeeds, BuyerCandidate } from './buyer-profile.types';

/** Points per component; the total is out of 100. */
export const WEIGHTS = { location: 40, category: 30, rating: 20, headroom: 10 } as const;
/** A buyer without ratings is scored as if rated this, so newcomers are neither favoured nor starved. */
export const NEUTRAL_RATING = 3;

// The scored candidate is what GET /api/admin/batches/{id}/assignment shows: its type is the contract's.
export type { Ineligibility, ScoredCandidate };

export interface Choice {
  chosen: ScoredCandidate | null;
  /** Every buyer considered, best first (eligible ones before the rest). */
  candidates: ScoredCandidate[];
  reason: string;
}

const MAX_NAMED_EXCLUDED = 10;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Share of `wanted` values found in `offered`; null when the buyer did not specify any (neutral). */
function coverage(offered: readonly string[], wanted: readonly string[]): number | null {
  if (offered.length === 0) return null;
  if (wanted.length === 0) return 1;
  const set = new Set(offered.map((v) => v.toLowerCase()));
  return wanted.filter((v) => set.has(v.toLowerCase())).length / wanted.length;
}

export function scoreCandidate(buyer: BuyerCandidate, needs: BatchNeeds): ScoredCandidate {
  const location = coverage(buyer.originCountries, needs.fromCountries);
  const category = coverage(buyer.categories, needs.categories);
  const rating = buyer.ratingCount > 0 ? buyer.rating : NEUTRAL_RATING;
  const headroom = buyer.capacity > 0 ? Math.max(0, 1 - buyer.openLoad / buyer.capacity) : 0;
  const components = {
    location: round2(WEIGHTS.location * (location ?? 0.5)),
    category: round2(WEIGHTS.category * (category ?? 0.5)),
    rating: round2((WEIGHTS.rating * rating) / 5),
    headroom: round2(WEIGHTS.headroom * headroom),
  };
  let ineligible: Ineligibility | null = null;
  if (needs.excludedBuyerIds.includes(buyer.accountId)) ineligible = 'already_had_batch';
  else if (!buyer.available) ineligible = 'unavailable';
  else if (buyer.openLoad >= buyer.capacity) ineligible = 'at_capacity';
  else if (location === 0) ineligible = 'wrong_origin';
  return {
    buyer_id: buyer.accountId,
    eligible: ineligible === null,
    ineligible_reason: ineligible,
    score: round2(components.location + components.category + components.rating + components.headroom),
    components,
    open_load: buyer.openLoad,
    capacity: buyer.capacity,
    rating: buyer.rating,
    rating_count: buyer.ratingCount,
  };
}

/** Best first: higher score, then lighter load, then more ratings, then account id (a total order: deterministic). */
export function compareCandidates(a: ScoredCandidate, b: ScoredCandidate): number {
  if (a.eligible !== b.eligible) return a.eligible ? -1 : 1;
  return (
    b.score - a.score ||
    a.open_load - b.open_load ||
    b.rating_count - a.rating_count ||
    (a.buyer_id < b.buyer_id ? -1 : a.buyer_id > b.buyer_id ? 1 : 0)
  );
}

const INELIGIBLE_WORDS: Record<Ineligibility, string> = {
  unavailable: 'not available',
  at_capacity: 'at capacity',
  wrong_origin: 'does not buy from the items’ countries',
  already_had_batch: 'already had this request',
};

function describe(c: ScoredCandidate): string {
  const k = c.components;
  return `${c.buyer_id} scored ${c.score}/100 (location ${k.location}/${WEIGHTS.location}, category ${k.category}/${WEIGHTS.category}, rating ${k.rating}/${WEIGHTS.rating}, availability ${k.headroom}/${WEIGHTS.headroom} with ${c.open_load}/${c.capacity} open)`;
}

/** Scores every buyer and picks the best eligible one, with the reason in words. */
export function chooseBuyer(buyers: readonly BuyerCandidate[], needs: BatchNeeds): Choice {
  const candidates = buyers.map((b) => scoreCandidate(b, needs)).sort(compareCandidates);
  const chosen = candidates.find((c) => c.eligible) ?? null;
  const others = candidates.filter((c) => c !== chosen);
  const runnerUp = others.find((c) => c.eligible);
  const excluded = others
    .filter((c) => !c.eligible)
    .map((c) => `${c.buyer_id} (${INELIGIBLE_WORDS[c.ineligible_reason ?? 'unavailable']})`);
  const wanted = `items from ${needs.fromCountries.join(', ') || 'anywhere'} in ${needs.categories.join(', ') || 'no category'}`;
  const parts: string[] = [];
  if (chosen) {
    parts.push(`Chose ${describe(chosen)} for ${wanted}.`);
    if (runnerUp) parts.push(`Next best: ${describe(runnerUp)}.`);
  } else {
    parts.push(`No eligible buyer for ${wanted}; staff must assign by hand.`);
  }
  // The full list is in the candidates; the sentence stays readable (and fits the event's explanation).
  const shown = excluded.slice(0, MAX_NAMED_EXCLUDED).join(', ');
  if (excluded.length > 0)
    parts.push(
      `Not eligible: ${shown}${excluded.length > MAX_NAMED_EXCLUDED ? ` and ${excluded.length - MAX_NAMED_EXCLUDED} more` : ''}.`,
    );
  if (buyers.length === 0) parts.push('No buyer profiles exist.');
  return { chosen, candidates, reason: parts.join(' ') };
}
