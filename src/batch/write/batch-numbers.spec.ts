import type { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { BATCH_NUMBER_BLOCK, BatchNumbers } from './batch-numbers';

/** A sequence behind a fake DataSource that counts its round trips. */
function sequence() {
  let value = 0;
  let queries = 0;
  const dataSource = {
    query: (_text: string, params: [number]) => {
      queries += 1;
      const rows = Array.from({ length: params[0] }, () => ({ n: String((value += 1)) }));
      // PostgreSQL does not promise the order of a set's rows.
      return Promise.resolve(rows.reverse());
    },
  } as unknown as DataSource;
  return { dataSource, queries: () => queries };
}

describe('BatchNumbers', () => {
  const clock: Pick<Clock, 'now'> = { now: () => new Date('2026-11-24T20:00:00Z') };

  it('hands out unique numbers in sequence order, one round trip per block, also to concurrent creates', async () => {
    const seq = sequence();
    const numbers = new BatchNumbers(seq.dataSource, clock);
    const count = BATCH_NUMBER_BLOCK * 2 + 3;
    const got = await Promise.all(Array.from({ length: count }, () => numbers.next()));
    expect(new Set(got).size).toBe(count);
    expect(got).toEqual([...got].sort());
    expect(got[0]).toBe('BN20261125000001');
    expect(seq.queries()).toBe(3);
  });
});
