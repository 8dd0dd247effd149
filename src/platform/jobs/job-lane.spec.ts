import { JobLane } from './job-lane';
import type { JobRow } from './job.types';

const row = (id: number, kind: string): JobRow => ({ id, kind, dedupe_key: `${kind}-${id}` }) as unknown as JobRow;

/** A promise and its resolver. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('JobLane', () => {
  it('given a slow job running, when a wake comes while a claim is still out and that claim finds nothing, then the next claim still runs the job that woke it', async () => {
    // Each claim is answered by the test, in order.
    const claims: { limit: number; answer: ReturnType<typeof deferred<JobRow[]>> }[] = [];
    const slowMayEnd = deferred<void>();
    const ran: string[] = [];
    const lane = new JobLane({
      claim: (limit) => {
        const answer = deferred<JobRow[]>();
        claims.push({ limit, answer });
        return answer.promise;
      },
      execute: async (job) => {
        ran.push(job.kind);
        if (job.kind === 'slow') await slowMayEnd.promise;
        if (job.kind === 'quick') slowMayEnd.resolve();
      },
      concurrency: 2,
      claimBatch: 10,
      pollMs: 60_000,
      warn: () => undefined,
    });
    const pass = lane.runDue();
    await tick();
    claims[0].answer.resolve([row(1, 'slow')]);
    await tick();
    // The free slot's claim is out, its snapshot taken before the quick job commits...
    expect(claims).toHaveLength(2);
    // ...the quick job commits and its NOTIFY wakes the lane, then that claim answers: nothing.
    lane.wake();
    claims[1].answer.resolve([]);
    await tick();
    // Without the fix the lane took the empty answer as "nothing due" and both slots waited for the
    // slow job, which waits for the quick one: no third claim, ever.
    expect(claims).toHaveLength(3);
    claims[2].answer.resolve([row(2, 'quick')]);
    for (let i = 3; i < 10; i++) {
      await tick();
      claims[i]?.answer.resolve([]);
    }
    await expect(pass).resolves.toBe(2);
    expect(ran).toEqual(['slow', 'quick']);
  });

  it('given nothing due, when a claim finds nothing and no wake came, then the pass ends', async () => {
    const lane = new JobLane({
      claim: () => Promise.resolve([]),
      execute: () => Promise.resolve(),
      concurrency: 4,
      claimBatch: 10,
      pollMs: 60_000,
      warn: () => undefined,
    });
    await expect(lane.runDue()).resolves.toBe(0);
  });
});
