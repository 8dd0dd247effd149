import { randomUUID } from 'node:crypto';
import { batchView, replay, type BatchEvent } from '@machines/batch';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { eventsUpTo, givenBatch, http, people, useAppWorld } from '../support/kit';

const ZEROS = '0'.repeat(64);

interface HistoryBody {
  batch_id: string;
  revision: number;
  chain: { ok: boolean; checked: number; unchained_before: number; first_break?: { revision: number; reason: string } };
  results: Array<{
    revision: number;
    type: string;
    actor_id: string;
    actor_role: string;
    status_before: string | null;
    status_after: string | null;
    hash: string;
    previous_hash: string;
    chain_ok: boolean | null;
    data: unknown;
  }>;
}

describe('Batch history, replay and the hash chain, for auditors', () => {
  const world = useAppWorld({
    accounts: {
      ...people('requester', 'staff', 'auditor'),
      buyer: { id: 'buyer-1', accountType: 'b' },
    },
  });
  const { accounts, tokens: who } = world;

  /** A batch written in two appends (so the chain crosses an append boundary): 8 events, all_payment_canceled. */
  async function paidAndCanceled(): Promise<{ batchId: string; events: BatchEvent[] }> {
    const at = new Date().toISOString();
    const given = await givenBatch(world.store, 'accepted', { requesterId: accounts.requester.id, at });
    const all = eventsUpTo('all_payment_canceled', {
      requesterId: accounts.requester.id,
      buyerId: 'buyer-1',
      batchNumber: given.batchNumber,
      at,
    });
    const rest = all.slice(4);
    await world.store.append(
      `batch-${given.batchId}`,
      rest.map((e) => ({
        eventId: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: { actor: { id: 'staff-9', role: 'staff' }, commandType: 'CancelPayment' },
      })),
      { expectedRevision: 3 },
    );
    return { batchId: given.batchId, events: all };
  }

  test('lists every event with actor, command, status before/after and a verified hash chain (staff and auditor)', async () => {
    const { batchId, events } = await paidAndCanceled();
    for (const token of [who.staff, who.auditor]) {
      const answer = await http<HistoryBody>(world.app, 'GET', `/api/admin/batches/${batchId}/history`, token);
      expect(answer.status).toBe(200);
      const body = answer.body;
      expect(body.results.map((r) => r.type)).toEqual(events.map((e) => e.type));
      expect(body.results[0]).toMatchObject({
        revision: 0,
        status_before: null,
        previous_hash: ZEROS,
        actor_id: 'test',
        actor_role: 'staff',
        chain_ok: true,
      });
      expect(body.results[7]).toMatchObject({
        status_before: 'payment_authorized',
        status_after: 'all_payment_canceled',
        actor_id: 'staff-9',
      });
      for (let i = 1; i < body.results.length; i += 1) {
        expect(body.results[i].previous_hash).toBe(body.results[i - 1].hash);
        expect(body.results[i].status_before).toBe(body.results[i - 1].status_after);
      }
      expect(body.results.every((r) => /^[0-9a-f]{64}$/.test(r.hash) && r.chain_ok === true)).toBe(true);
      expect(body.chain).toEqual({ ok: true, checked: 8, unchained_before: 0 });
    }
  });

  test('?at_revision=N is the batch folded up to event N, equal to replaying those events with the machine', async () => {
    const { batchId, events } = await paidAndCanceled();
    for (const n of [0, 3, 5, 7]) {
      const answer = await http<{ at_revision: number; status: string; batch: unknown; type: string }>(
        world.app,
        'GET',
        `/api/admin/batches/${batchId}/history?at_revision=${n}`,
        who.auditor,
      );
      expect(answer.status).toBe(200);
      const expected = batchView(replay(events.slice(0, n + 1)));
      expect(answer.body.at_revision).toBe(n);
      expect(answer.body.type).toBe(events[n].type);
      expect(answer.body.status).toBe(expected.status);
      expect(answer.body.batch).toEqual(JSON.parse(JSON.stringify(expected)));
    }
    const at6 = await http<{ batch: { payments: { authorised: number } }; status: string }>(
      world.app,
      'GET',
      `/api/admin/batches/${batchId}/history?at_revision=6`,
      who.staff,
    );
    expect(at6.body.status).toBe('payment_authorized');
    expect(at6.body.batch.payments.authorised).toBe(112000);
  });

  test('bad input, wrong role and unknown batches are refused', async () => {
    const { batchId } = await paidAndCanceled();
    for (const bad of ['8', '-1', 'abc', '1.5']) {
      const answer = await http(
        world.app,
        'GET',
        `/api/admin/batches/${batchId}/history?at_revision=${bad}`,
        who.staff,
      );
      expect(answer.status).toBe(400);
      expect((answer.body.params as { field: string }).field).toBe('at_revision');
    }
    for (const token of [who.requester, who.buyer]) {
      for (const suffix of ['', '/verify', '/export', '?at_revision=0']) {
        const answer = await http(world.app, 'GET', `/api/admin/batches/${batchId}/history${suffix}`, token);
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('AUTH_NOT_AUTHORIZED');
      }
    }
    expect((await http(world.app, 'GET', `/api/admin/batches/${batchId}/history`)).status).toBe(401);
    for (const id of [randomUUID(), 'BN-NOPE', 'x'.repeat(120)]) {
      const answer = await http(world.app, 'GET', `/api/admin/batches/${id}/history/verify`, who.staff);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('BATCH_NOT_FOUND');
    }
  });

  test('a direct UPDATE of an event in SQL is flagged at that revision, and so is a recomputed hash', async () => {
    const { batchId } = await paidAndCanceled();
    const verify = () =>
      http<HistoryBody['chain']>(world.app, 'GET', `/api/admin/batches/${batchId}/history/verify`, who.auditor);
    expect((await verify()).body).toEqual({ ok: true, checked: 8, unchained_before: 0 });
    await world.app.dataSource.query(
      `UPDATE es_events SET data = jsonb_set(data, '{amount}', '1') WHERE stream_id = $1 AND stream_revision = 5`,
      [`batch-${batchId}`],
    );
    expect((await verify()).body).toMatchObject({ ok: false, first_break: { revision: 5, reason: 'hash_mismatch' } });
    const history = await http<HistoryBody>(world.app, 'GET', `/api/admin/batches/${batchId}/history`, who.staff);
    expect(history.body.chain.ok).toBe(false);
    expect(history.body.results.map((r) => r.chain_ok)).toEqual([true, true, true, true, true, false, false, false]);
    // A forger who also recomputes the tampered event's hash breaks the next event's link instead.
    await world.app.dataSource.query(
      `UPDATE es_events SET metadata = metadata || jsonb_build_object('hash', es_event_hash(stream_id, stream_revision, event_id, event_type, schema_version, data, metadata, metadata->>'previousHash'))
        WHERE stream_id = $1 AND stream_revision = 5`,
      [`batch-${batchId}`],
    );
    expect((await verify()).body).toMatchObject({
      ok: false,
      first_break: { revision: 6, reason: 'previous_hash_mismatch' },
    });
  });

  test('a removed last event is flagged against the stream head', async () => {
    const { batchId } = await paidAndCanceled();
    await world.app.dataSource.query(`DELETE FROM es_events WHERE stream_id = $1 AND stream_revision = 7`, [
      `batch-${batchId}`,
    ]);
    const answer = await http(world.app, 'GET', `/api/admin/batches/${batchId}/history/verify`, who.staff);
    expect(answer.body).toMatchObject({ ok: false, first_break: { revision: 7, reason: 'head_mismatch' } });
  });

  test('events stored before the chain existed count as unchained; the chain starts after them from genesis', async () => {
    const batchId = randomUUID();
    const streamId = `batch-${batchId}`;
    const events = eventsUpTo('accepted', {
      requesterId: accounts.requester.id,
      buyerId: 'buyer-1',
      batchNumber: `BNOLD${batchId.slice(0, 6)}`,
      at: new Date().toISOString(),
    });
    await world.app.dataSource.query(
      `INSERT INTO es_streams (stream_id, stream_type, revision) VALUES ($1, 'batch', 1)`,
      [streamId],
    );
    for (const [i, e] of events.slice(0, 2).entries()) {
      await world.app.dataSource.query(
        `INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata) VALUES ($1, $2, $3, $4, $5, '{}')`,
        [streamId, i, randomUUID(), e.type, JSON.stringify(e.data)],
      );
    }
    await world.store.append(
      streamId,
      events.slice(2).map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data })),
      { expectedRevision: 1 },
    );
    const answer = await http<HistoryBody>(world.app, 'GET', `/api/admin/batches/${batchId}/history`, who.staff);
    expect(answer.body.chain).toEqual({ ok: true, checked: 2, unchained_before: 2 });
    expect(answer.body.results.map((r) => r.chain_ok)).toEqual([null, null, true, true]);
    expect(answer.body.results[2].previous_hash).toBe(ZEROS);
  });

  test('concurrent appenders to one stream still build one unbroken chain (the previous hash is read under the stream lock)', async () => {
    const streamId = `batch-${randomUUID()}`;
    const writers = Array.from({ length: 6 }, () => new PostgresEventStore(world.app.databaseUrl, { poolSize: 4 }));
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          writers[i % writers.length].append(
            streamId,
            [
              { eventId: randomUUID(), type: 'Noted', data: { i } },
              { eventId: randomUUID(), type: 'Noted', data: { i, second: true } },
            ],
            { expectedRevision: 'any' },
          ),
        ),
      );
    } finally {
      await Promise.all(writers.map((w) => w.close()));
    }
    const rows: Array<{ hash: string; previous: string }> = await world.app.dataSource.query(
      `SELECT metadata->>'hash' AS hash, metadata->>'previousHash' AS previous FROM es_events WHERE stream_id = $1 ORDER BY stream_revision`,
      [streamId],
    );
    expect(rows).toHaveLength(80);
    rows.forEach((row, i) => expect(row.previous).toBe(i === 0 ? ZEROS : rows[i - 1].hash));
    const { verifyStreamChain } = await import('../../src/platform/event-store/postgres/hash-chain');
    const verdict = await verifyStreamChain((sql, params) => world.app.dataSource.query(sql, params), streamId);
    expect({ ok: verdict.ok, checked: verdict.checked }).toEqual({ ok: true, checked: 80 });
  });

  test('the export is a JSON download carrying every event with its hashes', async () => {
    const { batchId } = await paidAndCanceled();
    const answer = await http<{
      events: Array<{ hash: string; previous_hash: string; metadata: { hash: string } }>;
      chain: { ok: boolean };
    }>(world.app, 'GET', `/api/admin/batches/${batchId}/history/export`, who.auditor);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain(`batch-${batchId}-history.json`);
    expect(answer.body.events).toHaveLength(8);
    expect(answer.body.events[0].previous_hash).toBe(ZEROS);
    expect(answer.body.events[1].previous_hash).toBe(answer.body.events[0].hash);
    expect(answer.body.events[3].metadata.hash).toBe(answer.body.events[3].hash);
    expect(answer.body.chain.ok).toBe(true);
  });

  test('staff and auditors list and read accounts; requesters and buyers cannot', async () => {
    const list = await http<{
      results: Array<{ id: string; account_type: string; first_name: string }>;
      count: number;
    }>(world.app, 'GET', '/api/admin/users?search=Rita&account_type=r', who.auditor);
    expect(list.status).toBe(200);
    expect(list.body.results.map((r) => r.id)).toContain(accounts.requester.id);
    expect(list.body.results.every((r) => r.account_type === 'r')).toBe(true);
    const one = await http<{ id: string; first_name: string }>(
      world.app,
      'GET',
      `/api/admin/users/${accounts.requester.id}`,
      who.staff,
    );
    expect(one.body).toMatchObject({ id: accounts.requester.id, first_name: 'Rita' });
    expect((await http(world.app, 'GET', `/api/admin/users/${randomUUID()}`, who.staff)).status).toBe(404);
    expect((await http(world.app, 'GET', '/api/admin/users?page_size=1000', who.staff)).status).toBe(400);
    for (const token of [who.requester, who.buyer])
      expect((await http(world.app, 'GET', '/api/admin/users', token)).status).toBe(403);
  });
});
