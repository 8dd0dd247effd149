import { CatchUpStatistics } from './catch-up-statistics';

describe('CatchUpStatistics', () => {
  it('given full slices of at least the threshold, when a partial slice ends them, then it asks for statistics once', () => {
    const statistics = new CatchUpStatistics(100);
    expect([statistics.slice(50, true), statistics.slice(50, true)]).toEqual([false, false]);
    expect(statistics.slice(3, false)).toBe(true);
    expect(statistics.slice(3, false)).toBe(false);
  });

  it('given live traffic in short slices, when they add up past the threshold, then it never asks', () => {
    const statistics = new CatchUpStatistics(100);
    const asked = Array.from({ length: 200 }, () => statistics.slice(5, false));
    expect(asked).not.toContain(true);
  });

  it('given a catch-up shorter than the threshold, when it ends, then it does not ask and starts counting again', () => {
    const statistics = new CatchUpStatistics(100);
    statistics.slice(60, true);
    expect(statistics.slice(10, false)).toBe(false);
    statistics.slice(60, true);
    expect(statistics.slice(10, false)).toBe(false);
  });
});
