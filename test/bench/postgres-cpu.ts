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
 * connections opened during a phase count; a backend that exits within the phase takes its CPU with it
 * (the phases' pools stay connected). Undefined when the server is not on this machine (DATABASE_URL
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
  return () => {
    let total = cpuMsOf(postmaster);
    for (const name of readdirSync('/proc')) {
      const pid = Number(name);
      if (pid > 0 && parentOf(pid) === postmaster) total += cpuMsOf(pid);
    }
    return total;
  };
}
