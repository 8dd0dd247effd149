import { request } from 'node:http';
import { call, createRequest, requestBody, signedIn, startTestApp, type TestApp } from '../support/kit';

/** node:http: fetch turns a request with If-None-Match into `Cache-Control: no-cache`, which Express never answers with 304. */
function get(app: TestApp, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; etag: string | undefined; length: number }>((resolve, reject) => {
    const req = request(`${app.baseUrl}${path}`, { headers });
    req.on('response', (res) => {
      let length = 0;
      res.on('data', (c: Buffer) => (length += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, length }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// Which answers carry Express's ETag (a hash of the body): reads, which a browser revalidates with
// If-None-Match, and not commands, which no cache keeps (src/platform/web/read-etags.ts).
describe('web: ETags on reads, none on commands', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('tags a read and answers its revalidation with 304 and no body', async () => {
    const first = await call(app, 'GET', '/api/config');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/_-]+"$/);
    const again = await get(app, '/api/config', { 'if-none-match': etag ?? '' });
    expect(again).toEqual({ status: 304, etag, length: 0 });
    const other = await get(app, '/api/config', { 'if-none-match': 'W/"0-other"' });
    expect(other).toMatchObject({ status: 200, etag });
    expect(other.length).toBeGreaterThan(0);
  });

  it('tags a signed-in read, and the same read again gets the same tag', async () => {
    const requester = signedIn(app, 'r');
    const { id } = await createRequest(app, requester.token);
    const a = await call(app, 'GET', `/api/batch/requests/${id}`, { token: requester.token });
    const b = await call(app, 'GET', `/api/batch/requests/${id}`, { token: requester.token });
    expect(a.status).toBe(200);
    expect(a.headers.get('etag')).toBeTruthy();
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
  });

  it('sends no ETag with a command answer, accepted or refused, and keeps its other headers', async () => {
    const requester = signedIn(app, 'r');
    const created = await call(app, 'POST', '/api/batch/requests/create', {
      token: requester.token,
      body: requestBody(),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBeNull();
    expect(created.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(created.headers.get('content-length'))).toBeGreaterThan(0);
    expect(created.headers.get('x-content-type-options')).toBe('nosniff');
    expect(created.headers.get('x-request-id')).toBeTruthy();
    const refused = await call(app, 'POST', '/api/batch/requests/create', { token: requester.token, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refused.headers.get('etag')).toBeNull();
    // An If-None-Match on a command changes nothing: Express's freshness check is for GET and HEAD.
    const tagged = await call(app, 'POST', '/api/batch/requests/create', {
      token: requester.token,
      body: requestBody(),
      headers: { 'if-none-match': '*' },
    });
    expect(tagged.status).toBe(201);
  });

  it('sends no X-Powered-By, on an API answer or a 404', async () => {
    const config = await call(app, 'GET', '/api/config');
    const missing = await call(app, 'GET', '/api/no-such-route');
    expect(missing.status).toBe(404);
    for (const answer of [config, missing]) expect(answer.headers.get('x-powered-by')).toBeNull();
  });
});
