import { EVENT_STORE, type EventStore } from '../../src/platform/event-store/event-store.port';
import { EventStoreDbEventStore } from '../../src/platform/event-store/eventstoredb/eventstoredb-event-store';
import { PortLogSource, toLogPosition } from '../../src/platform/projections/runner/port-log-source';
import { rebuildProjection } from '../../src/platform/projections/rebuild/projection-rebuilder';
import { shipmentReadModelProjections } from '../../src/shipment';
import { comparePositions } from '../../src/platform/projections/runner/position';
import { startEsdbSimulator } from '../support/esdb-simulator';
import type { ShipmentCommandResult, ShipmentDetail, ShipmentList, ShipmentMoveProgress } from '@contracts/shipments';
import {
  eventually,
  givenApprovedOrder,
  givenBatch,
  http,
  requestBody,
  startTestApp,
  type TestApp,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

// The whole application with EVENT_STORE=eventstoredb: events go to an EventStoreDB server (the
// gRPC simulator of test/support/esdb-simulator, and a real one when EVENTSTORE_URL names it), read
// models and checkpoints stay in PostgreSQL, and everything reads the log through the port.
const servers: Array<[string, () => Promise<{ url: string; stop(): Promise<void> }>]> = [
  ['the EventStoreDB simulator', () => startEsdbSimulator()],
  ...(process.env.EVENTSTORE_URL
    ? [
        [
          'the server at EVENTSTORE_URL',
          () => Promise.resolve({ url: process.env.EVENTSTORE_URL!, stop: () => Promise.resolve() }),
        ] as [string, () => Promise<{ url: string; stop(): Promise<void> }>],
      ]
    : []),
];

describe.each(servers)('The app on EventStoreDB (EVENT_STORE=eventstoredb), against %s', (_label, startServer) => {
  let simulator: { url: string; stop(): Promise<void> } | undefined;
  let app: TestApp;
  let store: EventStore;
  let outside: EventStoreDbEventStore;
  let requester: string;
  let buyer: string;
  let staff: string;
  let auditor: string;

  beforeAll(async () => {
    simulator = await startServer();
    const url = simulator.url;
    app = await startTestApp({ EVENT_STORE: 'eventstoredb', EVENTSTORE_URL: url });
    store = app.app.get<EventStore>(EVENT_STORE);
    outside = new EventStoreDbEventStore(url);
    requester = app.tokenFor({ id: 'req-esdb', accountType: 'r' });
    buyer = app.tokenFor({ id: 'buyer-esdb', accountType: 'b' });
    staff = app.tokenFor({ id: 'staff-esdb', accountType: 's' });
    auditor = app.tokenFor({ id: 'auditor-esdb', accountType: 'x' });
    expect((await http(app, 'PUT', '/api/admin/assignment/buyers', staff, { buyer_ids: ['buyer-esdb'] })).status).toBe(
      200,
    );
  });

  afterAll(async () => {
    await outside?.close();
    await app?.close();
    await simulator?.stop();
  });

  it('uses the EventStoreDB adapter and keeps no event in PostgreSQL', async () => {
    expect(store).toBeInstanceOf(EventStoreDbEventStore);
    const created = await http(app, 'POST', '/api/batch/requests/create', requester, requestBody());
    expect(created.status).toBe(201);
    const events = await outside.readStream(`batch-${created.body.id as string}`);
    expect(events.map((e) => e.type)).toEqual(['RequestCreated', 'RequestSubmitted']);
    expect(String(created.body.position)).toBe(events[1].position);
    const [{ n }]: Array<{ n: number }> = await app.dataSource.query(`SELECT count(*)::int AS n FROM es_events`);
    expect(n).toBe(0);
  });

  it('creates a request and shows it in the list and detail at once (read-your-writes), then the assignment reaction runs', async () => {
    const created = await http(app, 'POST', '/api/batch/requests/create', requester, requestBody());
    const id = created.body.id as string;
    const list = await http<{ results: { id: string }[]; stale: boolean }>(
      app,
      'GET',
      '/api/batch/requests',
      requester,
    );
    expect(list.body.stale).toBe(false);
    expect(list.body.results.map((r) => r.id)).toContain(id);
    const detail = await http(
      app,
      'GET',
      `/api/batch/requests/${id}?after_position=${encodeURIComponent(String(created.body.position))}`,
      requester,
    );
    expect(detail.body).toMatchObject({ id, stale: false, batch_number: created.body.batch_number });
    // A reaction (its own runner, reading the log through the port) assigns the pool buyer.
    const assigned = await eventually(async () => {
      const d = await http(app, 'GET', `/api/batch/requests/${id}`, buyer);
      return d.status === 200 && d.body.status === 'assigned' ? d.body : undefined;
    });
    expect(assigned).toMatchObject({ buyer_id: 'buyer-esdb' });
  });

  it('accepts with an exact expected revision: exactly one of 20 concurrent accepts wins', async () => {
    const given = await givenBatch(store, 'assigned', { requesterId: 'req-esdb', buyerId: 'buyer-esdb' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => http(app, 'PUT', `/api/batch/requests/accept/${given.batchId}`, buyer, {})),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const loser of answers.filter((a) => a.status !== 200)) {
      expect(loser.status).toBe(409);
      expect(['BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', 'BATCH_CONCURRENT_MODIFICATION']).toContain(loser.body.code);
    }
    const types = (await outside.readStream(`batch-${given.batchId}`)).map((e) => e.type);
    expect(types.filter((t) => t === 'RequestAccepted')).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200)!;
    const detail = await http(app, 'GET', `/api/batch/requests/${given.batchId}`, requester, undefined, {
      'x-after-position': String(winner.body.position),
    });
    expect(detail.body).toMatchObject({ status: 'accepted', stale: false });
  });

  it('moves declined and canceled batches to the archive', async () => {
    const toDecline = await givenBatch(store, 'assigned', { requesterId: 'req-esdb', buyerId: 'buyer-esdb' });
    const toCancel = await givenBatch(store, 'requested', { requesterId: 'req-esdb' });
    expect(
      (
        await http(app, 'POST', `/api/batch/requests/decline/${toDecline.batchId}`, buyer, {
          declined_reason: 'out_of_stock',
        })
      ).status,
    ).toBe(200);
    expect((await http(app, 'PUT', `/api/batch/requests/cancel/${toCancel.batchId}`, requester, {})).status).toBe(200);
    const archived = await http<{ results: { id: string }[] }>(app, 'GET', '/api/batch/archived', requester);
    expect(archived.body.results.map((r) => r.id)).toEqual(
      expect.arrayContaining([toDecline.batchId, toCancel.batchId]),
    );
  });

  it('gives auditors the history with a verified hash chain written by the adapter', async () => {
    const created = await http(app, 'POST', '/api/batch/requests/create', requester, requestBody());
    const id = created.body.id as string;
    const history = await http<{
      chain: { ok: boolean; checked: number };
      results: { type: string; hash: string | null; chain_ok: boolean | null; status_after: string }[];
    }>(app, 'GET', `/api/admin/batches/${id}/history`, auditor);
    expect(history.status).toBe(200);
    expect(history.body.results.map((r) => r.type).slice(0, 2)).toEqual(['RequestCreated', 'RequestSubmitted']);
    expect(history.body.chain).toMatchObject({ ok: true });
    expect(history.body.chain.checked).toBe(history.body.results.length);
    for (const entry of history.body.results) {
      expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(entry.chain_ok).toBe(true);
    }
    const verify = await http(app, 'GET', `/api/admin/batches/${id}/history/verify`, auditor);
    expect(verify.body).toMatchObject({ ok: true });
  });

  it('reports each projection caught up with an EventStoreDB checkpoint', async () => {
    const created = await http(app, 'POST', '/api/batch/requests/create', requester, requestBody());
    await http(app, 'GET', `/api/batch/requests/${created.body.id as string}`, requester);
    const health = await eventually(
      async () => {
        const answer = await http<{
          results: {
            name: string;
            lag: { events: number };
            checkpoint: { transaction_id: string; global_position: string } | null;
          }[];
        }>(app, 'GET', '/api/admin/projections', staff);
        const rows = answer.body.results;
        return rows.length > 0 && rows.every((p) => p.lag.events === 0 && p.checkpoint) ? rows : undefined;
      },
      { timeoutMs: 15_000 },
    );
    const written = toLogPosition(String(created.body.position));
    for (const projection of health) {
      expect(
        comparePositions(
          { tx: projection.checkpoint!.transaction_id, pos: projection.checkpoint!.global_position },
          written,
        ),
      ).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps a shipment stream on EventStoreDB: opened, filled, closed and departed through the app, read models built from it, the orders moved', async () => {
    const opened = await http<ShipmentCommandResult>(app, 'POST', '/api/admin/shipments', staff, { warehouse: 'it' });
    expect(opened.status).toBe(201);
    const shipmentId = opened.body.shipment.id;
    // Two paid orders approved at the warehouse: the join reaction (its job) adds each to this week's shipment.
    const orders = [
      await givenApprovedOrder(store, { requesterId: 'req-esdb', warehouse: 'it' }),
      await givenApprovedOrder(store, { requesterId: 'req-esdb', warehouse: 'it' }),
    ];
    const filled = await eventually(
      async () => {
        const answer = await http<ShipmentList>(app, 'GET', '/api/admin/shipments?warehouse=it', staff);
        const row = answer.body.results.find((r) => r.id === shipmentId);
        return row?.parcel_count === 2 ? row : undefined;
      },
      { timeoutMs: 30_000, what: 'both orders in the shipment' },
    );
    expect(filled).toMatchObject({ status: 'open', warehouse: 'it', held_count: 0 });

    const close = await http<ShipmentCommandResult>(app, 'PUT', `/api/admin/shipments/${shipmentId}/close`, staff);
    expect([close.status, close.body.shipment.status]).toEqual([200, 'closed']);
    const depart = await http<ShipmentCommandResult>(app, 'PUT', `/api/admin/shipments/${shipmentId}/depart`, staff, {
      carrier: 'Cathay Cargo',
      master_tracking_number: '160-12345675',
    });
    expect([depart.status, depart.body.shipment.status]).toEqual([200, 'departed']);

    // The stream is on the EventStoreDB server, none of it in PostgreSQL.
    const stream = await outside.readStream(`shipment-${shipmentId}`);
    expect(stream.map((e) => e.type)).toEqual([
      'ShipmentOpened',
      'ParcelAdded',
      'ParcelAdded',
      'ShipmentClosed',
      'ShipmentDeparted',
    ]);
    expect(depart.body.position).toBe(stream[4].position);
    const [{ n }]: Array<{ n: number }> = await app.dataSource.query(`SELECT count(*)::int AS n FROM es_events`);
    expect(n).toBe(0);

    // Every order of the departed shipment moves once to Overseas Shipping (a durable job per order).
    const moves = await eventually(
      async () => {
        const answer = await http<ShipmentMoveProgress>(app, 'GET', `/api/admin/shipments/${shipmentId}/moves`, staff);
        return answer.status === 200 && answer.body.done ? answer.body : undefined;
      },
      { timeoutMs: 30_000, what: 'the moves to be done' },
    );
    expect(moves).toMatchObject({ event_type: 'ShipmentDeparted', total: 2, moved: 2, pending: 0, failed: [] });
    for (const order of orders) {
      const types = (await outside.readStream(`batch-${order.batchId}`))
        .filter((e) => e.type === 'OrderStatusUpdated')
        .map((e) => (e.data as { status: string }).status);
      expect(types).toEqual(['oversea_shipping']);
    }

    // The read models, built from the EventStoreDB log: the detail's parcels show the moved orders.
    const detail = await eventually(
      async () => {
        const answer = await http<ShipmentDetail>(app, 'GET', `/api/admin/shipments/${shipmentId}`, staff);
        return answer.body.parcels?.every((p) => p.order_status === 'oversea_shipping') ? answer.body : undefined;
      },
      { timeoutMs: 30_000, what: 'the parcels at their new stage' },
    );
    expect(detail).toMatchObject({
      status: 'departed',
      carrier: 'Cathay Cargo',
      master_tracking_number: '160-12345675',
      parcel_count: 2,
      revision: 4,
      moves: { done: true, moved: 2 },
    });
    expect(detail.parcels.map((p) => p.batch_id).sort()).toEqual(orders.map((o) => o.batchId).sort());
    expect(detail.departed_at).not.toBeNull();

    // A rebuild reads the same stream back through the port (as `projections:rebuild` does here): same rows.
    const rowsOf = async () => ({
      list: await app.dataSource.query<unknown[]>(`SELECT * FROM rm_shipment_list WHERE shipment_id = $1`, [
        shipmentId,
      ]),
      parcels: await app.dataSource.query<unknown[]>(
        `SELECT * FROM rm_shipment_parcels WHERE shipment_id = $1 ORDER BY batch_id`,
        [shipmentId],
      ),
    });
    const live = await rowsOf();
    expect(live.list).toHaveLength(1);
    expect(live.parcels).toHaveLength(2);
    for (const projection of shipmentReadModelProjections())
      await rebuildProjection({ databaseUrl: app.databaseUrl, projection, source: new PortLogSource(store) });
    expect(await rowsOf()).toEqual(live);
  });
});
