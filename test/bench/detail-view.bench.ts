/**
 * What the batch detail GET pays in Node to turn its row into a view, per
 * request, in CPU µs: before, pg parsed the stored `view` and `state` texts; now it parses `state`
 * alone and the query derives the view (`batchViewOfParsed`). One state per status of the decider's
 * own histories. `node scripts/run-ts.cjs test/bench/detail-view.bench.ts`
 */
import { batchView, batchViewOfParsed, replayFacts, type BatchStateLike } from '@machines/batch';
import { scenarioAt } from '../../machines/testing/batch-scenario';
import { STATUS_NAMES } from '../../machines/batch/statuses';

const states = STATUS_NAMES.map((s) => replayFacts(scenarioAt(s).events));
const stateTexts = states.map((s) => JSON.stringify({ value: s.value, context: s.context }));
const viewTexts = states.map((s) => JSON.stringify(batchView(s)));
const average = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
const N = 20_000;
const cpuMicros = (f: (i: number) => unknown): string => {
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) f(i % states.length);
  const used = process.cpuUsage(start);
  return ((used.user + used.system) / N).toFixed(1);
};

console.log(
  `stored bytes, average: state ${average(stateTexts.map((t) => t.length))}, view ${average(viewTexts.map((t) => t.length))}`,
);
for (let round = 0; round < 3; round++) {
  const before = cpuMicros((i) => [JSON.parse(viewTexts[i]) as unknown, JSON.parse(stateTexts[i]) as unknown]);
  const after = cpuMicros((i) => batchViewOfParsed(JSON.parse(stateTexts[i]) as BatchStateLike));
  console.log(`per detail GET, CPU µs: parse view + state ${before}; parse state + derive the view ${after}`);
}
