import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface StandIn {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/** A tiny local HTTP server standing in for Google or Facebook; routes by pathname. */
export async function startStandIn(
  handler: (url: URL, request: IncomingMessage, response: ServerResponse) => void,
): Promise<StandIn> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(`${url.pathname}${url.search}`);
    handler(url, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** An RSA key pair that signs Google-style ID tokens, and its public JWK for the JWKS document. */
export function googleSigner(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid,
    jwk: { ...(publicKey.export({ format: 'jwk' }) as Record<string, string>), kid, alg: 'RS256', use: 'sig' },
    sign: (claims: Record<string, unknown>, header: Record<string, unknown> = {}) =>
      signJwt(privateKey, { alg: 'RS256', typ: 'JWT', kid, ...header }, claims),
  };
}

function signJwt(key: KeyObject, header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const body = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), key).toString('base64url')}`;
}

export function appSecretProof(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
