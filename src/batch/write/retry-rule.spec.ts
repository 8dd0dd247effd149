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

  it('gives a stale cached state one extra attempt that does not count; a second one counts', async () => {
    const numbers: number[] = [];
    const result = await retryOnConflict('b1', (n) => {
      numbers.push(n);
      if (numbers.length === 1) throw new StaleCachedState('batch-1');
      if (numbers.length === 2) throw conflict();
      return Promise.resolve('written');
    });
    expect(result).toBe('written');
    expect(numbers).toEqual([1, 1, 2]);

    let attempts = 0;
    await retryOnConflict('b1', () => {
      attempts += 1;
      throw new StaleCachedState('batch-1');
    }).catch(() => undefined);
    expect(attempts).toBe(MAX_WRITE_ATTEMPTS + 1);
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
