import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressTree } from '../../console/build/compress-tree';
import { startTestApp, type TestApp } from '../support/kit';

// A small fake build of both apps (console/build/precompress.ts writes its .br/.gz copies), served by
// the real server: what a browser gets for each Accept-Encoding.
const mockWebRoot = join(tmpdir(), `web-compression-e2e-${process.pid}`);
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => join(mockWebRoot, 'customer') }));

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, which (unlike fetch) neither asks for nor undoes a coding: the bytes as sent. */
function get(app: TestApp, path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.baseUrl}${path}`, {
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (answer: RawAnswer): Buffer => {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
};

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const HTML = `<!doctype html><html><head><title>t</title><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<p>hello</p>'.repeat(200)}</body></html>`;

describe('web: precompressed static files and compressed API JSON', () => {
  let app: TestApp;

  beforeAll(async () => {
    for (const appDir of ['customer', 'admin']) {
      mkdirSync(join(mockWebRoot, appDir, 'assets'), { recursive: true });
      writeFileSync(join(mockWebRoot, appDir, 'index.html'), HTML);
      writeFileSync(join(mockWebRoot, appDir, 'assets', 'app-abc123.js'), SCRIPT);
      writeFileSync(join(mockWebRoot, appDir, 'assets', 'tiny-abc123.js'), 'export const x = 1;\n');
    }
    compressTree(mockWebRoot);
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(mockWebRoot, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that takes br, with its own type, Vary and a year of cache', async () => {
    const answer = await get(app, '/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(decode(answer).toString()).toBe(SCRIPT);
  });

  it('sends gzip when br is not accepted (or refused with q=0), and the file itself when nothing is', async () => {
    const gzip = await get(app, '/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip).toString()).toBe(SCRIPT);
    const refused = await get(app, '/assets/app-abc123.js', 'br;q=0, gzip;q=0.5');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await get(app, '/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses the app page (not cached) and the console at /admin; a tiny file goes as it is', async () => {
    const page = await get(app, '/dashboard', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decode(page).toString()).toBe(HTML);
    const admin = await get(app, '/admin/assets/app-abc123.js', 'gzip');
    expect(admin.headers['content-encoding']).toBe('gzip');
    expect(decode(admin).toString()).toBe(SCRIPT);
    const tiny = await get(app, '/assets/tiny-abc123.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export const x = 1;\n');
  });

  it('compresses a JSON answer of the API over 1 KB for a client that asks, and the decoded body is the same', async () => {
    const plain = await get(app, '/api/country');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    // The route must answer more than the threshold, or this test proves nothing.
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const coding of ['br', 'gzip']) {
      const answer = await get(app, '/api/country', coding);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(answer).toString())).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('leaves a small JSON answer (an error) as it is', async () => {
    const answer = await get(app, '/api/no-such-route', 'br');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toHaveProperty('code');
  });
});
