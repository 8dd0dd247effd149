import type { BatchNeeds, BuyerCandidate } from './buyer-profile.types';
import { chooseBuyer, scoreCandidate } from './buyer-scoring';

const buyer = (accountId: string, over: Partial<BuyerCandidate> = {}): BuyerCandidate => ({
  accountId,
  originCountries: ['us'],
  categories: ['sports_and_outdoors'],
  available: true,
  capacity: 10,
  rating: 4,
  ratingCount: 10,
  openLoad: 0,
  ...over,
});
const needs: BatchNeeds = { fromCountries: ['us'], categories: ['sports_and_outdoors'], excludedBuyerIds: [] };

describe('buyer scoring', () => {
  it('gives full location and category points for a full match and neutral points when unspecified', () => {
    expect(scoreCandidate(buyer('a'), needs).components).toEqual({
      location: 40,
      category: 30,
      rating: 16,
      headroom: 10,
    });
    expect(scoreCandidate(buyer('b', { originCountries: [], categories: [] }), needs).components).toMatchObject({
      location: 20,
      category: 15,
    });
  });

  it('prefers location, then category, then rating, then headroom', () => {
    const pick = (buyers: BuyerCandidate[]) => chooseBuyer(buyers, needs).chosen?.buyer_id;
    expect(pick([buyer('jp', { originCountries: ['jp', 'us'], categories: [] }), buyer('us')])).toBe('us');
    expect(pick([buyer('other', { categories: ['books'] }), buyer('sport')])).toBe('sport');
    expect(pick([buyer('low', { rating: 3 }), buyer('high', { rating: 5 })])).toBe('high');
    expect(pick([buyer('busy', { openLoad: 5 }), buyer('free')])).toBe('free');
  });

  it('excludes unavailable, full, wrong-origin and previous buyers, and explains why', () => {
    const choice = chooseBuyer(
      [
        buyer('off', { available: false, rating: 5 }),
        buyer('full', { openLoad: 10, rating: 5 }),
        buyer('japan', { originCountries: ['jp'], rating: 5 }),
        buyer('before', { rating: 5 }),
        buyer('ok', { rating: 2 }),
      ],
      { ...needs, excludedBuyerIds: ['before'] },
    );
    expect(choice.chosen?.buyer_id).toBe('ok');
    expect(choice.candidates.filter((c) => !c.eligible).map((c) => [c.buyer_id, c.ineligible_reason])).toEqual(
      expect.arrayContaining([
        ['off', 'unavailable'],
        ['full', 'at_capacity'],
        ['japan', 'wrong_origin'],
        ['before', 'already_had_batch'],
      ]),
    );
    expect(choice.reason).toContain('Chose ok scored');
    expect(choice.reason).toContain('japan (does not buy from the items’ countries)');
  });

  it('breaks ties deterministically by load, ratings count and id', () => {
    expect(chooseBuyer([buyer('b'), buyer('a')], needs).chosen?.buyer_id).toBe('a');
    expect(chooseBuyer([buyer('a', { ratingCount: 1 }), buyer('b', { ratingCount: 50 })], needs).chosen?.buyer_id).toBe(
      'b',
    );
  });

  it('chooses nobody when nobody is eligible, and says staff must assign', () => {
    const choice = chooseBuyer([buyer('off', { available: false })], needs);
    expect(choice.chosen).toBeNull();
    expect(choice.reason).toContain('staff must assign by hand');
  });
});
