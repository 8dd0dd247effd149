// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import {
  call,
  givenAccount,
  givenBatch,
  givenCapturedBatch,
  givenOrder,
  type HttpAnswer,
  png,
  requestBody,
  signedIn,
  storedState,
  tokenFor,
  useSimulatorWorld,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
// Real checkout and jobs for the refund's captured batch on a shared 2-core machine: never a timing assertion.
jest.setTimeout(60000);

type Body = Record<string, unknown> & { code?: string; id?: string; params?: { field?: string } };

/** A key as the customer app makes them (32 hex characters), new for each test. */
const newKey = () => randomUUID().replace(/-/g, '');
const keyed = (key: string) => ({ 'Idempotency-Key': key });

describe('Retried creates never duplicate (Idempotency-Key on every creating POST)', () => {
  const world = useSimulatorWorld({ env: { UPLOAD_STORAGE: 'postgres' } });
  const send = (method: string, path: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
    call<Body>(world.app, method, path, { token, body, headers });
  const create = (token: string, key: string | undefined, body: Record<string, unknown> = requestBody()) =>
    send('POST', '/api/batch/requests/create', token, body, key ? keyed(key) : {});
  /** Batches a requester made: the RequestCreated events in the log, whatever the read models say. */
  const batchesBy = async (requesterId: string): Promise<number> => {
    const rows: Array<{ n: number }> = await world.app.dataSource.query(
      `SELECT count(*)::int AS n FROM es_events WHERE event_type = 'RequestCreated' AND metadata->'actor'->>'id' = $1`,
      [requesterId],
    );
    return rows[0].n;
  };
  const sameAnswer = (answers: HttpAnswer<Body>[]) => {
    const [first, ...rest] = answers;
    for (const again of rest) {
      expect(again.status).toBe(first.status);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('x-event-position')).toBe(first.headers.get('x-event-position'));
    }
  };

  describe('POST /api/batch/requests/create', () => {
    it('retried five times with one key creates one batch; every retry answers the first answer again', async () => {
      const requester = signedIn(world.app, 'r');
      const key = newKey();
      const answers: HttpAnswer<Body>[] = [];
      for (let i = 0; i < 5; i += 1) answers.push(await create(requester.token, key));
      expect(answers[0].status).toBe(201);
      expect(answers[0].body).toMatchObject({ id: expect.any(String), status: 'requested' });
      sameAnswer(answers);
      expect(answers.map((a) => a.headers.get('idempotent-replayed'))).toEqual([null, 'true', 'true', 'true', 'true']);
      expect(await batchesBy(requester.id)).toBe(1);
    });

    it('the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED and creates nothing more', async () => {
      const requester = signedIn(world.app, 'r');
      const key = newKey();
      expect((await create(requester.token, key)).status).toBe(201);
      const other = await create(requester.token, key, requestBody({ warehouse: 'jp' }));
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', params: { field: 'Idempotency-Key' } });
      expect(await batchesBy(requester.id)).toBe(1);
    });

    it('five identical requests at the same moment make one batch, and all five get its answer', async () => {
      const requester = signedIn(world.app, 'r');
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 5 }, () => create(requester.token, key)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      sameAnswer(answers);
      expect(answers.filter((a) => a.headers.get('idempotent-replayed') === null)).toHaveLength(1);
      expect(await batchesBy(requester.id)).toBe(1);
    });

    it("keys are the caller's own; without a key each request creates; a malformed key is refused", async () => {
      const [anna, ben] = [signedIn(world.app, 'r'), signedIn(world.app, 'r')];
      const key = newKey();
      const first = await create(anna.token, key);
      const second = await create(ben.token, key);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.id).not.toBe(first.body.id);
      expect(second.headers.get('idempotent-replayed')).toBeNull();
      // The contrast that shows what the key does: two plain creates are two batches.
      await create(anna.token, undefined);
      await create(anna.token, undefined);
      expect([await batchesBy(anna.id), await batchesBy(ben.id)]).toEqual([3, 1]);

      const bad = await create(anna.token, 'short');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', params: { field: 'Idempotency-Key' } });
      expect(await batchesBy(anna.id)).toBe(3);
    });

    it('a refused first request frees its key: the corrected retry creates (no 422)', async () => {
      const requester = signedIn(world.app, 'r');
      const key = newKey();
      const refused = await create(requester.token, key, requestBody({ items: [] }));
      expect(refused.status).toBe(400);
      const fixed = await create(requester.token, key);
      expect(fixed.status).toBe(201);
      expect(fixed.headers.get('idempotent-replayed')).toBeNull();
      expect(await batchesBy(requester.id)).toBe(1);
    });

    it('a key answers for 24 hours: past them it creates anew, and the housekeeping deletes the old keys', async () => {
      const requester = signedIn(world.app, 'r');
      const key = newKey();
      expect((await create(requester.token, key)).status).toBe(201);
      const age = (hours: number) =>
        world.app.dataSource.query(
          `UPDATE idempotency_keys SET created_at = now() - make_interval(hours => $2) WHERE scope = $1`,
          [requester.id, hours],
        );
      await age(23);
      expect((await create(requester.token, key)).headers.get('idempotent-replayed')).toBe('true');
      expect(await batchesBy(requester.id)).toBe(1);
      await age(25);
      const fresh = await create(requester.token, key);
      expect(fresh.status).toBe(201);
      expect(fresh.headers.get('idempotent-replayed')).toBeNull();
      expect(await batchesBy(requester.id)).toBe(2);

      await age(25);
      const removed = await world.app.app.get(JobWorker).runHousekeeping();
      expect(removed.idempotency_keys).toBeGreaterThanOrEqual(1);
      const left: Array<{ n: number }> = await world.app.dataSource.query(
        `SELECT count(*)::int AS n FROM idempotency_keys WHERE scope = $1`,
        [requester.id],
      );
      expect(left[0].n).toBe(0);
    });
  });

  it('PUT /api/batch/orders/clone/{id}: a retried clone makes one new request', async () => {
    const requester = signedIn(world.app, 'r');
    const source = await givenBatch(world.store, 'all_payment_canceled', {
      requesterId: requester.id,
      itemIds: ['k-1', 'k-2'],
    });
    const key = newKey();
    const clone = (items: string[]) =>
      send('PUT', `/api/batch/orders/clone/${source.batchId}`, requester.token, { clone_item_list: items }, keyed(key));
    const answers = [await clone(['k-1']), await clone(['k-1']), await clone(['k-1'])];
    expect(answers[0].status).toBe(200);
    sameAnswer(answers);
    expect(await batchesBy(requester.id)).toBe(1);
    expect((await clone(['k-2'])).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('POST /api/batch/requests/combine_request: a retry gets the first answer; another body 422', async () => {
    const requester = signedIn(world.app, 'r');
    const kept = await givenBatch(world.store, 'requested', { requesterId: requester.id, itemIds: ['a-1'] });
    const absorbed = await givenBatch(world.store, 'requested', { requesterId: requester.id, itemIds: ['b-1'] });
    const key = newKey();
    const combine = (ids: string[]) =>
      send('POST', '/api/batch/requests/combine_request', requester.token, { batch_request_ids: ids }, keyed(key));
    const first = await combine([kept.batchId, absorbed.batchId]);
    expect(first.status).toBe(200);
    const again = await combine([kept.batchId, absorbed.batchId]);
    sameAnswer([first, again]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await combine([absorbed.batchId, kept.batchId])).status).toBe(422);
    expect((await storedState(world.app.app, kept.batchId)).context.items.map((i) => i.id)).toEqual(['a-1', 'b-1']);
  });

  it('POST /api/bns/refunds: a retried refund request answers 201 with the first request (not REFUND_REQUEST_EXISTS)', async () => {
    const b = await givenCapturedBatch(world.app);
    const buyer = tokenFor(world.app, b.buyer);
    const estimate = await send('POST', `/api/bns/refunds/estimate/${b.batchNumber}`, buyer, {
      items: [{ id: 'item-a' }],
    });
    const key = newKey();
    const body = { batch_number: b.batchNumber, eid: estimate.body.eid, refund_reason: 'prohibited_item' };
    const first = await send('POST', '/api/bns/refunds', buyer, body, keyed(key));
    const again = await send('POST', '/api/bns/refunds', buyer, body, keyed(key));
    expect([first.status, again.status]).toEqual([201, 201]);
    sameAnswer([first, again]);
    const otherReason = await send('POST', '/api/bns/refunds', buyer, { ...body, refund_reason: 'other' }, keyed(key));
    expect([otherReason.status, otherReason.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    // Without the key the same request is the usual refusal: there is one open refund request.
    expect((await send('POST', '/api/bns/refunds', buyer, body)).body.code).toBe('REFUND_REQUEST_EXISTS');
    const list = await send('GET', `/api/batch/refunds/${b.batchId}`, buyer, undefined);
    expect((list.body.results as unknown[]).length).toBe(1);
  });

  it('POST /api/bns/proof/upload_proof/{id}: a retried upload stores one receipt; another file is another request', async () => {
    const o = await givenOrder(world.app, 'partially_purchased');
    const buyer = tokenFor(world.app, o.buyer);
    const key = newKey();
    const upload = (image: Buffer) => {
      const form = new FormData();
      form.append('receipt_amount', '12000');
      form.append('shop_name', 'Acme Outdoor');
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'receipt.png');
      return call<Body>(world.app, 'POST', `/api/bns/proof/upload_proof/${o.batchId}`, {
        token: buyer,
        form,
        headers: keyed(key),
      });
    };
    const files = async () =>
      (await world.app.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM stored_files`))[0].n;
    const filesBefore = await files();
    const answers = [await upload(png(40, 30)), await upload(png(40, 30)), await upload(png(40, 30))];
    expect(answers[0].status).toBe(200);
    sameAnswer(answers);
    expect((await storedState(world.app.app, o.batchId)).context.proofs).toHaveLength(1);
    expect(await files()).toBe(filesBefore + 1);
    expect((await upload(png(41, 30))).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('POST /api/account/privacy-requests: a retried request is filed once; erasing the person deletes their keys', async () => {
    const user = await givenAccount(world.app, { accountType: 'r' });
    const key = newKey();
    const body = { kind: 'review', details: 'What do you hold about me?' };
    const first = await send('POST', '/api/account/privacy-requests/', user.token, body, keyed(key));
    const again = await send('POST', '/api/account/privacy-requests/', user.token, body, keyed(key));
    expect([first.status, again.status]).toEqual([201, 201]);
    sameAnswer([first, again]);
    const otherWords = await send(
      'POST',
      '/api/account/privacy-requests/',
      user.token,
      { ...body, details: 'And delete it.' },
      keyed(key),
    );
    expect([otherWords.status, otherWords.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const mine = await send('GET', '/api/account/privacy-requests/', user.token, undefined);
    expect((mine.body.results as unknown[]).length).toBe(1);

    // The stored answer quotes the person's words: erasing the person deletes their keys at once.
    const keysOf = async () =>
      (
        await world.app.dataSource.query<Array<{ n: number }>>(
          `SELECT count(*)::int AS n FROM idempotency_keys WHERE scope = $1`,
          [user.id],
        )
      )[0].n;
    expect(await keysOf()).toBe(1);
    const [{ user_id: userId }] = await world.app.dataSource.query<Array<{ user_id: string }>>(
      `SELECT user_id::text FROM accounts WHERE id = $1`,
      [user.id],
    );
    expect((await send('DELETE', `/api/account/delete/${userId}/`, user.token, undefined)).status).toBe(200);
    expect(await keysOf()).toBe(0);
  });
});
