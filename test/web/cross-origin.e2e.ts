import { io, type Socket } from 'socket.io-client';
import { givenAccount, refusal, startInstance, startTestApp, type Instance, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const SHOP = 'https://shop.example.com';
const EVIL = 'https://evil.example';

/**
 * Split deployments: the customer app on another origin than the API. The API
 * answers CORS for the origins in CORS_ORIGINS only, and refuses WebSocket handshakes (Socket.IO)
 * from any page that is neither its own origin nor one of those. Without CORS_ORIGINS nothing
 * cross-origin is allowed.
 */
describe('CORS for the configured origins only (CORS_ORIGINS)', () => {
  let app: TestApp;
  let sameOriginOnly: Instance;
  let token: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ CORS_ORIGINS: SHOP });
    sameOriginOnly = await startInstance(app.databaseUrl);
    token = (await givenAccount(app, { accountType: 'r' })).token;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await sameOriginOnly.close();
    await app.close();
  });

  const preflight = (baseUrl: string, origin: string) =>
    fetch(`${baseUrl}/api/batch/notifications`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-event-position',
      },
    });

  it('a preflight from a configured origin is allowed with the bearer header; the answer exposes Retry-After', async () => {
    const answer = await preflight(app.baseUrl, SHOP);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(answer.headers.get('access-control-allow-methods')).toContain('GET');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-event-position');
    // Bearer tokens, never cookies.
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();

    const real = await fetch(`${app.baseUrl}/api/batch/notifications`, {
      headers: { origin: SHOP, authorization: `Bearer ${token}` },
    });
    expect(real.status).toBe(200);
    expect(real.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(real.headers.get('access-control-expose-headers')).toContain('Retry-After');
    // Uploaded images are loaded by that origin's <img> tags.
    expect(real.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('a preflight from any other origin gets no CORS permission', async () => {
    const answer = await preflight(app.baseUrl, EVIL);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const real = await fetch(`${app.baseUrl}/api/batch/notifications`, {
      headers: { origin: EVIL, authorization: `Bearer ${token}` },
    });
    expect(real.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('without CORS_ORIGINS (the default) no origin gets CORS, and resources stay same-site', async () => {
    const answer = await preflight(sameOriginOnly.baseUrl, SHOP);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const real = await fetch(`${sameOriginOnly.baseUrl}/health`, { headers: { origin: SHOP } });
    expect(real.headers.get('access-control-allow-origin')).toBeNull();
    expect(real.headers.get('cross-origin-resource-policy')).toBe('same-site');
  });

  const socketFrom = (baseUrl: string, origin: string) => {
    const socket = io(baseUrl, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin },
    });
    sockets.push(socket);
    return socket;
  };
  const connects = (socket: Socket) =>
    new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('connect_error', () => resolve(false));
    });

  it('Socket.IO lets in a page of a configured origin or of its own origin, and refuses any other', async () => {
    expect(await connects(socketFrom(app.baseUrl, SHOP))).toBe(true);
    expect(await connects(socketFrom(app.baseUrl, app.baseUrl))).toBe(true);
    expect(await refusal(socketFrom(app.baseUrl, EVIL))).toBe('websocket error');
    // Without CORS_ORIGINS, the shop's page is refused too; the server's own origin still works.
    expect(await connects(socketFrom(sameOriginOnly.baseUrl, SHOP))).toBe(false);
    expect(await connects(socketFrom(sameOriginOnly.baseUrl, sameOriginOnly.baseUrl))).toBe(true);
  });
});
