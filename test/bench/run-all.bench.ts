// npm run bench: every benchmark in turn: the event store, the application (app.bench.ts), 1 to 3
// instances on one database (cluster.bench.ts), uploads
// (uploads.bench.ts), then the front ends: bundle sizes per route (bundles.bench.ts), Lighthouse, and
// live across parties (live-parties.bench.ts).
import { join } from 'node:path';
import { writeResults } from './bench-report';
import { writeAppResults } from './app-report';
import { runAppBench } from './app.bench';
import { runEventStoreBench } from './eventstore.bench';
import { runUploadsBench, writeUploadsResults } from './uploads.bench';
import { runBundlesBench, writeBundleResults } from './bundles.bench';
import { runLighthouseBench, writeLighthouseResults } from './lighthouse.bench';
import { runLivePartiesBench, writeLivePartiesResults } from './live-parties.bench';
import { runClusterBench } from './cluster.bench';

async function main(): Promise<void> {
  const dir = join(__dirname, 'results');
  const results = await runEventStoreBench();
  writeResults(dir, results);
  process.stdout.write(`event store: wrote test/bench/results/eventstore.{json,md} (${results.durationSeconds} s)\n`);
  const app = await runAppBench();
  writeAppResults(dir, app);
  process.stdout.write(`app: wrote test/bench/results/app.{json,md} (${app.durationSeconds} s)\n`);
  const cluster = await runClusterBench();
  writeAppResults(dir, cluster, 'cluster', 'Cluster benchmark');
  process.stdout.write(`cluster: wrote test/bench/results/cluster.{json,md} (${cluster.durationSeconds} s)\n`);
  const uploads = await runUploadsBench();
  writeUploadsResults(dir, uploads);
  process.stdout.write(
    `uploads: wrote test/bench/results/uploads.{json,md} (/health p99 ${uploads.health.p99Ms} ms)\n`,
  );
  const bundles = runBundlesBench();
  writeBundleResults(dir, bundles);
  process.stdout.write('bundles: wrote test/bench/results/bundles.{json,md}\n');
  // The build is fresh from the bundle bench.
  process.env.BENCH_NO_BUILD = '1';
  const lighthouse = await runLighthouseBench();
  writeLighthouseResults(dir, lighthouse);
  process.stdout.write('lighthouse: wrote test/bench/results/lighthouse.{json,md}\n');
  const live = await runLivePartiesBench();
  writeLivePartiesResults(dir, live);
  process.stdout.write(`live across parties: wrote test/bench/results/live-parties.{json,md} (p99 ${live.p99Ms} ms)\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
