import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { givenAccount, givenBatch, http, startTestApp, type TestApp } from '../support/kit';

interface Alert {
  id: string;
  batch_id: string | null;
  code: string;
  message: string;
  resolved_at: string | null;
}

describe('payment alerts and provider modifications for operators', () => {
  let app: TestApp;
  let store: PostgresEventStore;
  let staff: string;
  let auditor: string;

  /** An open alert as the capture or refund services raise it. */
  const givenAlert = async (batchId: string | null, code = 'PAYMENT_CAPTURE_REFUSED'): Promise<string> => {
    const [row]: Array<{ id: string }> = await app.dataSource.query(
      `INSERT INTO payment_alerts (dedupe_key, batch_id, batch_number, code, message) VALUES ($1, $2, 'BNALERT', $3, 'refused by the provider') RETURNING id::text AS id`,
      [randomUUID(), batchId, code],
    );
    return row.id;
  };
  const alertsOf = async (batchId: string, open = false) =>
    (
      await http<{ results: Alert[] }>(
        app,
        'GET',
        `/api/admin/payments/alerts?batch_id=${batchId}${open ? '&open=true' : ''}`,
        auditor,
      )
    ).body.results;

  beforeAll(async () => {
    app = await startTestApp();
    store = new PostgresEventStore(app.databaseUrl, { poolSize: 2 });
    staff = app.tokenFor({
      id: (await givenAccount(app, { firstName: 'Sam', lastName: 'Staff', accountType: 's' })).id,
      accountType: 's',
    });
    auditor = app.tokenFor({
      id: (await givenAccount(app, { firstName: 'Ada', lastName: 'Auditor', accountType: 'x' })).id,
      accountType: 'x',
    });
  });
  afterAll(async () => {
    await store.close();
    await app.close();
  });

  it('staff resolves one open alert: it leaves the open list, keeps its time, and the other alert stays open', async () => {
    const batchId = randomUUID();
    const first = await givenAlert(batchId);
    const second = await givenAlert(batchId, 'PAYMENT_REFUND_REFUSED');
    expect((await alertsOf(batchId, true)).map((a) => a.id).sort()).toEqual([first, second].sort());

    const resolved = await http(app, 'PUT', `/api/admin/payments/alerts/${first}/resolve`, staff);
    expect(resolved.status).toBe(200);
    expect(resolved.body).toEqual({ resolved: true });

    expect((await alertsOf(batchId, true)).map((a) => a.id)).toEqual([second]);
    const all = await alertsOf(batchId);
    const done = all.find((a) => a.id === first);
    expect(done).toMatchObject({ code: 'PAYMENT_CAPTURE_REFUSED', batch_id: batchId });
    expect(Number.isNaN(Date.parse(String(done?.resolved_at)))).toBe(false);
    expect(all.find((a) => a.id === second)?.resolved_at).toBeNull();
  });

  it('resolving twice is a clear 409 that keeps the first resolution time', async () => {
    const batchId = randomUUID();
    const id = await givenAlert(batchId);
    expect((await http(app, 'PUT', `/api/admin/payments/alerts/${id}/resolve`, staff)).status).toBe(200);
    const [before]: Array<{ resolved_at: Date | null }> = await app.dataSource.query(
      `SELECT resolved_at FROM payment_alerts WHERE id = $1`,
      [id],
    );

    const again = await http(app, 'PUT', `/api/admin/payments/alerts/${id}/resolve`, staff);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PAYMENT_ALERT_ALREADY_RESOLVED', params: { id } });
    const [after]: Array<{ resolved_at: Date | null }> = await app.dataSource.query(
      `SELECT resolved_at FROM payment_alerts WHERE id = $1`,
      [id],
    );
    expect(after.resolved_at).toEqual(before.resolved_at);
  });

  it('an unknown or malformed id is 404 PAYMENT_ALERT_NOT_FOUND and resolves nothing; auditors cannot resolve', async () => {
    const batchId = randomUUID();
    const id = await givenAlert(batchId);
    for (const unknown of [randomUUID(), 'not-an-id', '-'.repeat(36), 'g'.repeat(36)]) {
      const answer = await http(app, 'PUT', `/api/admin/payments/alerts/${unknown}/resolve`, staff);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'PAYMENT_ALERT_NOT_FOUND' });
    }
    const badFilter = await http(app, 'GET', `/api/admin/payments/alerts?batch_id=${'-'.repeat(36)}`, staff);
    expect(badFilter.status).toBe(400);
    expect(badFilter.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'batch_id' } });
    const refused = await http(app, 'PUT', `/api/admin/payments/alerts/${id}/resolve`, auditor);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'AUTH_NOT_AUTHORIZED' });
    expect((await alertsOf(batchId, true)).map((a) => a.id)).toEqual([id]);
  });

  it('lists what the provider was asked for one batch, oldest first; an unknown batch is 404', async () => {
    const { batchId } = await givenBatch(store, 'accepted', { requesterId: 'req-1', buyerId: 'buyer-1' });
    const other = await givenBatch(store, 'accepted', { requesterId: 'req-1', buyerId: 'buyer-1' });
    await app.dataSource.query(
      `INSERT INTO payment_modifications (idempotency_key, batch_id, kind, payment_psp_reference, amount_value, status, created_at)
       VALUES ($1, $4, 'capture', 'psp-1', 10000, 'received', now() - interval '2 minutes'),
              ($2, $4, 'refund', 'psp-1', 2500, 'refused', now() - interval '1 minute'),
              ($3, $5, 'cancel', 'psp-9', 999, 'received', now())`,
      [randomUUID(), randomUUID(), randomUUID(), batchId, other.batchId],
    );
    for (const token of [staff, auditor]) {
      const answer = await http<{ results: Array<{ kind: string; amount_value: number; status: string }> }>(
        app,
        'GET',
        `/api/admin/payments/modifications/${batchId}`,
        token,
      );
      expect(answer.status).toBe(200);
      expect(
        answer.body.results.map((m) => ({ kind: m.kind, amount_value: m.amount_value, status: m.status })),
      ).toEqual([
        { kind: 'capture', amount_value: 10000, status: 'received' },
        { kind: 'refund', amount_value: 2500, status: 'refused' },
      ]);
    }
    for (const unknown of [randomUUID(), 'nope', '-'.repeat(36)]) {
      const answer = await http(app, 'GET', `/api/admin/payments/modifications/${unknown}`, staff);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'BATCH_NOT_FOUND' });
    }
  });
});
