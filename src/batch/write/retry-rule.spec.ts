import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.errors';
import { ApiError } from '../../platform/web/api-error';
import { MAX_WRITE_ATTEMPTS, retryOnConflict, StaleCachedState } from './retry-rule';

const conflict = () => new WrongExpectedRevisionError('batch-1', '3', 4);

describe('the one retry rule', () => {
  it('retries a conflict up to MAX_WRITE_ATTEMPTS, then answers 409 BATCH_CONCURRENT_MODIFICATION', async () => {
    let attempts = 0;
    const caught = await retryOnConflict('b1', () => {
      attempts += 1;
      throw conflict();
    }).catch((e: unknown) => e);
    expect(attempts).toBe(MAX_WRITE_ATTEMPTS);
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ status: 409, code: 'BATCH_CONCURRENT_MODIFICATION' });
  });

  it('retries a stale cached state at once, counted like any conflict', async () => {
    const numbers: number[] = [];
    const result = await retryOnConflict('b1', (n) => {
      numbers.push(n);
      if (n === 1) throw new StaleCachedState('batch-1');
      if (n === 2) throw conflict();
      return Promise.resolve('written');
    });
    expect(result).toBe('written');
    expect(numbers).toEqual([1, 2, 3]);

    let attempts = 0;
    const caught = await retryOnConflict('b1', () => {
      attempts += 1;
      throw new StaleCachedState('batch-1');
    }).catch((e: unknown) => e);
    expect(attempts).toBe(MAX_WRITE_ATTEMPTS);
    expect(caught).toMatchObject({ status: 409, code: 'BATCH_CONCURRENT_MODIFICATION' });
  });

  it('does not retry anything else', async () => {
    let attempts = 0;
    const refusal = new Error('outage');
    await expect(
      retryOnConflict('b1', () => {
        attempts += 1;
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(attempts).toBe(1);
  });
});
