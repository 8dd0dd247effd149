// npm run bench: every benchmark in turn (today: the event store).
import { join } from 'node:path';
import { writeResults } from './bench-report';
import { runEventStoreBench } from './eventstore.bench';

async function main(): Promise<void> {
  const results = await runEventStoreBench();
  writeResults(join(__dirname, 'results'), results);
  process.stdout.write(`event store: wrote test/bench/results/eventstore.{json,md} (${results.durationSeconds} s)\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
