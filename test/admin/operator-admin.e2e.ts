import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { connectAs, givenAccount, givenBatch, http, openSocket, refusal } from '../support/kit';
import { useOperatorWorld } from './operator-admin.fixture';

describe('Operator endpoints: users, dashboard', () => {
  const w = useOperatorWorld();
  const { accounts, tokens: who } = w;

  describe('users list ordering: a whitelisted column sorts it', () => {
    it('sorts by a whitelisted column both ways; anything else is 400 naming ordering', async () => {
      const tag = randomUUID().slice(0, 8);
      for (const last of ['Bravo', 'alpha', 'Charlie'])
        await givenAccount(w.app, { accountType: 'r', firstName: `Sort${tag}`, lastName: last });
      const names = async (ordering: string) => {
        const answer = await http<{ results: { last_name: string }[] }>(
          w.app,
          'GET',
          `/api/admin/users?search=Sort${tag}&ordering=${ordering}`,
          who.staff,
        );
        expect(answer.status).toBe(200);
        return answer.body.results.map((r) => r.last_name);
      };
      // Case-insensitive, as a person reads a name list.
      expect(await names('last_name')).toEqual(['alpha', 'Bravo', 'Charlie']);
      expect(await names('-last_name')).toEqual(['Charlie', 'Bravo', 'alpha']);
      // Created in the order Bravo, alpha, Charlie.
      expect(await names('created_at')).toEqual(['Bravo', 'alpha', 'Charlie']);
      const bad = await http(w.app, 'GET', '/api/admin/users?ordering=password', who.staff);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'ordering' } });
    });
  });

  describe('disabling an account', () => {
    it('refuses its token on HTTP and the socket and its sign-in; enabling restores all three', async () => {
      const person = await givenAccount(w.app, {
        accountType: 'r',
        firstName: 'Pat',
        lastName: 'Person',
        activated: true,
      });
      const token = w.app.tokenFor({ id: person.id, accountType: 'r' });
      expect((await http(w.app, 'GET', '/api/batch/requests', token)).status).toBe(200);

      const off = await http(w.app, 'PATCH', `/api/admin/users/${person.id}`, who.staff, { disabled: true });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ id: person.id, account_type: 'r', disabled: true });

      const refused = await http(w.app, 'GET', '/api/batch/requests', token);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'AUTH_ACCOUNT_DISABLED' });
      const socket = openSocket(w.app.baseUrl, token);
      expect(await refusal(socket)).toBe('AUTH_INVALID_TOKEN');
      socket.close();
      const login = await http(w.app, 'POST', '/api/user/login/', undefined, { provider: 'dev', token: person.email });
      expect(login.status).toBe(403);
      expect(login.body).toMatchObject({ code: 'AUTH_ACCOUNT_DISABLED' });

      const on = await http(w.app, 'PATCH', `/api/admin/users/${person.id}`, who.staff, { disabled: false });
      expect(on.body).toMatchObject({ disabled: false });
      expect((await http(w.app, 'GET', '/api/batch/requests', token)).status).toBe(200);
      const connected = await connectAs(w.app, token);
      expect(connected.connected).toBe(true);
      connected.close();
      const again = await http<{ activated_account: string }>(w.app, 'POST', '/api/user/login/', undefined, {
        provider: 'dev',
        token: person.email,
      });
      expect(again.status).toBe(200);
      expect(again.body.activated_account).toBe(person.id);

      const changes = await http<{
        results: Array<{ table: string; key: string; before: unknown; after: unknown; changed_by: string }>;
      }>(w.app, 'GET', '/api/admin/reference/changes?table=accounts', who.auditor);
      expect(changes.body.results.filter((c) => c.key === person.id).map((c) => c.after)).toEqual([
        { account_type: 'r', disabled: false },
        { account_type: 'r', disabled: true },
      ]);
      expect(changes.body.results[0].changed_by).toBe(accounts.staff.id);
    });

    it('changes the account type and refuses tokens minted for the old type', async () => {
      const person = await givenAccount(w.app, {
        accountType: 'r',
        firstName: 'Pat',
        lastName: 'Person',
        activated: true,
      });
      const oldToken = w.app.tokenFor({ id: person.id, accountType: 'r' });
      const changed = await http(w.app, 'PATCH', `/api/admin/users/${person.id}`, who.staff, { account_type: 'b' });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ account_type: 'b', disabled: false });
      expect((await http(w.app, 'GET', '/api/batch/requests', oldToken)).status).toBe(401);
      expect(
        (await http(w.app, 'GET', '/api/batch/orders', w.app.tokenFor({ id: person.id, accountType: 'b' }))).status,
      ).toBe(200);
    });

    it('validates, 404s, refuses its own account and the other roles', async () => {
      const person = await givenAccount(w.app, {
        accountType: 'r',
        firstName: 'Pat',
        lastName: 'Person',
        activated: true,
      });
      const bad = await http(w.app, 'PATCH', `/api/admin/users/${person.id}`, who.staff, { account_type: 's' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'account_type' } });
      expect((await http(w.app, 'PATCH', `/api/admin/users/${person.id}`, who.staff, { disabled: 'yes' })).status).toBe(
        400,
      );
      expect(
        (await http(w.app, 'PATCH', `/api/admin/users/${randomUUID()}`, who.staff, { disabled: true })).body,
      ).toMatchObject({ code: 'ADMIN_USER_NOT_FOUND' });
      expect(
        (await http(w.app, 'PATCH', `/api/admin/users/${accounts.staff.id}`, who.staff, { disabled: true })).body,
      ).toMatchObject({
        code: 'ADMIN_USER_OWN_ACCOUNT',
      });
      for (const token of [who.auditor, who.requester, who.buyer]) {
        const answer = await http(w.app, 'PATCH', `/api/admin/users/${person.id}`, token, { disabled: true });
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ code: 'AUTH_NOT_AUTHORIZED' });
      }
      for (const token of [who.requester, who.buyer])
        expect((await http(w.app, 'GET', `/api/admin/users/${person.id}/batches`, token)).status).toBe(403);
      const batches = await http(w.app, 'GET', `/api/admin/users/${person.id}/batches`, who.auditor);
      expect(batches.status).toBe(200);
      expect(batches.body).toMatchObject({ results: [], count: 0 });
      expect((await http(w.app, 'GET', `/api/admin/users/${randomUUID()}/batches`, who.staff)).status).toBe(404);
    });
  });

  describe('dashboard', () => {
    it('answers staff and auditors with figures equal to the given data; refuses requesters and buyers', async () => {
      const now = new Date();
      const batchNumber = `B${Date.now()}`;
      await w.app.dataSource.query(
        `INSERT INTO robot_failures (batch_id, batch_number, sent_event_id, code, message, created_at) VALUES ('b-robot', $1, $2, 'ROBOT_DOWN', 'down', $3)`,
        [batchNumber, randomUUID(), now],
      );
      await w.app.dataSource.query(
        `INSERT INTO payment_attempts (idempotency_key, batch_number, amount_value, amount_currency, request_fingerprint, status) VALUES ($1, 'B1', 12345, 'HKD', 'f', 'authorised'), ($2, 'B2', 55, 'HKD', 'f', 'refused')`,
        [randomUUID(), randomUUID()],
      );
      await w.app.dataSource.query(
        `INSERT INTO payment_modifications (idempotency_key, batch_id, kind, payment_psp_reference, amount_value, status) VALUES ($1, 'b1', 'capture', 'psp', 10000, 'received')`,
        [randomUUID()],
      );
      // Seeded batches: two assigned and one accepted, all in the reviewing group. (A canceled payment
      // would raise a provider alert here and change recent_errors, so no completed batch is seeded.)
      const store = new PostgresEventStore(w.app.databaseUrl, { poolSize: 2 });
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
          w.app,
          'GET',
          `/api/batch/${kind}?group=${group}&after_position=${encodeURIComponent(last)}`,
          who.staff,
        );
        expect(list.status).toBe(200);
        return list.body.count;
      };
      const reviewing = await listCount('requests', 'reviewing');
      const processing = await listCount('orders', 'processing');
      expect({ reviewing, processing }).toEqual({ reviewing: 3, processing: 0 });
      for (const token of [who.staff, who.auditor]) {
        const answer = await http<{
          groups: Record<string, number>;
          payments_today: unknown;
          projections: Array<{ name: string; lag_events: number }>;
          recent_errors: Array<Record<string, unknown>>;
        }>(w.app, 'GET', '/api/admin/dashboard', token);
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
      for (const token of [who.requester, who.buyer])
        expect((await http(w.app, 'GET', '/api/admin/dashboard', token)).status).toBe(403);
    });
  });
});
