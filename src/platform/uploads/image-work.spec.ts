import { ImageWork } from './image-upload.service';

describe('ImageWork (bounded image processing)', () => {
  it('runs at most `slots` jobs at once, the others in arrival order as slots free up', async () => {
    const work = new ImageWork(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const job = (n: number) =>
      work.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return n;
      });
    const all = Promise.all([1, 2, 3, 4, 5].map(job));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([1, 2]);
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await all).toEqual([1, 2, 3, 4, 5]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('frees the slot when a job fails', async () => {
    const work = new ImageWork(1);
    await expect(work.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await work.run(() => Promise.resolve('next'))).toBe('next');
  });
});
