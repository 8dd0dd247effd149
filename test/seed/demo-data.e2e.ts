import { seedDemoData } from '../../src/dev/seed/seed-demo-data';
import { DEMO_ACCOUNTS } from '../../src/dev/seed/demo-accounts';
import { requestBodyFor, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('Demo data (what npm start seeds)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => testApp.close());

  it('creates the four demo accounts once, and puts the demo buyer in the assignment pool', async () => {
    expect(await seedDemoData(testApp.dataSource)).toHaveLength(4);
    expect(await seedDemoData(testApp.dataSource)).toEqual([]);
    const accounts: Array<{ account_type: string }> = await testApp.dataSource.query(
      `SELECT account_type FROM accounts ORDER BY account_type`,
    );
    expect(accounts.map((a) => a.account_type)).toEqual(['b', 'r', 's', 'x']);
    const pool: Array<{ buyer_id: string; active: boolean }> = await testApp.dataSource.query(
      `SELECT buyer_id, active FROM batch_assignment_buyers`,
    );
    const buyer = DEMO_ACCOUNTS.find((d) => d.accountType === 'b');
    expect(pool).toEqual([{ buyer_id: buyer?.accountId, active: true }]);
  });

  it('lets the demo requester create a request that the demo buyer is assigned', async () => {
    const requester = DEMO_ACCOUNTS.find((d) => d.accountType === 'r');
    const buyer = DEMO_ACCOUNTS.find((d) => d.accountType === 'b');
    const login = await fetch(`${testApp.baseUrl}/api/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'dev', token: requester?.email }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${testApp.baseUrl}/api/batch/requests/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(requestBodyFor([{ name: 'Hiking boots', price: 25000, category: 'sports_and_outdoors' }])),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    let detail: { status?: string; buyer_id?: string } = {};
    for (let i = 0; i < 50 && detail.status !== 'assigned'; i++) {
      const response = await fetch(`${testApp.baseUrl}/api/batch/requests/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      detail = (await response.json()) as typeof detail;
      if (detail.status !== 'assigned') await new Promise((r) => setTimeout(r, 100));
    }
    expect(detail).toMatchObject({ status: 'assigned', buyer_id: buyer?.accountId });
  });
});
