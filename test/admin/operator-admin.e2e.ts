import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import {
  connectAs,
  givenAccount,
  givenBatch,
  http,
  openSocket,
  refusal,
  startTestApp,
  type TestApp,
} from '../support/kit';

interface ChangeRow {
  table: string;
  key: string;
  before: unknown;
  after: unknown;
  changed_by: string;
  changed_at: string;
}

describe('Operator endpoints (issue 7): users, dashboard, reference data', () => {
  let app: TestApp;
  let staff: string;
  let staffId: string;
  let auditor: string;
  let requester: string;
  let buyer: string;

  beforeAll(async () => {
    app = await startTestApp();
    staffId = (await givenAccount(app, { firstName: 'Sam', lastName: 'Staff', accountType: 's' })).id;
    staff = app.tokenFor({ id: staffId, accountType: 's' });
    auditor = app.tokenFor({
      id: (await givenAccount(app, { firstName: 'Ada', lastName: 'Auditor', accountType: 'x' })).id,
      accountType: 'x',
    });
    requester = app.tokenFor({
      id: (await givenAccount(app, { firstName: 'Rita', lastName: 'R', accountType: 'r' })).id,
      accountType: 'r',
    });
    buyer = app.tokenFor({
      id: (await givenAccount(app, { firstName: 'Bo', lastName: 'B', accountType: 'b' })).id,
      accountType: 'b',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('users list ordering (issue 17: the list could not be sorted)', () => {
    it('sorts by a whitelisted column both ways; anything else is 400 naming ordering', async () => {
      const tag = randomUUID().slice(0, 8);
      for (const last of ['Bravo', 'alpha', 'Charlie'])
        await givenAccount(app, { accountType: 'r', firstName: `Sort${tag}`, lastName: last });
      const names = async (ordering: string) => {
        const answer = await http<{ results: { last_name: string }[] }>(
          app,
          'GET',
          `/api/admin/users?search=Sort${tag}&ordering=${ordering}`,
          staff,
        );
        expect(answer.status).toBe(200);
        return answer.body.results.map((r) => r.last_name);
      };
      // Case-insensitive, as a person reads a name list.
      expect(await names('last_name')).toEqual(['alpha', 'Bravo', 'Charlie']);
      expect(await names('-last_name')).toEqual(['Charlie', 'Bravo', 'alpha']);
      // Created in the order Bravo, alpha, Charlie.
      expect(await names('created_at')).toEqual(['Bravo', 'alpha', 'Charlie']);
      const bad = await http(app, 'GET', '/api/admin/users?ordering=password', staff);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'ordering' } });
    });
  });

  describe('disabling an account', () => {
    it('refuses its token on HTTP and the socket and its sign-in; enabling restores all three', async () => {
      const person = await givenAccount(app, {
        accountType: 'r',
        firstName: 'Pat',
        lastName: 'Person',
        activated: true,
      });
      const token = app.tokenFor({ id: person.id, accountType: 'r' });
      expect((await http(app, 'GET', '/api/batch/requests', token)).status).toBe(200);

      const off = await http(app, 'PATCH', `/api/admin/users/${person.id}`, staff, { disabled: true });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ id: person.id, account_type: 'r', disabled: true });

      const refused = await http(app, 'GET', '/api/batch/requests', token);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'AUTH_ACCOUNT_DISABLED' });
      const socket = openSocket(app.baseUrl, token);
      expect(await refusal(socket)).toBe('AUTH_INVALID_TOKEN');
      socket.close();
      const login = await http(app, 'POST', '/api/user/login/', undefined, { provider: 'dev', token: person.email });
      expect(login.status).toBe(403);
      expect(login.body).toMatchObject({ code: 'AUTH_ACCOUNT_DISABLED' });

      const on = await http(app, 'PATCH', `/api/admin/users/${person.id}`, staff, { disabled: false });
      expect(on.body).toMatchObject({ disabled: false });
      expect((await http(app, 'GET', '/api/batch/requests', token)).status).toBe(200);
      const connected = await connectAs(app, token);
      expect(connected.connected).toBe(true);
      connected.close();
      const again = await http<{ activated_account: string }>(app, 'POST', '/api/user/login/', undefined, {
        provider: 'dev',
        token: person.email,
      });
      expect(again.status).toBe(200);
      expect(again.body.activated_account).toBe(person.id);

      const changes = await http<{
        results: Array<{ table: string; key: string; before: unknown; after: unknown; changed_by: string }>;
      }>(app, 'GET', '/api/admin/reference/changes?table=accounts', auditor);
      expect(changes.body.results.filter((c) => c.key === person.id).map((c) => c.after)).toEqual([
        { account_type: 'r', disabled: false },
        { account_type: 'r', disabled: true },
      ]);
      expect(changes.body.results[0].changed_by).toBe(staffId);
    });

    it('changes the account type and refuses tokens minted for the old type', async () => {
      const person = await givenAccount(app, {
        accountType: 'r',
        firstName: 'Pat',
        lastName: 'Person',
        activated: true,
      });
      const oldToken = app.tokenFor({ id: person.id, accountType: 'r' });
      const changed = await http(app, 'PATCH', `/api/admin/users/${person.id}`, staff, { account_type: 'b' });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ account_type: 'b', disabled: false });
      expect((await http(app, 'GET', '/api/batch/requests', oldToken)).status).toBe(401);
      expect(
        (await http(app, 'GET', '/api/batch/orders', app.tokenFor({ id: person.id, accountType: 'b' }))).status,
      ).toBe(200);
    });

    it('validates, 404s, refuses its own account and the other roles', async () => {
      const person = await givenAccount(app, {
        accountType: 'r',
        firstName: 'Pat',
        lastName: 'Person',
        activated: true,
      });
      const bad = await http(app, 'PATCH', `/api/admin/users/${person.id}`, staff, { account_type: 's' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'account_type' } });
      expect((await http(app, 'PATCH', `/api/admin/users/${person.id}`, staff, { disabled: 'yes' })).status).toBe(400);
      expect(
        (await http(app, 'PATCH', `/api/admin/users/${randomUUID()}`, staff, { disabled: true })).body,
      ).toMatchObject({ code: 'ADMIN_USER_NOT_FOUND' });
      expect((await http(app, 'PATCH', `/api/admin/users/${staffId}`, staff, { disabled: true })).body).toMatchObject({
        code: 'ADMIN_USER_OWN_ACCOUNT',
      });
      for (const token of [auditor, requester, buyer]) {
        const answer = await http(app, 'PATCH', `/api/admin/users/${person.id}`, token, { disabled: true });
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ code: 'AUTH_NOT_AUTHORIZED' });
      }
      for (const token of [requester, buyer])
        expect((await http(app, 'GET', `/api/admin/users/${person.id}/batches`, token)).status).toBe(403);
      const batches = await http(app, 'GET', `/api/admin/users/${person.id}/batches`, auditor);
      expect(batches.status).toBe(200);
      expect(batches.body).toMatchObject({ results: [], count: 0 });
      expect((await http(app, 'GET', `/api/admin/users/${randomUUID()}/batches`, staff)).status).toBe(404);
    });
  });

  describe('dashboard', () => {
    it('answers staff and auditors with figures equal to the given data; refuses requesters and buyers', async () => {
      const now = new Date();
      const batchNumber = `B${Date.now()}`;
      await app.dataSource.query(
        `INSERT INTO robot_failures (batch_id, batch_number, sent_event_id, code, message, created_at) VALUES ('b-robot', $1, $2, 'ROBOT_DOWN', 'down', $3)`,
        [batchNumber, randomUUID(), now],
      );
      await app.dataSource.query(
        `INSERT INTO payment_attempts (idempotency_key, batch_number, amount_value, amount_currency, request_fingerprint, status) VALUES ($1, 'B1', 12345, 'HKD', 'f', 'authorised'), ($2, 'B2', 55, 'HKD', 'f', 'refused')`,
        [randomUUID(), randomUUID()],
      );
      await app.dataSource.query(
        `INSERT INTO payment_modifications (idempotency_key, batch_id, kind, payment_psp_reference, amount_value, status) VALUES ($1, 'b1', 'capture', 'psp', 10000, 'received')`,
        [randomUUID()],
      );
      // Seeded batches: two assigned and one accepted, all in the reviewing group. (A canceled payment
      // would raise a provider alert here and change recent_errors, so no completed batch is seeded.)
      const store = new PostgresEventStore(app.databaseUrl, { poolSize: 2 });
      const seeded = [];
      try {
        for (const stage of ['assigned', 'assigned', 'accepted'] as const)
          seeded.push(await givenBatch(store, stage, { requesterId: 'req-dash', buyerId: 'buyer-dash' }));
      } finally {
        await store.close();
      }
      const last = seeded[seeded.length - 1].position;
      // The list and the dashboard read the same summary table; the list waits for the seeded position.
      const listCount = async (kind: string, group: string) => {
        const list = await http<{ count: number; stale: boolean }>(
          app,
          'GET',
          `/api/batch/${kind}?group=${group}&after_position=${encodeURIComponent(last)}`,
          staff,
        );
        expect(list.status).toBe(200);
        return list.body.count;
      };
      const reviewing = await listCount('requests', 'reviewing');
      const processing = await listCount('orders', 'processing');
      expect({ reviewing, processing }).toEqual({ reviewing: 3, processing: 0 });
      for (const token of [staff, auditor]) {
        const answer = await http<{
          groups: Record<string, number>;
          payments_today: unknown;
          projections: Array<{ name: string; lag_events: number }>;
          recent_errors: Array<Record<string, unknown>>;
        }>(app, 'GET', '/api/admin/dashboard', token);
        expect(answer.status).toBe(200);
        expect(answer.body.payments_today).toMatchObject({
          count: 1,
          authorised: 12345,
          captured: 10000,
          currency: 'HKD',
        });
        // Each non-zero group matches what the batch list shows for that group.
        expect(answer.body.groups).toMatchObject({ new: 0, processing, completed: 0, archived: 0, reviewing });
        expect(answer.body.projections.length).toBeGreaterThan(0);
        expect(answer.body.recent_errors[0]).toMatchObject({
          source: 'robot',
          batch_id: 'b-robot',
          batch_number: batchNumber,
          code: 'ROBOT_DOWN',
          message: 'down',
        });
      }
      for (const token of [requester, buyer])
        expect((await http(app, 'GET', '/api/admin/dashboard', token)).status).toBe(403);
    });
  });

  describe('reference data', () => {
    it('a featured shop added by staff is public at once and recorded with who and when; auditors cannot write', async () => {
      const shop = {
        region: 'hk',
        name: 'Admin Test Shop',
        url: 'https://shop.example.com',
        categories: ['Books'],
        description: 'Books',
      };
      for (const token of [auditor, requester, buyer])
        expect((await http(app, 'POST', '/api/admin/reference/featured-shops', token, shop)).status).toBe(403);
      const bad = await http(app, 'POST', '/api/admin/reference/featured-shops', staff, { ...shop, url: 'not a url' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ params: { field: 'url' } });
      const created = await http<{ id: number }>(app, 'POST', '/api/admin/reference/featured-shops', staff, shop);
      expect(created.status).toBe(201);
      const pub = await http<{ results: Array<{ name: string }> }>(
        app,
        'GET',
        '/api/shop/featured?region=hk&category=Books',
      );
      expect(pub.body.results.map((r) => r.name)).toContain('Admin Test Shop');
      const del = await http(app, 'DELETE', `/api/admin/reference/featured-shops/${created.body.id}`, staff);
      expect(del.status).toBe(200);
      expect(
        (
          await http<{ results: Array<{ name: string }> }>(app, 'GET', '/api/shop/featured?region=hk&category=Books')
        ).body.results.map((r) => r.name),
      ).not.toContain('Admin Test Shop');
      const changes = await http<{
        results: Array<{ key: string; before: unknown; after: unknown; changed_by: string; changed_at: string }>;
      }>(app, 'GET', '/api/admin/reference/changes?table=featured_shops', auditor);
      const mine = changes.body.results.filter((c) => c.key === String(created.body.id));
      expect(mine).toHaveLength(2);
      expect(mine[0]).toMatchObject({ after: null, changed_by: staffId });
      expect(mine[1]).toMatchObject({ before: null, after: { name: 'Admin Test Shop' }, changed_by: staffId });
      expect(Number.isNaN(Date.parse(mine[0].changed_at))).toBe(false);
      expect((await http(app, 'DELETE', `/api/admin/reference/featured-shops/999999`, staff)).status).toBe(404);
    });

    it('fee rates, pickup hours, prohibited items and currency rates: edits show in the public reads and the change log', async () => {
      const startedAt = Date.now();
      const rates = await http<{ results: Array<{ id: number }> }>(
        app,
        'GET',
        '/api/admin/reference/fee-rates',
        auditor,
      );
      const id = rates.body.results[0].id;
      const put = await http(app, 'PUT', `/api/admin/reference/fee-rates/${id}`, staff, { fee_flat_cents: 4321 });
      expect(put.body).toMatchObject({ id, fee_flat_cents: 4321 });
      expect(
        (await http(app, 'PUT', `/api/admin/reference/fee-rates/${id}`, staff, { fee_flat_cents: -1 })).body,
      ).toMatchObject({ params: { field: 'fee_flat_cents' } });
      const pub = await http<{ results: Array<{ id: number; fee_flat: unknown }> }>(
        app,
        'GET',
        '/api/order/rates?fee_country_from=1&fee_country_to=2',
      );
      expect(pub.body.results.find((r) => r.id === id)?.fee_flat).toEqual(expect.anything());
      expect(
        (
          await http<{ results: Array<{ id: number; fee_flat_cents: number }> }>(
            app,
            'GET',
            '/api/order/rates?fee_country_from=1&fee_country_to=2',
          )
        ).body.results.find((r) => r.id === id)?.fee_flat_cents,
      ).toBe(4321);

      const locations = await http<{ results: Array<{ id: string }> }>(
        app,
        'GET',
        '/api/admin/reference/pickup-locations',
        staff,
      );
      const loc = locations.body.results[0].id;
      const hours = [{ days: 'Mon-Sun', open: '09:00', close: '21:00' }];
      expect(
        (
          await http(app, 'PUT', `/api/admin/reference/pickup-locations/${loc}`, staff, {
            open_hours: hours,
            open_hours_text: 'Daily 09:00-21:00',
          })
        ).status,
      ).toBe(200);
      expect((await http(app, 'GET', `/api/location/detail/${loc}`)).body).toMatchObject({
        openHours: 'Daily 09:00-21:00',
        openHoursDetail: hours,
      });
      expect(
        (
          await http(app, 'PUT', `/api/admin/reference/pickup-locations/${loc}`, staff, {
            open_hours: [{ days: 'Mon', open: '25:00', close: '10:00' }],
          })
        ).status,
      ).toBe(400);

      const item = {
        name: 'admin_test_item',
        category: 'arts_and_culture',
        title: 'Admin test item',
        scope: 'all',
        description: 'Not allowed',
      };
      expect(
        (await http(app, 'POST', '/api/admin/reference/prohibited-items', staff, { ...item, category: 'nope' })).body,
      ).toMatchObject({ params: { field: 'category' } });
      expect((await http(app, 'POST', '/api/admin/reference/prohibited-items', staff, item)).status).toBe(201);
      expect((await http(app, 'POST', '/api/admin/reference/prohibited-items', staff, item)).status).toBe(409);
      const publicItems = await http<{ categories: Array<{ items: Array<{ name: string }> }> }>(
        app,
        'GET',
        '/api/prohibited-items',
      );
      expect(publicItems.body.categories.flatMap((c) => c.items.map((i) => i.name))).toContain('admin_test_item');

      const hkd = await http(app, 'PUT', '/api/admin/reference/currency-rates/HKD', staff, { rate_micro: 7_790_000 });
      expect(hkd.body).toMatchObject({ currency: 'HKD', rate_micro: 7_790_000, per_usd: '7.790000' });
      expect(
        (await http(app, 'PUT', '/api/admin/reference/currency-rates/USD', staff, { rate_micro: 2 })).body,
      ).toMatchObject({ params: { field: 'currency' } });
      expect(
        (await http(app, 'PUT', '/api/admin/reference/currency-rates/HKD', auditor, { rate_micro: 2 })).status,
      ).toBe(403);
      const publicRates = await http<{ results: Array<{ currency: string; rate_micro: number }> }>(
        app,
        'GET',
        '/api/currency/rates',
      );
      expect(publicRates.body.results.find((r) => r.currency === 'HKD')?.rate_micro).toBe(7_790_000);
      for (const token of [requester, buyer])
        expect((await http(app, 'GET', '/api/admin/reference/fee-rates', token)).status).toBe(403);

      // Each edit is in the change log with who (the staff account) and when (during this test).
      const changeOf = async (table: string, key: string) => {
        const log = await http<{ results: ChangeRow[] }>(
          app,
          'GET',
          `/api/admin/reference/changes?table=${table}`,
          auditor,
        );
        expect(log.status).toBe(200);
        return log.body.results.filter((c) => c.key === key);
      };
      const fee = await changeOf('fee_rates', String(id));
      expect(fee).toHaveLength(1);
      expect(fee[0]).toMatchObject({ table: 'fee_rates', after: { fee_flat_cents: 4321 }, changed_by: staffId });
      expect(fee[0].before).not.toMatchObject({ fee_flat_cents: 4321 });
      const pickup = await changeOf('pickup_locations', loc);
      expect(pickup).toHaveLength(1);
      expect(pickup[0]).toMatchObject({
        after: { open_hours: hours, open_hours_text: 'Daily 09:00-21:00' },
        changed_by: staffId,
      });
      const prohibited = await changeOf('prohibited_items', 'admin_test_item');
      expect(prohibited).toHaveLength(1);
      expect(prohibited[0]).toMatchObject({
        before: null,
        after: { name: 'admin_test_item', category: 'arts_and_culture', title: 'Admin test item' },
        changed_by: staffId,
      });
      const currency = await changeOf('currency_rates', 'HKD');
      expect(currency).toHaveLength(1);
      // The log keeps the row as stored: rate_micro is a bigint column, so compare its value.
      expect(currency[0]).toMatchObject({ changed_by: staffId });
      expect(Number((currency[0].after as { rate_micro: unknown }).rate_micro)).toBe(7_790_000);
      for (const change of [...fee, ...pickup, ...prohibited, ...currency]) {
        const at = Date.parse(change.changed_at);
        expect(at).toBeGreaterThanOrEqual(startedAt - 1000);
        expect(at).toBeLessThanOrEqual(Date.now() + 1000);
      }
      // Refused and invalid edits (auditor, bad values, the duplicate item) left no record.
      expect((await changeOf('currency_rates', 'USD')).length).toBe(0);
    });
  });
});
