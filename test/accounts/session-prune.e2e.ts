import { SessionTokens } from '../../src/platform/auth/session-token';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { call, givenAccount, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const SECRET = 'test-session-secret-with-at-least-32-chars';
const DAY = 24 * 3600 * 1000;

/**
 * `sessions` and `rate_limits` do not grow for ever: the jobs platform's housekeeping
 * prunes them in bounded passes, and never a row whose absence would let a token back in.
 */
describe('Pruning of sessions and rate limits', () => {
  let app: TestApp;
  let accountId: string;

  beforeAll(async () => {
    // Idle 1 day, lifetime 7 days, rows kept no longer than needed (retention 0).
    app = await startTestApp({
      SESSION_IDLE_SECONDS: String(24 * 3600),
      SESSION_TTL_SECONDS: String(7 * 24 * 3600),
      SESSION_RETENTION_HOURS: '0',
    });
    accountId = (await givenAccount(app, { accountType: 'r' })).id;
  });
  afterAll(() => app.close());

  const me = (token: string) => call(app, 'GET', '/api/batch/notifications', { token });

  /** A token issued `agoMs` ago with its row: last used `seenAgoMs` ago, signed out `revokedAgoMs` ago. */
  async function session(agoMs: number, seenAgoMs: number, revokedAgoMs?: number) {
    const issued = new SessionTokens(SECRET, 7 * 24 * 3600, () => Date.now() - agoMs).issue({
      id: accountId,
      accountType: 'r',
    });
    await app.dataSource.query(
      `INSERT INTO sessions (sid, account_id, issued_at, last_seen_at, revoked_at, revoked_reason)
       VALUES ($1, $2, now() - $3 * interval '1 millisecond', now() - $4 * interval '1 millisecond',
               now() - $5 * interval '1 millisecond', CASE WHEN $5::float8 IS NULL THEN NULL ELSE 'signed_out' END)`,
      [issued.session.id, accountId, agoMs, seenAgoMs, revokedAgoMs ?? null],
    );
    return { sid: issued.session.id, token: issued.token };
  }

  const rows = async (sids: string[]) =>
    (
      await app.dataSource.query<Array<{ sid: string }>>(`SELECT sid FROM sessions WHERE sid = ANY($1::text[])`, [sids])
    ).map((r) => r.sid);

  it('deletes rows of expired and idle sessions, keeps live and recently signed-out ones, and no pruned token comes back', async () => {
    const expired = await session(8 * DAY, 3600_000);
    const signedOutLongAgo = await session(2 * DAY, 2 * DAY, 2 * DAY);
    const signedOutNow = await session(2 * 3600_000, 3600_000, 60_000);
    const live = await session(3 * DAY, 60_000);

    const removed = await app.app.get(JobWorker).runHousekeeping();
    expect(removed.sessions).toBeGreaterThanOrEqual(2);
    expect(await rows([expired.sid, signedOutLongAgo.sid, signedOutNow.sid, live.sid])).toEqual(
      expect.arrayContaining([signedOutNow.sid, live.sid]),
    );
    expect(await rows([expired.sid, signedOutLongAgo.sid])).toEqual([]);

    // The signed-out token whose row went is still refused (idle since its issue), never let back in.
    expect((await me(signedOutLongAgo.token)).body).toMatchObject({ code: 'AUTH_SESSION_EXPIRED' });
    expect((await me(expired.token)).status).toBe(401);
    expect((await me(signedOutNow.token)).body).toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
    expect((await me(live.token)).status).toBe(200);
  });

  it('deletes rate-limit counters whose window ended, more than one statement’s worth in a pass, and keeps running windows', async () => {
    const now = Date.now();
    await app.dataSource.query(
      `INSERT INTO rate_limits (key, points, expire)
       SELECT 'prune-test:old:' || i, 3, $1::bigint - i FROM generate_series(1, 2500) i`,
      [now - 5 * 60_000],
    );
    await app.dataSource.query(
      `INSERT INTO rate_limits (key, points, expire) VALUES ('prune-test:running', 1, $1), ('prune-test:just-ended', 1, $2)`,
      [now + 10 * 60_000, now - 5_000],
    );
    const removed = await app.app.get(JobWorker).runHousekeeping();
    expect(removed.rate_limits).toBe(2500);
    const left = await app.dataSource.query<Array<{ key: string }>>(
      `SELECT key FROM rate_limits WHERE key LIKE 'prune-test:%' ORDER BY key`,
    );
    // A window that ended a moment ago stays a minute (a consume may be resetting it right now).
    expect(left.map((r) => r.key)).toEqual(['prune-test:just-ended', 'prune-test:running']);
  });
});
