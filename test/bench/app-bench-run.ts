import type { Progress } from './app-progress';
import type { AppRow } from './app-report';
import type { AppServer, serverSetup } from './app-server';
import type { OwnCodeShares } from './own-code-share';
import type { postgresCpuMeter } from './postgres-cpu';

/** Server RSS sampled every second from /proc, across restarts: the maximum overall and by phase. */
export class RssWatch {
  server: AppServer | undefined;
  phase = 'start-up';
  maxMb = 0;
  readonly byPhase: Record<string, number> = {};
  private readonly timer = setInterval(() => this.sample(), 1000);

  sample(): void {
    const mb = this.server?.rssMb() ?? 0;
    this.maxMb = Math.max(this.maxMb, mb);
    this.byPhase[this.phase] = Math.max(this.byPhase[this.phase] ?? 0, mb);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** What every phase of one app bench run shares: where its figures go, and how a phase is run. */
export interface AppBenchRun {
  progress: Progress;
  rows: AppRow[];
  notes: string[];
  phases: Record<string, unknown>;
  rss: RssWatch;
  setup: ReturnType<typeof serverSetup>;
  databaseCpu: Awaited<ReturnType<typeof postgresCpuMeter>>;
  /** A closed-loop phase's length. */
  ms: number;
  /** The raw commit floor measured first: the commands' reference. */
  floor: { opsPerSec: number };
  /**
   * The same commit behind NestJS on Express, as the product runs (0b): the command rows' reference,
   * when measured; after phases 1 and 2, the mean of that and `frameworkFloorAgain`'s.
   */
  frameworkFloor?: { perSec: number; before?: number; after?: number };
  /** 0b once more (after phases 1 and 2, so drift in the machine's speed falls on both sides), with its row. */
  frameworkFloorAgain: () => Promise<{ perSec: number } | undefined>;
  /** Our code's share of a remark's and a create's server CPU, from a profiled server (1c), when measured. */
  ownCodeShares?: OwnCodeShares;
  /** Runs a phase; a failing phase is recorded and the bench goes on with the next. */
  phase: <T>(key: string, fn: () => Promise<T>, quiet?: Quiet) => Promise<T | undefined>;
  /** The running server to wait on before a live phase (no backlog from the one before), if any. */
  quietBefore: () => Quiet | undefined;
}

export interface Quiet {
  server: AppServer;
  token: string;
}
