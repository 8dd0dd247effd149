import { readdirSync, readFileSync } from 'node:fs';
import { Client } from 'pg';
import type { CpuMeter } from './app-load';
import { cpuMsOf } from './app-server';

/** The parent process id of a local process (field 4 of /proc/<pid>/stat), or null. */
function parentOf(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * The whole local PostgreSQL's CPU time in ms (the postmaster and every process it forked: backends,
 * WAL writer, checkpointer…), read from /proc. Each reading lists the postmaster's children anew, so
 * connections opened during a phase count; a process that exits within the phase keeps what it had
 * used at the meter's last reading (the rest since is lost, never subtracted). Undefined when the server is not on this machine (DATABASE_URL
 * elsewhere): then the bench reports no PostgreSQL CPU.
 */
export async function postgresCpuMeter(databaseUrl: string): Promise<CpuMeter | undefined> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  let postmaster: number | null;
  try {
    const backend = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    // Read while connected: the backend exits with the connection.
    postmaster = parentOf(backend);
  } finally {
    await client.end();
  }
  if (!postmaster || parentOf(postmaster) === null) return undefined;
  // What each process had used at the last reading: a backend or autovacuum worker that exits takes
  // its CPU out of a plain sum (a negative figure per request); here what it used stays counted.
  const seen = new Map<number, number>();
  let total = 0;
  const add = (pid: number) => {
    const now = cpuMsOf(pid);
    total += Math.max(0, now - (seen.get(pid) ?? 0));
    seen.set(pid, now);
  };
  return () => {
    add(postmaster);
    for (const name of readdirSync('/proc')) {
      const pid = Number(name);
      if (pid > 0 && parentOf(pid) === postmaster) add(pid);
    }
    return total;
  };
}
