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
      execute: async ([job]) => {
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

  it('given a kind limited to one slot whose job waits, when other kinds are due, then they run in the free slots and its next row waits for its turn', async () => {
    const lockHeld = deferred<void>();
    const ran: string[] = [];
    const skips: string[][] = [];
    // The queue in claim order: the limited kind's rows first, as a backlog of one kind would be.
    const due = [row(1, 'locked'), row(2, 'locked'), row(3, 'locked'), row(4, 'quick'), row(5, 'quick')];
    const lane = new JobLane({
      claim: (limit, skip) => {
        skips.push([...skip]);
        const rows = due.filter((r) => !skip.includes(r.kind)).slice(0, limit);
        for (const r of rows) due.splice(due.indexOf(r), 1);
        return Promise.resolve(rows);
      },
      execute: async ([job]) => {
        ran.push(`${job.kind}-${job.id}`);
        if (job.kind === 'locked' && String(job.id) === '1') await lockHeld.promise;
        // The last quick job lets the first locked one end: the quick ones cannot wait behind it.
        if (ran.filter((r) => r.startsWith('quick')).length === 2) lockHeld.resolve();
      },
      concurrency: 4,
      limitOf: (kind) => (kind === 'locked' ? 1 : 4),
      claimBatch: 3,
      pollMs: 60_000,
      warn: () => undefined,
    });
    await expect(lane.runDue()).resolves.toBe(5);
    expect(ran).toEqual(['locked-1', 'quick-4', 'quick-5', 'locked-2', 'locked-3']);
    // Once its rows waited in the buffer, the lane claimed without the limited kind.
    expect(skips[1]).toEqual(['locked']);
  });

  it('given a limited kind with more rows due than one claim brings, when its buffered rows are done, then the lane claims it again in the same pass', async () => {
    const due = Array.from({ length: 7 }, (_, i) => row(i + 1, 'serial'));
    const ran: number[] = [];
    let inFlight = 0;
    let most = 0;
    const lane = new JobLane({
      claim: (limit, skip) => {
        const rows = due.filter((r) => !skip.includes(r.kind)).slice(0, limit);
        for (const r of rows) due.splice(due.indexOf(r), 1);
        return Promise.resolve(rows);
      },
      execute: async ([job]) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await tick();
        ran.push(Number(job.id));
        inFlight -= 1;
      },
      concurrency: 4,
      limitOf: () => 2,
      claimBatch: 3,
      pollMs: 60_000,
      warn: () => undefined,
    });
    await expect(lane.runDue()).resolves.toBe(7);
    expect(ran.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(2);
  });

  it('given a kind run in batches of 3 behind another kind, when five of its rows and two others are due, then a slot takes its buffered rows together in claim order and the others run alone', async () => {
    const due = [
      row(1, 'mail'),
      row(2, 'other'),
      row(3, 'mail'),
      row(4, 'mail'),
      row(5, 'mail'),
      row(6, 'other'),
      row(7, 'mail'),
    ];
    const executions: string[] = [];
    const lane = new JobLane({
      claim: (limit) => Promise.resolve(due.splice(0, limit)),
      execute: async (rows) => {
        executions.push(rows.map((r) => `${r.kind}-${r.id}`).join(','));
        await tick();
      },
      concurrency: 1,
      batchOf: (kind) => (kind === 'mail' ? 3 : 1),
      claimBatch: 10,
      pollMs: 60_000,
      warn: () => undefined,
    });
    await expect(lane.runDue()).resolves.toBe(7);
    expect(executions).toEqual(['mail-1,mail-3,mail-4', 'other-2', 'mail-5,mail-7', 'other-6']);
  });
});
