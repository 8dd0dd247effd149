import { randomUUID } from 'node:crypto';
import { createRequest, givenAccount, http, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/** Staff assign only to an active buyer with a buyer profile; anything else is a named 404. */
describe('Manual assignment: only an active buyer with a buyer profile', () => {
  let app: TestApp;
  let staffId: string;
  let staff: string;
  let requester: string;

  beforeAll(async () => {
    app = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    staffId = randomUUID();
    staff = app.tokenFor({ id: staffId, accountType: 's' });
    requester = app.tokenFor({ id: randomUUID(), accountType: 'r' });
  });
  afterAll(async () => app.close());

  // The explanation is there because the auto-assigner may give the batch to another available
  // buyer of the shared database first, and a reassignment must explain itself.
  const assign = (batchId: string, buyerId: string) =>
    http(app, 'PUT', `/api/admin/batches/${batchId}/assign`, staff, {
      buyer_id: buyerId,
      explanation: 'Staff chose this buyer by hand',
    });
  const profile = (id: string) => http(app, 'PUT', `/api/admin/assignment/buyers/${id}`, staff, { available: false });

  it('refuses a made-up id, a requester account, a deleted buyer and the staff member, and names why', async () => {
    const { id } = await createRequest(app, requester);
    const someRequester = await givenAccount(app, { accountType: 'r' });
    const deletedBuyer = await givenAccount(app, { accountType: 'b' });
    // Even with a profile, a requester's account or a deleted user is no buyer.
    expect((await profile(someRequester.id)).status).toBe(200);
    expect((await profile(deletedBuyer.id)).status).toBe(200);
    await app.dataSource.query(
      `UPDATE users SET deleted_at = now() WHERE id = (SELECT user_id FROM accounts WHERE id = $1)`,
      [deletedBuyer.id],
    );
    expect((await profile(staffId)).status).toBe(200);
    const cases: [string, string][] = [
      [randomUUID(), 'no_buyer_profile'],
      ['made-up-buyer', 'no_buyer_profile'],
      [someRequester.id, 'not_a_buyer'],
      [deletedBuyer.id, 'inactive'],
      [staffId, 'own_account'],
    ];
    for (const [buyerId, reason] of cases) {
      const answer = await assign(id, buyerId);
      expect({ buyerId, status: answer.status, body: answer.body }).toEqual({
        buyerId,
        status: 404,
        body: {
          code: 'ASSIGNMENT_BUYER_NOT_FOUND',
          message: 'Buyer profile not found',
          params: { field: 'buyer_id', reason },
        },
      });
    }
    const detail = await http<{ buyer_id: string | null; status: string }>(
      app,
      'GET',
      `/api/batch/requests/${id}`,
      staff,
    );
    // None of the refused ids got the batch (the auto-assigner may meanwhile give it to a real buyer).
    expect(cases.map(([buyerId]) => buyerId)).not.toContain(detail.body.buyer_id);
  });

  it('assigns an active buyer with a profile, listed by name for the console', async () => {
    const { id } = await createRequest(app, requester);
    const buyer = await givenAccount(app, { accountType: 'b', firstName: 'Mei', lastName: 'Chan' });
    expect((await assign(id, buyer.id)).status).toBe(404);
    expect((await profile(buyer.id)).status).toBe(200);
    const list = await http<{ results: { buyer_id: string; name: string | null }[] }>(
      app,
      'GET',
      '/api/admin/assignment/buyers',
      staff,
    );
    expect(list.body.results).toContainEqual(
      expect.objectContaining({ buyer_id: buyer.id, name: 'Mei Chan' }) as unknown,
    );
    const assigned = await assign(id, buyer.id);
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'assigned' });
  });
});
