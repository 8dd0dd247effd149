import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Socket } from 'socket.io-client';
import type { ShipmentDetail, ShipmentMoveProgress } from '@contracts/shipments';
import { SessionTokens } from '../../src/platform/auth/session-token';
import { DEMO_ACCOUNTS } from '../../src/dev/seed/demo-accounts';
import { PostgresEventStore } from '../../src/platform/event-store';
import { createTestDatabase } from '../support/test-database';
import {
  connectAs,
  eventually,
  givenApprovedOrder,
  givenClosedShipment,
  http,
  Inbox,
  markShipment,
  type ApprovedOrder,
} from '../support/kit';
import { startServerProcess, type ServerProcess } from '../scale/server-processes';

// Two real server processes on one PostgreSQL; 200 paid, approved orders in two shipments (two
// warehouses); staff mark one departed and one process is killed (-9) while its orders are moving.
// Every order of that shipment gets exactly one oversea_shipping event, the other shipment's orders
// none, the progress says all moved, and each requester's socket hears of each of their orders.
jest.setTimeout(420_000);

const SECRET = 'shipment-moves-session-secret-with-32-chars';
const tokens = new SessionTokens(SECRET, 24 * 3600);
const PER_SHIPMENT = 100;
const REQUESTERS = Array.from({ length: 4 }, () => randomUUID());
// Small claims and short leases: the killed process holds few moves, and the survivor takes them over soon.
const ENV = { SESSION_SECRET: SECRET, JOBS_LEASE_MS: '3000', JOBS_CONCURRENCY: '2', JOBS_CLAIM_BATCH: '4' };

describe('a departed shipment moves each of its orders once, across two instances and a kill', () => {
  let databaseUrl: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Client;
  let store: PostgresEventStore;
  const sockets: Socket[] = [];
  const staff = DEMO_ACCOUNTS.find((d) => d.key === 'staff')!;
  const staffToken = tokens.issue({ id: staff.accountId, accountType: staff.accountType }).token;
  const requesterToken = (id: string) => tokens.issue({ id, accountType: 'r' }).token;
  const progressOf = (server: ServerProcess, shipmentId: string) =>
    http<ShipmentMoveProgress>(server, 'GET', `/api/admin/shipments/${shipmentId}/moves`, staffToken);

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    a = await startServerProcess('a', databaseUrl, { ...ENV, SEED_DEMO_DATA: 'accounts' });
    store = new PostgresEventStore(databaseUrl, { poolSize: 4 });
    b = await startServerProcess('b', databaseUrl, ENV);
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all([a, b].filter(Boolean).map((s) => s.stop()));
    await store?.close();
    await db?.end();
  });

  const stageEvents = async (batchIds: readonly string[], stage: string) => {
    const { rows } = await db.query<{ stream_id: string; n: number }>(
      `SELECT s AS stream_id, count(e.*)::int AS n FROM unnest($1::text[]) s
         LEFT JOIN es_events e ON e.stream_id = s AND e.event_type = 'OrderStatusUpdated' AND e.data ->> 'status' = $2
        GROUP BY s`,
      [batchIds.map((id) => `batch-${id}`), stage],
    );
    return rows;
  };

  it('moves all 100 orders exactly once, leaves the other shipment alone, and tells every requester', async () => {
    const orders = async (warehouse: string) => {
      const made: ApprovedOrder[] = [];
      for (let n = 0; n < PER_SHIPMENT; n += 1)
        made.push(await givenApprovedOrder(store, { requesterId: REQUESTERS[n % REQUESTERS.length], warehouse }));
      return made;
    };
    const us = await orders('us');
    const jp = await orders('jp');
    const usShipment = await givenClosedShipment(store, { warehouse: 'us', orders: us });
    const jpShipment = await givenClosedShipment(store, { warehouse: 'jp', orders: jp });

    // Requesters and staff listen on A, the survivor.
    const inboxes = new Map<string, Inbox>();
    for (const id of REQUESTERS) {
      const socket = await connectAs(a, requesterToken(id));
      sockets.push(socket);
      inboxes.set(id, new Inbox(socket, ['batch:changed']));
    }
    const staffSocket = await connectAs(a, staffToken);
    sockets.push(staffSocket);
    const staffInbox = new Inbox(staffSocket, ['shipment:moves']);

    await markShipment(store, usShipment, 'MarkDeparted');

    // Kill B while the moves are under way: some moved, some not.
    const atKill = await eventually(
      async () => {
        const { rows } = await db.query<{ moved: number; total: number }>(
          `SELECT count(*) FILTER (WHERE status = 'moved')::int AS moved, count(*)::int AS total FROM shipment_moves`,
        );
        return rows[0].moved >= 10 ? rows[0] : undefined;
      },
      { timeoutMs: 120_000, what: 'the first moves' },
    );
    await b.kill9();
    expect(atKill.moved).toBeLessThan(PER_SHIPMENT);

    const done = await eventually(
      async () => {
        const answer = await progressOf(a, usShipment);
        return answer.status === 200 && answer.body.done ? answer.body : undefined;
      },
      { timeoutMs: 180_000, what: 'every move to be done' },
    );
    expect(done).toEqual({
      shipment_id: usShipment,
      event_type: 'ShipmentDeparted',
      target_stage: 'oversea_shipping',
      total: PER_SHIPMENT,
      moved: PER_SHIPMENT,
      pending: 0,
      failed: [],
      done: true,
    });

    // Exactly one stage event per order of the departed shipment; none for the other one's.
    const moved = await stageEvents(
      us.map((o) => o.batchId),
      'oversea_shipping',
    );
    expect(moved.filter((r) => r.n !== 1)).toEqual([]);
    expect(moved).toHaveLength(PER_SHIPMENT);
    const { rows: untouched } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM es_events WHERE stream_id = ANY($1) AND event_type = 'OrderStatusUpdated'`,
      [jp.map((o) => `batch-${o.batchId}`)],
    );
    expect(untouched[0].n).toBe(0);
    expect((await progressOf(a, jpShipment)).status).toBe(404);
    // The staff shipment detail carries the same progress (the console's "n of m orders moved").
    const detail = await eventually(
      async () => {
        const answer = await http<ShipmentDetail>(a, 'GET', `/api/admin/shipments/${usShipment}`, staffToken);
        return answer.status === 200 ? answer.body : undefined;
      },
      { timeoutMs: 30_000, what: 'the shipment detail' },
    );
    expect(detail.moves).toEqual(done);

    // Each requester heard of each of their orders (the writer's push, or the backstop's for B's last ones).
    for (const order of us) {
      await inboxes
        .get(order.requesterId)!
        .waitFor('batch:changed', (d) => d.batch_id === order.batchId && d.status === 'oversea_shipping', 20_000);
    }
    // Staff saw the final state pushed.
    await staffInbox.waitFor('shipment:moves', (d) => d.shipment_id === usShipment && d.done === true, 20_000);
  });

  it('lists an order the machine refuses with its code, and a retry after the fix moves it', async () => {
    const requesterId = REQUESTERS[0];
    const ready = await givenApprovedOrder(store, { requesterId, warehouse: 'us' });
    const unreviewed = await givenApprovedOrder(store, { requesterId, warehouse: 'us', approve: false });
    const shipmentId = await givenClosedShipment(store, { warehouse: 'us', orders: [ready, unreviewed] });
    await markShipment(store, shipmentId, 'MarkDeparted');

    const settled = await eventually(
      async () => {
        const answer = await progressOf(a, shipmentId);
        return answer.status === 200 && answer.body.done ? answer.body : undefined;
      },
      { timeoutMs: 60_000, what: 'the moves to settle' },
    );
    expect(settled).toMatchObject({ total: 2, moved: 1, pending: 0, done: true });
    expect(settled.failed).toEqual([
      {
        batch_id: unreviewed.batchId,
        batch_number: unreviewed.batchNumber,
        code: 'BATCH_ARRIVAL_NOT_SETTLED',
        message: expect.any(String) as string,
      },
    ]);

    // Not staff: refused; an auditor may read but not retry; a malformed id names the field.
    expect((await progressOf(a, 'shp-none')).status).toBe(404);
    const requester = requesterToken(requesterId);
    expect((await http(a, 'GET', `/api/admin/shipments/${shipmentId}/moves`, requester)).status).toBe(403);
    expect((await http(a, 'POST', `/api/admin/shipments/${shipmentId}/moves/retry`, requester)).status).toBe(403);
    const bad = await http(a, 'GET', `/api/admin/shipments/${'x'.repeat(80)}/moves`, staffToken);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'id' } });

    await unreviewed.approve();
    const retried = await http<ShipmentMoveProgress>(
      a,
      'POST',
      `/api/admin/shipments/${shipmentId}/moves/retry`,
      staffToken,
    );
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ moved: 1, pending: 1, failed: [] });
    const after = await eventually(
      async () => {
        const answer = await progressOf(a, shipmentId);
        return answer.body.done ? answer.body : undefined;
      },
      { timeoutMs: 60_000, what: 'the retried move' },
    );
    expect(after).toMatchObject({ total: 2, moved: 2, failed: [] });
    const events = await stageEvents([ready.batchId, unreviewed.batchId], 'oversea_shipping');
    expect(events.map((r) => r.n)).toEqual([1, 1]);
  });
});
