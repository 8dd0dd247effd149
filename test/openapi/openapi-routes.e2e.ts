import { ROUTES } from '@contracts/routes';
import { SOCKET_EVENTS } from '@contracts/realtime';
import { openApiPath } from '../../src/platform/openapi/openapi-document';
import { registeredRoutes } from '../support/registered-routes';
import { startTestApp, type TestApp } from '../support/test-app';

/** What @nestjs/swagger registers for the document itself (not API routes). */
const DOCS = /^\/api\/docs/;

describe('OpenAPI document (/api/docs-json)', () => {
  let app: TestApp;
  type Ref = { $ref: string };
  let document: {
    openapi: string;
    paths: Record<string, Record<string, { responses: Record<string, unknown>; summary: string }>>;
    components: { schemas: Record<string, unknown> };
    'x-socket-events': {
      server: Record<string, { payload: Ref }>;
      client: Record<string, { payload: Ref; ack: Ref }>;
    };
  };

  beforeAll(async () => {
    app = await startTestApp();
    const answer = await fetch(`${app.baseUrl}/api/docs-json`);
    expect(answer.status).toBe(200);
    document = (await answer.json()) as typeof document;
  });
  afterAll(async () => app?.close());

  const listed = () =>
    Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
  const registered = () =>
    registeredRoutes(app)
      .filter((r) => !DOCS.test(r.path) && r.method !== '_ALL' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${openApiPath(r.path)}`);

  test('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  test('lists every route the app registered', () => {
    const inDocument = new Set(listed());
    expect(registered().filter((r) => !inDocument.has(r))).toEqual([]);
  });

  test('lists no route the app does not have', () => {
    const inApp = new Set(registered());
    expect(listed().filter((r) => !inApp.has(r))).toEqual([]);
  });

  test('every registered route has a contract in contracts/routes.ts, and every contract a route', () => {
    const contracts = new Set(
      Object.keys(ROUTES).map((key) => key.replace(/ (.*)$/, (_, p: string) => ` ${openApiPath(p)}`)),
    );
    expect(registered().filter((r) => !contracts.has(r))).toEqual([]);
    const inApp = new Set(registered());
    expect([...contracts].filter((c) => !inApp.has(c))).toEqual([]);
  });

  test('every operation names its success answer and its errors', () => {
    for (const [path, ops] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const statuses = Object.keys(op.responses);
        expect({ route: `${method} ${path}`, success: statuses.some((s) => s.startsWith('2')) }).toEqual({
          route: `${method} ${path}`,
          success: true,
        });
        expect(statuses).toContain('500');
      }
    }
  });

  test('describes every Socket.IO event with the schema of its payload (and of its acknowledgement)', () => {
    const events = document['x-socket-events'];
    expect(Object.keys(events.server).sort()).toEqual(Object.keys(SOCKET_EVENTS.server).sort());
    expect(Object.keys(events.client).sort()).toEqual(Object.keys(SOCKET_EVENTS.client).sort());
    expect(events.server['batch:arrival'].payload).toEqual({ $ref: '#/components/schemas/BatchArrivalEvent' });
    const refs = [
      ...Object.values(events.server).map((e) => e.payload),
      ...Object.values(events.client).flatMap((e) => [e.payload, e.ack]),
    ];
    const missing = refs
      .map((r) => r.$ref.replace('#/components/schemas/', ''))
      .filter((n) => !(n in document.components.schemas));
    expect(missing).toEqual([]);
  });

  test('/api/docs answers the UI as HTML, without signing in', async () => {
    const answer = await fetch(`${app.baseUrl}/api/docs`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expect(await answer.text()).toMatch(/swagger/i);
  });
});
