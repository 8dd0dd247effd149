// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import type { ShipmentCommandResult, ShipmentDetail, ShipmentList } from '@contracts/shipments';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { EVENT_STORE, type EventStore } from '../../src/platform/event-store/event-store.port';
import { ShipmentWriter } from '../../src/shipment';
import {
  call,
  connectAs,
  eventually,
  givenOrder,
  HOUR,
  http,
  Inbox,
  JOBS_BY_HAND,
  pinClock,
  png,
  startTestApp,
  type TestApp,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
jest.setTimeout(180_000);

// Monday 1 June 2026, 16:00 in Hong Kong: this week's cut-off (Wednesday 18:00 HK) is 2 days 2 hours away.
const T0 = new Date('2026-06-01T08:00:00.000Z');
const CUTOFF = '2026-06-03T10:00:00.000Z';

describe('weekly shipments: filled by the process, run by staff, closed at the cut-off', () => {
  let t: TestApp;
  let staff: string;
  let setClock: (at: Date) => void;
  const orders: { batchId: string; batchNumber: string; requesterToken: string; buyerToken: string }[] = [];
  let shipmentId = '';

  const store = () => t.app.get<EventStore>(EVENT_STORE);
  const revisionOf = async (id: string) => (await store().readStream(`shipment-${id}`)).length;
  const detail = async (id: string) => (await http<ShipmentDetail>(t, 'GET', `/api/admin/shipments/${id}`, staff)).body;

  async function approvedOrder(): Promise<void> {
    const order = await givenOrder(t, 'item_sent', { at: T0.toISOString() });
    const form = new FormData();
    for (const [k, v] of Object.entries({ item_ids: 'item-1,item-2', weight: '420', condition: 'good' }))
      form.append(k, v);
    for (const side of ['length_cm', 'width_cm', 'height_cm']) form.append(side, '20');
    form.append('photos', new Blob([new Uint8Array(png(80, 60))], { type: 'image/png' }), 'parcel.png');
    const checkIn = await call(t, 'POST', `/api/admin/batches/${order.batchId}/check_ins`, { token: staff, form });
    expect(checkIn.status).toBe(200);
    const requesterToken = t.tokenFor({ id: order.requester.id, accountType: 'r' });
    const approve = await http(t, 'POST', `/api/batch/orders/arrival/${order.batchId}/approve`, requesterToken, {
      items: ['item-1', 'item-2'],
    });
    expect(approve.status).toBe(200);
    const buyerToken = t.tokenFor({ id: order.buyer.id, accountType: 'b' });
    orders.push({ batchId: order.batchId, batchNumber: order.batchNumber, requesterToken, buyerToken });
  }

  beforeAll(async () => {
    t = await startTestApp(JOBS_BY_HAND);
    staff = t.tokenFor({ id: 'staff-shipments', accountType: 's' });
    setClock = pinClock(t.app, T0);
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts two approved paid orders of one warehouse into one open shipment, and pushes shipment:changed to staff', async () => {
    const socket = await connectAs(t, staff);
    const inbox = new Inbox(socket, ['shipment:changed']);
    try {
      await approvedOrder();
      await approvedOrder();
      const worker = t.app.get(JobWorker);
      const list = await eventually(
        async () => {
          await worker.runDue('reactions');
          const answer = await http<ShipmentList>(t, 'GET', '/api/admin/shipments?warehouse=us', staff);
          return answer.body.results[0]?.parcel_count === 2 ? answer.body : null;
        },
        { timeoutMs: 60_000, what: 'both orders in the open shipment' },
      );
      expect(list.count).toBe(1);
      const row = list.results[0];
      shipmentId = row.id;
      expect(row).toMatchObject({
        shipment_number: 'SHP-US-2026-23',
        warehouse: 'us',
        status: 'open',
        cutoff_at: CUTOFF,
        ships_on: '2026-06-05',
        expected_arrival_on: '2026-06-12',
        parcel_count: 2,
        held_count: 0,
      });
      // Each order's two items: 12000 and 8000 hundredths of a pound each, as the order kit gives them.
      const shown = await detail(shipmentId);
      expect(shown.parcels.map((p) => p.batch_number).sort()).toEqual(orders.map((o) => o.batchNumber).sort());
      expect(shown.parcels.every((p) => p.item_count === 2 && p.held === false && p.order_status.length > 0)).toBe(
        true,
      );
      expect(shown.total_weight).toBe(shown.parcels.reduce((s, p) => s + p.weight, 0));
      expect(shown.moves).toBeNull();
      expect(shown.allowed_commands).toEqual(expect.arrayContaining(['CloseShipment', 'HoldParcel']));
      const pushed = await inbox.waitFor('shipment:changed', (d) => d.shipment_id === shipmentId);
      expect(pushed).toMatchObject({ shipment_id: shipmentId, status: 'open' });
      // The same approvals again (a redelivered job) add nothing.
      await worker.runDue('reactions');
      expect(await revisionOf(shipmentId)).toBe(3);
    } finally {
      socket.disconnect();
    }
  });

  it('refuses requesters and buyers on every shipment route, and auditors on every write, changing nothing', async () => {
    const before = await revisionOf(shipmentId);
    const batchId = orders[0].batchId;
    const auditor = t.tokenFor({ id: 'auditor-shipments', accountType: 'x' });
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/shipments'],
      ['GET', `/api/admin/shipments/${shipmentId}`],
      ['GET', `/api/admin/shipments/${shipmentId}/manifest.csv`],
      ['POST', '/api/admin/shipments', { warehouse: 'us' }],
      ['PUT', `/api/admin/shipments/${shipmentId}/close`],
      [
        'PUT',
        `/api/admin/shipments/${shipmentId}/depart`,
        { carrier: 'Cathay Cargo', master_tracking_number: '160-12345675' },
      ],
      ['PUT', `/api/admin/shipments/${shipmentId}/arrive`],
      ['PUT', `/api/admin/shipments/${shipmentId}/sort`],
      ['PUT', `/api/admin/shipments/${shipmentId}/parcels/${batchId}/move`, { to_shipment_id: null }],
      ['PUT', `/api/admin/shipments/${shipmentId}/parcels/${batchId}/hold`, { reason: 'Customs papers' }],
      ['PUT', `/api/admin/shipments/${shipmentId}/parcels/${batchId}/release`],
    ];
    for (const [method, path, body] of routes) {
      for (const token of [orders[0].requesterToken, orders[0].buyerToken]) {
        const answer = await http(t, method, path, token, body);
        expect([path, answer.status, answer.body.code]).toEqual([path, 403, 'AUTH_NOT_AUTHORIZED']);
      }
      const audited = await http(t, method, path, auditor, body);
      if (method === 'GET') expect([path, audited.status]).toEqual([path, 200]);
      else expect([path, audited.status, audited.body.code]).toEqual([path, 403, 'AUTH_NOT_AUTHORIZED']);
    }
    expect(await revisionOf(shipmentId)).toBe(before);
    expect((await http<ShipmentList>(t, 'GET', '/api/admin/shipments', staff)).body.count).toBe(1);
  });

  it('answers an unknown shipment 404 and a malformed id 400 naming it', async () => {
    const unknown = await http(t, 'PUT', '/api/admin/shipments/00000000-0000-4000-8000-000000000000/close', staff);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'SHIPMENT_NOT_FOUND']);
    const missing = await http(t, 'GET', '/api/admin/shipments/00000000-0000-4000-8000-000000000000', staff);
    expect([missing.status, missing.body.code]).toEqual([404, 'SHIPMENT_NOT_FOUND']);
    const malformed = await http(t, 'GET', '/api/admin/shipments/not-an-id', staff);
    expect([malformed.status, malformed.body.code, (malformed.body.params as { field: string }).field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'id',
    ]);
  });

  it('runs the shipment through close, depart, arrive and sort; refuses edits after departure and bad input', async () => {
    const heldBatch = orders[1].batchId;
    const hold = await http<ShipmentCommandResult>(
      t,
      'PUT',
      `/api/admin/shipments/${shipmentId}/parcels/${heldBatch}/hold`,
      staff,
      {
        reason: 'Battery, "needs papers"',
      },
    );
    expect(hold.status).toBe(200);
    expect(hold.body.shipment.held_count).toBe(1);
    const release = await http<ShipmentCommandResult>(
      t,
      'PUT',
      `/api/admin/shipments/${shipmentId}/parcels/${heldBatch}/release`,
      staff,
    );
    expect(release.body.shipment.held_count).toBe(0);
    const holdAgain = await http(t, 'PUT', `/api/admin/shipments/${shipmentId}/parcels/${heldBatch}/hold`, staff, {
      reason: 'Battery, "needs papers"',
    });
    expect(holdAgain.status).toBe(200);

    const close = await http<ShipmentCommandResult>(t, 'PUT', `/api/admin/shipments/${shipmentId}/close`, staff);
    expect([close.status, close.body.shipment.status]).toEqual([200, 'closed']);
    expect(close.headers.get('x-event-position')).toBe(close.body.position);

    // A parcel for a closed shipment (the process, as the system): refused, nothing written.
    let revision = await revisionOf(shipmentId);
    await expect(
      t.app
        .get(ShipmentWriter)
        .command(shipmentId, { actor: { id: 'system:test', role: 'system' }, correlationId: 'c' }, 'AddParcel', {
          batchId: 'another-order',
          warehouse: 'us',
          itemIds: ['item-1'],
          weight: 100,
          movedFrom: null,
        }),
    ).rejects.toMatchObject({ status: 409, code: 'SHIPMENT_CLOSED' });
    expect(await revisionOf(shipmentId)).toBe(revision);

    for (const [body, field] of [
      [{ carrier: '', master_tracking_number: '160-12345675' }, 'carrier'],
      [{ carrier: 'Cathay Cargo', master_tracking_number: 'no spaces allowed!' }, 'master_tracking_number'],
      [{ carrier: 'Cathay Cargo' }, 'master_tracking_number'],
    ] as const) {
      const bad = await http(t, 'PUT', `/api/admin/shipments/${shipmentId}/depart`, staff, body);
      expect([bad.status, bad.body.code, (bad.body.params as { field: string }).field]).toEqual([
        400,
        'VALIDATION_FAILED',
        field,
      ]);
    }
    expect(await revisionOf(shipmentId)).toBe(revision);

    const depart = await http<ShipmentCommandResult>(t, 'PUT', `/api/admin/shipments/${shipmentId}/depart`, staff, {
      carrier: 'Cathay Cargo',
      master_tracking_number: '160-12345675',
    });
    expect(depart.status).toBe(200);
    expect(depart.body.shipment).toMatchObject({
      status: 'departed',
      carrier: 'Cathay Cargo',
      master_tracking_number: '160-12345675',
      left_behind: [heldBatch],
      parcel_count: 1,
    });

    revision = await revisionOf(shipmentId);
    const kept = orders[0].batchId;
    for (const [path, body] of [
      [`/parcels/${kept}/hold`, { reason: 'Too late' }],
      [`/parcels/${kept}/move`, { to_shipment_id: null }],
      ['/close', undefined],
      ['/depart', { carrier: 'Cathay Cargo', master_tracking_number: '160-12345675' }],
    ] as const) {
      const refused = await http(t, 'PUT', `/api/admin/shipments/${shipmentId}${path}`, staff, body);
      expect([path, refused.status, refused.body.code]).toEqual([path, 409, 'SHIPMENT_ALREADY_DEPARTED']);
    }
    expect(await revisionOf(shipmentId)).toBe(revision);

    const early = await http(t, 'PUT', `/api/admin/shipments/${shipmentId}/sort`, staff);
    expect([early.status, early.body.code]).toEqual([409, 'SHIPMENT_COMMAND_NOT_ALLOWED_IN_STATE']);
    expect((await http(t, 'PUT', `/api/admin/shipments/${shipmentId}/arrive`, staff)).status).toBe(200);
    const sorted = await http<ShipmentCommandResult>(t, 'PUT', `/api/admin/shipments/${shipmentId}/sort`, staff);
    expect([sorted.status, sorted.body.shipment.status]).toEqual([200, 'sorted']);

    const shown = await eventually(
      async () => {
        const d = await detail(shipmentId);
        return d.status === 'sorted' ? d : null;
      },
      { what: 'the sorted shipment in the read model' },
    );
    expect(shown.parcels.map((p) => p.batch_id)).toEqual([kept]);
    expect(shown.departed_at).not.toBeNull();
    expect(shown.sorted_at).not.toBeNull();
    expect(shown.allowed_commands).toEqual([]);
    const listed = await http<ShipmentList>(t, 'GET', '/api/admin/shipments?status=sorted', staff);
    expect(listed.body.results.map((r) => r.id)).toEqual([shipmentId]);
  });

  it('exports the manifest as CSV: a header, one quoted line per parcel, as an attachment', async () => {
    // The held order left behind is back in the pool; the kept one travels.
    const answer = await call<string>(t, 'GET', `/api/admin/shipments/${shipmentId}/manifest.csv`, { token: staff });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="SHP-US-2026-23.csv"');
    const shown = await detail(shipmentId);
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('shipment_number,batch_number,requester,items,weight_lb,held,reason');
    const p = shown.parcels[0];
    const pounds = `${Math.floor(p.weight / 100)}.${String(p.weight % 100).padStart(2, '0')}`;
    expect(lines[1]).toBe(`SHP-US-2026-23,${p.batch_number},${p.requester_name},2,${pounds},no,`);
    expect(lines.slice(2)).toEqual(['']);
  });

  it('closes an open shipment at its cut-off, once, by the system', async () => {
    const opened = await http<ShipmentCommandResult>(t, 'POST', '/api/admin/shipments', staff, { warehouse: 'jp' });
    expect(opened.status).toBe(201);
    const id = opened.body.shipment.id;
    expect(opened.body.shipment.status).toBe('open');
    const worker = t.app.get(JobWorker);
    await worker.runDue('reactions');
    expect((await detail(id)).status).toBe('open');
    setClock(new Date(new Date(opened.body.shipment.cutoff_at).getTime() + HOUR));
    const closed = await eventually(
      async () => {
        await worker.runDue('reactions');
        const d = await detail(id);
        return d.status === 'closed' ? d : null;
      },
      { timeoutMs: 60_000, what: 'the shipment closed at its cut-off' },
    );
    expect(closed.closed_at).not.toBeNull();
    const events = await store().readStream(`shipment-${id}`);
    expect(events.map((e) => e.type)).toEqual(['ShipmentOpened', 'ShipmentClosed']);
    expect(events[1].data).toMatchObject({ atCutoff: true });
    expect(events[1].metadata.actor).toEqual({ id: 'system:shipments', role: 'system' });
    await worker.runDue('reactions');
    expect(await revisionOf(id)).toBe(2);
  });
});
