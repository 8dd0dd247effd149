// Re-renders results/eventstore.md (and the targets) from results/eventstore.json without re-running
// the benchmark: node scripts/run-ts.cjs test/bench/render-results.ts [findings.txt]
// BENCH_RESULTS=eventstore-group-commit re-renders the group-commit comparison (BENCH_ONLY) instead.
// With a findings file (one finding per line), those lines are stored in the JSON as the run's reading.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeResults, type BenchResults } from './bench-report';
import { targetsOf } from './eventstore.bench';

const dir = join(__dirname, 'results');
const name = process.env.BENCH_RESULTS ?? 'eventstore';
const results = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as BenchResults;
const names = Object.keys(Object.values(results.workloads)[0] ?? {});
if (!results.config.only) results.targets = targetsOf(results.workloads, names);
const findingsFile = process.argv[2];
if (findingsFile)
  results.findings = readFileSync(findingsFile, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
writeResults(dir, results, name);
process.stdout.write(`re-rendered test/bench/results/${name}.{json,md}\n`);
