import { Client } from 'pg';
import { instanceName } from '../../lifecycle/instance-name';
import { dispatcherApplicationName } from './dispatcher-owner';

/*
 * TCP keepalives on the dispatcher's session, set from our side with SET (the server's defaults are
 * the kernel's two hours): a process killed on a live host closes its socket and PostgreSQL ends the
 * session (and frees the lock) at once, but a host that vanishes (power, network) sends nothing, so
 * the server probes the idle connection after 2 s, every 1 s, and gives up after 2 missed probes.
 * The client side keeps alive too, so a dispatcher notices a vanished server and reconnects.
 */
const KEEPALIVE_SQL = `SET tcp_keepalives_idle = 2; SET tcp_keepalives_interval = 1; SET tcp_keepalives_count = 2`;

/** 64-bit advisory lock key, computed in SQL so every instance agrees. */
const LOCK_SQL = `SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked`;

/** The dispatcher's own connection; its name tells every instance who owns the group's lock (dispatcher-owner.ts). */
export const dispatcherClient = (databaseUrl: string, group: string): Client =>
  new Client({
    connectionString: databaseUrl,
    application_name: dispatcherApplicationName(group, instanceName()),
    keepAlive: true,
    keepAliveInitialDelayMillis: 2_000,
  });

/** The second connection a catching-up dispatcher reads the next slice on (slice-read-ahead.ts). */
export const readAheadClient = (databaseUrl: string, group: string): Client =>
  new Client({
    connectionString: databaseUrl,
    application_name: `read-ahead:${group} ${instanceName()}`.slice(0, 63),
    keepAlive: true,
    keepAliveInitialDelayMillis: 2_000,
  });

/** Settings of a connected dispatcher session, before it competes for the lock. */
export async function prepareDispatcherSession(client: Client): Promise<void> {
  // Asynchronous commit for this connection's slices: a crash may lose the last slices
  // committed in the ~200 ms before it (never a part of one, never one twice). Each slice
  // moves its members' checkpoints in the same transaction as their rows, so a lost slice
  // loses both and is read and applied again on restart: no read-model update is lost or
  // duplicated. NOTIFYs (live toasts, job wake-ups) may have gone out for a lost slice; its
  // replay sends them again, and a job worker's own synchronous commit flushes the WAL
  // up to the slice that inserted its job, so no job acts on a slice that can vanish.
  await client.query(`SET synchronous_commit = off`);
  await client.query(KEEPALIVE_SQL);
}

/** One try at the group's session advisory lock: held until the session ends. */
export async function tryGroupLock(client: Client, key: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(LOCK_SQL, [key]);
  return Boolean(rows[0]?.locked);
}
