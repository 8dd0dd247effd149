import { concretePath, declaredRoles, registeredRoutes, type Route } from '../support/registered-routes';
import { DRIVE_PARTIES, http, type TestApp, useAppWorld } from '../support/kit';

const OPERATOR_ROLES = new Set(['staff', 'auditor']);

/**
 * Staff-only routes, found in the running app: everything under /api/admin, plus any route whose
 * @Roles names only operators (e.g. `PUT /api/batch/orders/capture_payment/:id`).
 */
function operatorRoutes(app: TestApp): Route[] {
  const roles = declaredRoles(app);
  return registeredRoutes(app).filter((route) => {
    if (['HEAD', 'OPTIONS', '_ALL'].includes(route.method)) return false;
    if (route.path.startsWith('/api/admin/') || route.path === '/api/admin') return true;
    const declared = roles.get(`${route.method} ${route.path}`);
    return declared !== undefined && declared.length > 0 && declared.every((r) => OPERATOR_ROLES.has(r));
  });
}

describe('Operator routes refuse requesters and buyers, and let staff through', () => {
  const world = useAppWorld({ accounts: DRIVE_PARTIES });
  const tokens = world.tokens;
  let routes: Route[];
  beforeAll(() => (routes = operatorRoutes(world.app)));

  /** Each operator route's status and error code for this token (a dummy id in the path, an empty body). */
  const answersOnEveryRoute = async (token: string) => {
    const answers: Array<{ route: string; status: number; code: unknown }> = [];
    for (const route of routes) {
      const body = route.method === 'GET' ? undefined : {};
      const answer = await http(world.app, route.method, concretePath(route.path), token, body);
      answers.push({ route: `${route.method} ${route.path}`, status: answer.status, code: answer.body.code });
    }
    return answers;
  };

  test('the walk finds the operator routes of the running world.app, including ones outside /api/admin', () => {
    // Without these the other tests could pass on an empty or partial list.
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'PUT', path: '/api/batch/orders/capture_payment/:id' },
        { method: 'GET', path: '/api/admin/batches/:id/audit' },
        { method: 'PUT', path: '/api/admin/payments/alerts/:id/resolve' },
        { method: 'PATCH', path: '/api/admin/users/:id' },
        { method: 'PUT', path: '/api/admin/batches/:id/assign' },
      ]),
    );
    // Customer routes are not swept in by the role filter.
    expect(routes).not.toContainEqual({ method: 'PUT', path: '/api/batch/orders/cancel_payment/:id' });
  });

  test('every /api/admin route declares @Roles naming only staff and auditors (a missing check fails here first)', () => {
    const roles = declaredRoles(world.app);
    const admin = routes.filter((r) => r.path.startsWith('/api/admin'));
    const unchecked = admin.filter((r) => {
      const declared = roles.get(`${r.method} ${r.path}`);
      return !declared || declared.length === 0 || declared.some((role) => !OPERATOR_ROLES.has(role));
    });
    expect(unchecked).toEqual([]);
  });

  test.each(['requester', 'buyer'] as const)(
    'a %s token is refused with 403 AUTH_NOT_AUTHORIZED on every operator route',
    async (role) => {
      const answers = await answersOnEveryRoute(tokens[role]);
      // One comparison over all routes, so a failure lists every route that let the role through.
      expect(answers.filter((a) => a.status !== 403 || a.code !== 'AUTH_NOT_AUTHORIZED')).toEqual([]);
      expect(answers).toHaveLength(routes.length);
    },
  );

  test('a staff token is never refused (401/403) on an operator route; dummy ids get the endpoint’s own answer', async () => {
    const answers = await answersOnEveryRoute(tokens.staff);
    expect(answers.filter((a) => a.status === 401 || a.status === 403 || a.status >= 500)).toEqual([]);
    // The staff requests really reached the endpoints: dummy ids and empty bodies are answered 4xx by them.
    expect(answers.some((a) => a.status === 404)).toBe(true);
    expect(answers.some((a) => a.status === 400)).toBe(true);
  });

  test.each([
    ['a word', 'not-an-id'],
    ['36 dashes (UUID-length, not a UUID)', '-'.repeat(36)],
    ['an overlong id', 'x'.repeat(300)],
  ])('malformed ids (%s) are answered 4xx by every operator route, never 5xx', async (_label, id) => {
    const answers: Array<{ route: string; status: number; code: unknown }> = [];
    for (const route of routes.filter((r) => r.path.includes(':'))) {
      const answer = await http(
        world.app,
        route.method,
        route.path.replace(/:(\w+)/g, id),
        tokens.staff,
        route.method === 'GET' ? undefined : {},
      );
      answers.push({ route: `${route.method} ${route.path}`, status: answer.status, code: answer.body.code });
    }
    expect(answers.length).toBeGreaterThan(10);
    // Buyer profiles are keyed by free text and created on first PUT (src/around-batch/assignment), so any id is accepted there.
    const upserts = new Set(['PUT /api/admin/assignment/buyers/:buyerId']);
    expect(answers.filter((a) => a.status >= 500 || (a.status < 400 && !upserts.has(a.route)))).toEqual([]);
  });

  test('no token at all is answered 401, not 403 or a page', async () => {
    const answers: Array<{ route: string; status: number }> = [];
    for (const route of routes)
      answers.push({
        route: `${route.method} ${route.path}`,
        status: (await http(world.app, route.method, concretePath(route.path))).status,
      });
    expect(answers.filter((a) => a.status !== 401)).toEqual([]);
  });
});
