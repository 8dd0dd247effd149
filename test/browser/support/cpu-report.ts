import { readFileSync, readdirSync, appendFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * CPU seconds a browser file cost, for comparing harness changes on a machine too busy for wall
 * clocks to mean anything: the Jest worker's own (server in process and test code) and the
 * processes it started (Chromium and its renderers, reaped ones included). Only when
 * CONCIERGE_TEST_CPU_REPORT names a file to append one JSON line per browser file to.
 */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime, in seconds. */
  cpu: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: fields start after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return { pid, ppid: Number(fields[1]), cpu: ticks / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** CPU seconds of every live descendant of this process (their own reaped children included). */
function descendantsCpu(): number {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((s): s is ProcStat => s !== undefined);
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of all)
      if (!mine.has(s.pid) && mine.has(s.ppid)) {
        mine.add(s.pid);
        grew = true;
      }
  }
  return all.filter((s) => s.pid !== process.pid && mine.has(s.pid)).reduce((sum, s) => sum + s.cpu, 0);
}

export interface CpuProbe {
  /** Before the children are closed: what they cost so far. */
  children(): void;
  /** After everything is closed: appends the file's line. */
  done(): void;
}

export function startCpuProbe(): CpuProbe | undefined {
  const target = process.env.CONCIERGE_TEST_CPU_REPORT;
  if (!target) return undefined;
  const worker = process.cpuUsage();
  const startedAt = Date.now();
  const childrenBefore = descendantsCpu();
  let childrenCpu = 0;
  return {
    children() {
      childrenCpu = descendantsCpu() - childrenBefore;
    },
    done() {
      const used = process.cpuUsage(worker);
      const line = {
        file: basename(expect.getState().testPath ?? 'unknown'),
        wallS: (Date.now() - startedAt) / 1000,
        workerCpuS: (used.user + used.system) / 1e6,
        childrenCpuS: childrenCpu,
      };
      appendFileSync(target, `${JSON.stringify(line)}\n`);
    },
  };
}
