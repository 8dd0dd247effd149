import { execSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { round } from './app-load';
import type { AppResults } from './app-report';

// What a bench result says about its run: the machine's load, the command and the commit measured.
export const load1 = () => round(loadavg()[0], 2);
export const loads = () =>
  loadavg()
    .map((n) => round(n, 2))
    .join(' / ');

/** The command that reproduces this run: its BENCH_ knobs and the npm script (`script` when run with node directly). */
export function commandLine(script = 'npm run bench:app'): string {
  const knobs = Object.keys(process.env)
    .filter((k) => k.startsWith('BENCH_') || k === 'DATABASE_URL')
    .sort()
    .map((k) => `${k}=${k === 'DATABASE_URL' ? '…' : process.env[k]}`);
  const npm = process.env.npm_lifecycle_event ? `npm run ${process.env.npm_lifecycle_event}` : script;
  return [...knobs, npm].join(' ');
}

export function gitCommit(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain -- src machines migrations contracts', { encoding: 'utf8' }).trim();
    return dirty ? `${head} (+ uncommitted changes in src)` : head;
  } catch {
    return 'unknown';
  }
}

/**
 * The head of an app-level result, taken as the run ends: when it started and how long it took,
 * the command and commit that reproduce it, and the machine with its load at both ends.
 */
export function runHeader(
  started: number,
  loadAtStart: string,
  script?: string,
): Pick<AppResults, 'startedAt' | 'durationSeconds' | 'command' | 'commit' | 'machine'> {
  return {
    startedAt: new Date(started).toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    command: commandLine(script),
    commit: gitCommit(),
    machine: { cpus: availableParallelism(), node: process.version, loadAtStart, loadAtEnd: loads() },
  };
}
