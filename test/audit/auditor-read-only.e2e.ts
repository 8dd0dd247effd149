import { randomUUID } from 'node:crypto';
import { AUDITOR_WRITE_EXCEPTIONS } from '../../src/operations/audit/auditor-read-only.guard';
import { concretePath, registeredRoutes } from '../support/registered-routes';
import { givenAccount, http, startTestApp, type TestApp } from '../support/kit';

describe('Auditors are read-only on every route', () => {
  let app: TestApp;
  let auditor: string;

  beforeAll(async () => {
    app = await startTestApp();
    auditor = app.tokenFor({
      id: (await givenAccount(app, { firstName: 'Ada', lastName: 'Auditor', accountType: 'x' })).id,
      accountType: 'x',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  test('every registered non-GET route refuses an auditor token with 403 (except the listed sign-in)', async () => {
    const writes = registeredRoutes(app).filter((r) => !['GET', 'HEAD', 'OPTIONS', '_ALL'].includes(r.method));
    // The walk must really find the app's routes, or this test would pass on nothing.
    expect(writes.length).toBeGreaterThan(25);
    expect(writes).toContainEqual({ method: 'PUT', path: '/api/admin/batches/:id/assign' });
    const refusedOrExcepted: string[] = [];
    for (const route of writes) {
      const path = concretePath(route.path);
      const excepted = AUDITOR_WRITE_EXCEPTIONS.some((e) => e.method === route.method && e.path === route.path);
      // The excepted logout routes end the session they are called with: they get a session of their own.
      const token = excepted ? app.tokenFor({ id: randomUUID(), accountType: 'x' }) : auditor;
      const answer = await http(app, route.method, path, token, {});
      if (excepted) {
        expect(answer.status).not.toBe(403);
      } else {
        // The label makes a failure name the route that let an auditor write.
        expect({ route: `${route.method} ${route.path}`, status: answer.status, code: answer.body.code }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 403,
          code: 'AUTH_NOT_AUTHORIZED',
        });
      }
      refusedOrExcepted.push(`${route.method} ${route.path}`);
    }
    expect(refusedOrExcepted).toHaveLength(writes.length);
  });

  test('reads still work for auditors, and other roles are not affected by the rule', async () => {
    expect((await http(app, 'GET', '/api/admin/users', auditor)).status).toBe(200);
    const staff = app.tokenFor({
      id: (await givenAccount(app, { firstName: 'Sam', lastName: 'Staff', accountType: 's' })).id,
      accountType: 's',
    });
    // Staff reaching the same write gets the endpoint's own answer (here: the batch does not exist), not the auditor refusal.
    const answer = await http(app, 'PUT', `/api/admin/batches/${randomUUID()}/assign`, staff, { buyer_id: 'b-1' });
    expect(answer.status).toBe(404);
  });
});
