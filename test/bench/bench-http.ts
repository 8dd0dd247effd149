import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * The load phases' HTTP client: node:http on kept-alive sockets. The bench runs on the same two
 * cores as the server it measures, so its own cost per request is taken from the server: global
 * fetch (undici through the WHATWG layers) cost about 1 ms of CPU per request here, which the raw
 * floor's pg client does not pay. Asks for compression like a browser (the server's cost of
 * compressing a list stays in the figures) and decodes the answer.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export interface BenchAnswer<T> {
  status: number;
  body: T;
}

export function benchCall<T = Record<string, unknown>>(
  server: { baseUrl: string },
  method: string,
  path: string,
  options: { token?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<BenchAnswer<T>> {
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const req = request(`${server.baseUrl}${path}`, { method, headers, agent, signal: options.signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode ?? 0,
            body: parsed<T>(decoded(Buffer.concat(chunks), res.headers['content-encoding'])),
          });
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function decoded(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

/** JSON when it is, the raw text otherwise (a proxy's error page), `{}` when empty. */
function parsed<T>(text: string): T {
  if (!text) return {} as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}
