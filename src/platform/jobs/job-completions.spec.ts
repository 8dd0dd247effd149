import { JobCompletions } from './job-completions';

/** A write the test answers: each call waits for its own `finish`. */
function answeredWrites() {
  const calls: { ids: readonly string[]; finish: (error?: Error) => void }[] = [];
  const write = (ids: readonly string[]) =>
    new Promise<void>((resolve, reject) => calls.push({ ids, finish: (error) => (error ? reject(error) : resolve()) }));
  return { calls, write };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('JobCompletions', () => {
  it('given an idle worker, when one job finishes, then its row is written at once and alone', async () => {
    const { calls, write } = answeredWrites();
    const completions = new JobCompletions(write, 50);
    const done = completions.complete('1');
    expect(calls.map((c) => c.ids)).toEqual([['1']]);
    calls[0].finish();
    await expect(done).resolves.toBeUndefined();
  });

  it('given a write out, when more jobs finish meanwhile, then they go together in one next write of at most `max` ids', async () => {
    const { calls, write } = answeredWrites();
    const completions = new JobCompletions(write, 3);
    const all = ['1', '2', '3', '4', '5', '6'].map((id) => completions.complete(id));
    expect(calls.map((c) => c.ids)).toEqual([['1']]);
    calls[0].finish();
    await tick();
    expect(calls.map((c) => c.ids)).toEqual([['1'], ['2', '3', '4']]);
    calls[1].finish();
    await tick();
    expect(calls.map((c) => c.ids)).toEqual([['1'], ['2', '3', '4'], ['5', '6']]);
    calls[2].finish();
    await expect(Promise.all(all)).resolves.toHaveLength(6);
  });

  it('given a write that fails, then exactly its jobs learn it and the next batch is still written', async () => {
    const { calls, write } = answeredWrites();
    const completions = new JobCompletions(write, 50);
    const first = completions.complete('1');
    const second = completions.complete('2');
    calls[0].finish(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    expect(calls.map((c) => c.ids)).toEqual([['1'], ['2']]);
    calls[1].finish();
    await expect(second).resolves.toBeUndefined();
  });

  it('given an idle worker, when a batch of jobs finishes together, then their rows share one write', async () => {
    const { calls, write } = answeredWrites();
    const completions = new JobCompletions(write, 50);
    const all = completions.completeAll(['1', '2', '3']);
    expect(calls.map((c) => c.ids)).toEqual([['1', '2', '3']]);
    calls[0].finish();
    await expect(Promise.all(all)).resolves.toHaveLength(3);
  });

  it('given a batch larger than `max`, when it finishes, then it is written in writes of at most `max` ids', async () => {
    const { calls, write } = answeredWrites();
    const completions = new JobCompletions(write, 2);
    const all = completions.completeAll(['1', '2', '3']);
    expect(calls.map((c) => c.ids)).toEqual([['1', '2']]);
    calls[0].finish();
    await tick();
    expect(calls.map((c) => c.ids)).toEqual([['1', '2'], ['3']]);
    calls[1].finish();
    await expect(Promise.all(all)).resolves.toHaveLength(3);
  });
});
