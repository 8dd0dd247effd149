import { spawn } from 'node:child_process';

/**
 * Runs npm scripts in lanes side by side: each argument is a lane, its scripts joined by `+` run one
 * after another (the lane stops at its first failure). The type checks and ESLint are each a single
 * thread, so on a 2-core machine two lanes take about the time of the longer one instead of the sum.
 * Each lane's output is printed whole when it ends, so the logs of two lanes never interleave; the
 * exit code is 1 when any lane failed, after every lane has ended (every failure is reported).
 *
 *   node scripts/run-ts.cjs test/support/parallel-steps.cli.ts "typecheck+test:unit" lint
 */
interface LaneResult {
  lane: string;
  ok: boolean;
  output: string;
  seconds: number;
}

function runScript(script: string, sink: (chunk: string) => void): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    child.stdout.on('data', (chunk: Buffer) => sink(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => sink(chunk.toString()));
    child.on('error', (error) => {
      sink(`${String(error)}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function runLane(lane: string): Promise<LaneResult> {
  const started = Date.now();
  let output = '';
  const sink = (chunk: string) => {
    output += chunk;
  };
  for (const script of lane.split('+')) {
    const code = await runScript(script, sink);
    if (code !== 0) {
      sink(`\nnpm run ${script} exited with ${code}\n`);
      return { lane, ok: false, output, seconds: (Date.now() - started) / 1000 };
    }
  }
  return { lane, ok: true, output, seconds: (Date.now() - started) / 1000 };
}

async function main(lanes: string[]): Promise<number> {
  if (lanes.length === 0) {
    process.stderr.write('usage: parallel-steps.cli.ts "script+script" "script" …\n');
    return 2;
  }
  process.stdout.write(`== in parallel: ${lanes.join('  |  ')}\n`);
  const results = await Promise.all(
    lanes.map((lane) =>
      runLane(lane).then((result) => {
        process.stdout.write(
          `\n== ${result.ok ? 'done' : 'FAILED'}: ${lane} (${result.seconds.toFixed(0)} s)\n${result.output}`,
        );
        return result;
      }),
    ),
  );
  const failed = results.filter((r) => !r.ok).map((r) => r.lane);
  if (failed.length > 0) process.stderr.write(`\n== failed: ${failed.join(', ')}\n`);
  return failed.length > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
