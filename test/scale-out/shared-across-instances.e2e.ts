import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SessionTokens } from '../../src/platform/auth/session-token';
import { call, png, startInstance, startTestApp, type Instance, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

type Json = Record<string, unknown>;

/** Each instance has its own data folder, as separate machines or containers would. */
const ownDataDir = (name: string) => mkdtempSync(join(tmpdir(), `scale-out-${name}-`));

describe('What several instances on one database share', () => {
  let a: TestApp;
  let b: Instance;
  const dirA = ownDataDir('a');
  const dirB = ownDataDir('b');

  beforeAll(async () => {
    // Default settings, as someone starting two processes by hand would: no UPLOAD_STORAGE, and no
    // SESSION_SECRET (the key comes from the database, the first instance creating it).
    const shared = { SESSION_SECRET: '' };
    a = await startTestApp({ ...shared, DATA_DIR: dirA });
    b = await startInstance(a.databaseUrl, { ...shared, DATA_DIR: dirB });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('an image uploaded through A is served by B with the same bytes with default settings (DATABASE_URL set: PostgreSQL storage), and no instance wrote it to its disk', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(800, 600))], { type: 'image/png' }), 'item.png');
    const uploaded = await call<Json>(a, 'POST', '/api/upload/', {
      token: a.tokenFor({ id: '00000000-0000-4000-8000-00000000b015', accountType: 'r' }),
      form,
    });
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.url as string;

    const fromA = await fetch(`${a.baseUrl}${url}`);
    const fromB = await fetch(`${b.baseUrl}${url}`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/jpeg');
    const bytesA = Buffer.from(await fromA.arrayBuffer());
    expect(Buffer.from(await fromB.arrayBuffer()).equals(bytesA)).toBe(true);
    expect(bytesA.length).toBeGreaterThan(0);
    for (const dir of [dirA, dirB]) expect(readdirSync(dir)).not.toContain('uploads');
    // A key that was never stored is still the usual 404 on either instance.
    expect((await fetch(`${b.baseUrl}/api/uploads/items/00000000-0000-4000-8000-000000000000.jpg`)).status).toBe(404);
  });

  it('without SESSION_SECRET both instances use the one key stored in the database: a token issued by A is accepted by B', async () => {
    const rows: Array<{ n: number }> = await a.dataSource.query(
      `SELECT count(*)::int AS n FROM app_secrets WHERE name = 'session'`,
    );
    expect(rows[0].n).toBe(1);
    const token = a.tokenFor({ id: '00000000-0000-4000-8000-00000000b016', accountType: 'r' });
    expect((await call(b, 'GET', '/api/batch/notifications', { token })).status).toBe(200);
    // And the other way round; a token signed with another key is refused as before.
    const tokenOfB = b.app
      .get(SessionTokens)
      .issue({ id: '00000000-0000-4000-8000-00000000b017', accountType: 'r' }).token;
    expect((await call(a, 'GET', '/api/batch/notifications', { token: tokenOfB })).status).toBe(200);
    const foreign = new SessionTokens('another-session-secret-of-at-least-32-chars', 3600).issue({
      id: '00000000-0000-4000-8000-00000000b018',
      accountType: 'r',
    }).token;
    expect((await call(b, 'GET', '/api/batch/notifications', { token: foreign })).status).toBe(401);
  });
});
