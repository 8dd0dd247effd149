import type { BuyerCandidate } from './buyer-profile.types';
import { DecisionHold } from './decision-hold';

const buyer = (accountId: string, openLoad: number): BuyerCandidate => ({
  accountId,
  originCountries: [],
  categories: [],
  available: true,
  capacity: 2,
  rating: 4,
  ratingCount: 1,
  openLoad,
});

describe('DecisionHold', () => {
  it('given a hold, when its decisions ask for the pool, then it is read once and each assignment adds to its buyer', async () => {
    const hold = new DecisionHold();
    const read = jest.fn(() => Promise.resolve([buyer('b-1', 0), buyer('b-2', 1)]));

    await hold.candidates(read);
    hold.decided('b-1');
    hold.decided('b-1');
    hold.decided();
    const pool = await hold.candidates(read);

    expect(read).toHaveBeenCalledTimes(1);
    expect(pool.map((b) => [b.accountId, b.openLoad])).toEqual([
      ['b-1', 2],
      ['b-2', 1],
    ]);
  });

  it('given a decision running, when it is decided, then its turn is over (and not before)', async () => {
    const hold = new DecisionHold();
    let over = false;
    void hold.turnOver().then(() => (over = true));

    await Promise.resolve();
    expect(over).toBe(false);
    hold.decided();
    await Promise.resolve();

    expect(over).toBe(true);
  });

  it('given a pool that failed to read, when the next decision asks, then it is read again', async () => {
    const hold = new DecisionHold();
    const read = jest
      .fn<Promise<BuyerCandidate[]>, []>()
      .mockRejectedValueOnce(new Error('connection lost'))
      .mockResolvedValueOnce([buyer('b-1', 0)]);

    await expect(hold.candidates(read)).rejects.toThrow('connection lost');
    await expect(hold.candidates(read)).resolves.toHaveLength(1);
  });
});
