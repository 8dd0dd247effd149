import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Socket } from 'socket.io-client';
import { SessionTokens } from '../../src/platform/auth/session-token';
import { DEMO_ACCOUNTS } from '../../src/dev/seed/demo-accounts';
import { createTestDatabase } from '../support/test-database';
import { connectAs, eventually, http, Inbox, requestBody, type CommandBody } from '../support/kit';
import { startServerProcess, type ServerProcess } from '../scale/server-processes';
import { startNotifyTrap, type NotifyTrap } from './notify-trap';

// Two real server processes on one PostgreSQL, 8 writers through both, then `kill -9` of the one that
// does not follow the log: every write acknowledged by either is in the log exactly once, and a socket
// on the survivor hears of every acknowledged write within 5 s (the writer's own push, or the backstop's
// for a write whose instance died between its commit and its push: src/platform/realtime/push-backstop).
// That window is a millisecond wide, so B reaches PostgreSQL through a proxy that, once armed, holds its
// pushes back (notify-trap.ts): B is killed with writes it committed and acknowledged but never pushed.
jest.setTimeout(180_000);

const SECRET = 'push-after-kill-session-secret-with-32-chars';
const tokens = new SessionTokens(SECRET, 24 * 3600);
const WRITERS = 8;
const WRITES_EACH = 8;
/** The issue's bound: a push missing 5 s after the kill counts as lost. */
const PUSH_DEADLINE_MS = 5_000;

interface Acknowledged {
  batchId: string;
  revision: number;
  via: string;
}

describe('kill -9 of one of two instances under 8 writers', () => {
  let databaseUrl: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let trap: NotifyTrap;
  let db: Client;
  let staffSocket: Socket | undefined;
  const staff = DEMO_ACCOUNTS.find((d) => d.key === 'staff')!;
  const staffToken = tokens.issue({ id: staff.accountId, accountType: staff.accountType }).token;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const env = { SESSION_SECRET: SECRET };
    // A first and alone: it takes every projection group's lock, the push backstop's among them.
    a = await startServerProcess('a', databaseUrl, { ...env, SEED_DEMO_DATA: 'accounts' });
    trap = await startNotifyTrap(databaseUrl);
    b = await startServerProcess('b', trap.url, env);
  });

  afterAll(async () => {
    staffSocket?.disconnect();
    await Promise.all([a, b].filter(Boolean).map((s) => s.stop()));
    await trap?.close();
    await db?.end();
  });

  it('loses no acknowledged write, duplicates none, and misses no push', async () => {
    const owner = await eventually(
      async () => {
        const answer = await http<{ results: Array<{ name: string; owner: string | null }> }>(
          a,
          'GET',
          '/api/admin/projections',
          staffToken,
        );
        return answer.body.results?.find((r) => r.name === 'push-backstop')?.owner ?? undefined;
      },
      { timeoutMs: 30_000, what: 'the push backstop to have an owner' },
    );
    expect(owner).toBe(a.instance);

    // Staff are in the `staff` room: every batch:changed, from whichever instance, reaches this socket on A.
    staffSocket = await connectAs(a, staffToken);
    const inbox = new Inbox(staffSocket, ['batch:changed']);

    const acknowledged: Acknowledged[] = [];
    let killed = false;
    let killing: Promise<void> | undefined;
    const viaB = () => acknowledged.filter((w) => w.via === 'b').length;
    // Once B held a push back, it keeps answering (its later pushes queue behind the held one): kill it
    // after two more acknowledgements, so acknowledged writes without a push are certain.
    let held = false;
    void trap.sprung.then(() => (held = true));
    const killAfterTrap = async () => {
      await eventually(() => held || undefined, { timeoutMs: 30_000, what: 'B to hold a push back' }).catch(
        () => undefined,
      );
      const before = viaB();
      await eventually(() => viaB() >= before + 2 || undefined, { timeoutMs: 20_000, what: 'B to answer' }).catch(
        () => undefined,
      );
      killed = true;
      await b.kill9();
    };
    const writer = async (k: number) => {
      const requester = randomUUID();
      const token = tokens.issue({ id: requester, accountType: 'r' }).token;
      for (let n = 0; n < WRITES_EACH; n += 1) {
        const server = (k + n) % 2 === 0 ? a : b;
        if (server === b && !b.alive()) continue;
        const answer = await http<CommandBody>(
          server,
          'POST',
          '/api/batch/requests/create',
          token,
          requestBody(),
        ).catch(() => undefined);
        if (answer && (answer.status === 200 || answer.status === 201))
          acknowledged.push({ batchId: answer.body.id, revision: answer.body.revision, via: server.name });
        // Kill B in the thick of it: once a third of the writes are acknowledged, while every writer is busy.
        if (!killing && acknowledged.length >= (WRITERS * WRITES_EACH) / 3) {
          trap.arm();
          killing = killAfterTrap();
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, k) => writer(k)));
    await killing;
    expect({ killed, held }).toEqual({ killed: true, held: true });
    expect(acknowledged.filter((w) => w.via === 'b').length).toBeGreaterThan(0);

    // 0 lost, 0 duplicated: each acknowledged create is one stream with exactly one RequestCreated.
    const { rows } = await db.query<{ stream_id: string; created: string }>(
      `SELECT stream_id, count(*) FILTER (WHERE event_type = 'RequestCreated') AS created
         FROM es_events WHERE stream_id = ANY($1) GROUP BY stream_id`,
      [acknowledged.map((w) => `batch-${w.batchId}`)],
    );
    expect(rows).toHaveLength(acknowledged.length);
    expect(rows.filter((r) => Number(r.created) !== 1)).toEqual([]);

    // 0 pushes missing after 5 s: the client keeps the highest revision it heard per batch.
    const missing = () => {
      const heard = new Map<string, number>();
      for (const change of inbox.of('batch:changed'))
        heard.set(String(change.batch_id), Math.max(heard.get(String(change.batch_id)) ?? -1, Number(change.revision)));
      return acknowledged.filter((w) => (heard.get(w.batchId) ?? -1) < w.revision);
    };
    const allHeard = await eventually(() => (missing().length === 0 ? true : undefined), {
      timeoutMs: PUSH_DEADLINE_MS,
      what: 'a push for every acknowledged write',
    }).catch(() => false);
    expect({ allHeard, missing: missing() }).toEqual({ allHeard: true, missing: [] });
  });
});
