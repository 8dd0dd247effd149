import {
  call,
  eventually,
  givenAccount,
  givenOrder,
  pinClock,
  snapshot,
  startTestApp,
  storedStatus,
  streamOf,
  type Account,
  type TestApp,
  tokenFor,
} from '../support/kit';

type Body = Record<string, unknown> & {
  code?: string;
  params?: Record<string, unknown>;
  qr_text?: string;
  qr_svg?: string;
  generation?: number;
  recipient_name?: string;
  items?: { id: string; name: string; quantity: number; weight: number }[];
  results?: { kind: string; batch_number: string }[];
};

const MINUTE = 60_000;

/**
 * The hand-off at the pickup point against the real app: the requester's one-time code (never stored),
 * the counter's check of it (wrong code, another pickup point, a regenerated code, the lock after five
 * wrong codes with its staff alert and its end), who may call what, and the hand-off event.
 */
describe('pickup codes and the hand-off at the pickup point', () => {
  let t: TestApp;
  let staff: string;
  let requester: Account;
  let setNow: (at: Date) => void;
  let now: Date;

  const ready = () => givenOrder(t, 'bns_in', { requesterId: requester.id });
  const codeOf = (batchId: string, token = requester.token) =>
    call<Body>(t, 'GET', `/api/batch/orders/pickup_code/${batchId}`, { token });
  const check = (body: Record<string, unknown>, token = staff) =>
    call<Body>(t, 'POST', '/api/admin/pickup/verify', { token, body });
  const handOver = (body: Record<string, unknown>, token = staff) =>
    call<Body>(t, 'POST', '/api/admin/pickup/hand_over', { token, body });
  /** The reaction's SMS for this order (waited for where a test counts rows). */
  const smsOf = (batchNumber: string) =>
    eventually(
      async () => {
        const rows: { body: string }[] = await t.dataSource.query(
          `SELECT body FROM outbox_sms WHERE to_number = $1 AND body LIKE $2`,
          ['+85291234567', `%${batchNumber}%`],
        );
        return rows[0];
      },
      { timeoutMs: 20_000, what: 'the pickup code SMS' },
    );
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await startTestApp();
    staff = t.tokenFor({ id: 'staff-pickup', accountType: 's' });
    requester = await givenAccount(t, {
      accountType: 'r',
      firstName: 'Rita',
      lastName: 'Requester',
      mobile: '+85291234567',
      language: 'zh-hk',
    });
    now = new Date();
    setNow = pinClock(t.app, now);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  it('the requester gets six digits and a QR; the code is sent by SMS and e-mail, and never stored', async () => {
    const o = await ready();
    const r = await codeOf(o.batchId);
    expect(r.status).toBe(200);
    expect(r.body.code).toMatch(/^[0-9]{6}$/);
    expect(r.body.qr_text).toBe(`hkc-pickup:${o.batchNumber}:${r.body.code}`);
    expect(r.body.qr_svg).toContain('<svg');
    expect(r.body.generation).toBe(1);
    // Asked again: the same code (re-derived, not re-issued).
    expect((await codeOf(o.batchId)).body.code).toBe(r.body.code);
    const [row]: unknown[] = await t.dataSource.query(`SELECT * FROM pickup_codes WHERE batch_id = $1`, [o.batchId]);
    expect(JSON.stringify(row)).not.toContain(String(r.body.code));
    // The reaction's job sends it; the outboxes keep their copies with the code redacted.
    const sms = await smsOf(o.batchNumber);
    expect(sms.body).toContain('取件碼');
    expect(sms.body).toContain('••••');
    expect(sms.body).not.toContain(String(r.body.code));
    const [mail]: { subject: string; body: string }[] = await t.dataSource.query(
      `SELECT subject, body FROM outbox_email WHERE purpose = 'pickup_code' AND body LIKE $1`,
      [`%${o.batchNumber}%`],
    );
    expect(mail.subject).toBe(`訂單 ${o.batchNumber} 已可取件`);
    expect(mail.body).toContain('••••');
    expect(mail.body).not.toContain(String(r.body.code));
  });

  it("only the order's requester sees its code: other requesters, the buyer and staff get 404; not ready: 409", async () => {
    const o = await ready();
    const other = await givenAccount(t, { accountType: 'r' });
    expect((await codeOf(o.batchId, other.token)).body.code).toBe('BATCH_NOT_FOUND');
    expect((await codeOf(o.batchId, tokenFor(t, o.buyer))).status).toBe(404);
    expect((await codeOf(o.batchId, staff)).status).toBe(404);
    const regen = await call<Body>(t, 'POST', `/api/batch/orders/pickup_code/${o.batchId}/regenerate`, {
      token: other.token,
    });
    expect([regen.status, regen.body.code]).toEqual([404, 'BATCH_NOT_FOUND']);
    expect((await call(t, 'GET', `/api/batch/orders/pickup_code/${o.batchId}`)).status).toBe(401);
    expect((await codeOf('not-an-id')).body.params).toMatchObject({ field: 'id' });
    const sent = await givenOrder(t, 'item_sent', { requesterId: requester.id });
    const notReady = await codeOf(sent.batchId);
    expect([notReady.status, notReady.body.code]).toEqual([409, 'PICKUP_CODE_NOT_READY']);
  });

  it('staff: a wrong code is refused with the attempts left; another pickup point is refused; nothing changes', async () => {
    const o = await ready();
    const { code } = (await codeOf(o.batchId)).body;
    await smsOf(o.batchNumber);
    // The order's earlier e-mails (submitted, paid, sent…) and texts are jobs too: counted once all have run.
    await eventually(
      async () => {
        const [{ due }]: { due: number }[] = await t.dataSource.query(
          `SELECT count(*)::int AS due FROM jobs
             WHERE done_at IS NULL AND kind IN ('notification-email.send', 'pickup-code.issue')`,
        );
        return due === 0 || undefined;
      },
      { timeoutMs: 20_000, what: 'the order’s notification jobs' },
    );
    const before = await snapshot(t);
    const bad = await check({ pickup_point_id: 'bns-hq', batch_number: o.batchNumber, code: wrong(String(code)) });
    expect([bad.status, bad.body.code, bad.body.params]).toEqual([
      400,
      'PICKUP_CODE_WRONG',
      { field: 'code', attempts_left: 4 },
    ]);
    const elsewhere = await check({ pickup_point_id: 'elink-mk', batch_number: o.batchNumber, code });
    expect([elsewhere.status, elsewhere.body.code, elsewhere.body.params]).toEqual([
      409,
      'PICKUP_WRONG_POINT',
      { field: 'pickup_point_id', order_pickup_point_id: 'bns-hq' },
    ]);
    const handedElsewhere = await handOver({ pickup_point_id: 'elink-mk', batch_number: o.batchNumber, code });
    expect(handedElsewhere.body.code).toBe('PICKUP_WRONG_POINT');
    const unknown = await check({ pickup_point_id: 'bns-hq', batch_number: 'BN000NOPE', code });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'PICKUP_ORDER_NOT_FOUND']);
    const malformed = await check({ pickup_point_id: 'bns-hq', batch_number: o.batchNumber, code: '12a456' });
    expect([malformed.status, malformed.body.code, malformed.body.params?.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'code',
    ]);
    expect(await snapshot(t)).toEqual(before);
    expect(await storedStatus(t, o.batchId)).toBe('bns_in');
  });

  it('a regenerated code replaces the old one at once; the right code shows the recipient and the parcel', async () => {
    const o = await ready();
    const first = String((await codeOf(o.batchId)).body.code);
    const regen = await call<Body>(t, 'POST', `/api/batch/orders/pickup_code/${o.batchId}/regenerate`, {
      token: requester.token,
    });
    expect([regen.status, regen.body.generation]).toEqual([200, 2]);
    const second = String(regen.body.code);
    expect((await codeOf(o.batchId)).body.code).toBe(second);
    // Six digits may repeat by chance (one in a million); the old generation's code must not open it.
    if (second !== first) {
      const old = await check({ pickup_point_id: 'bns-hq', batch_number: o.batchNumber, code: first });
      expect([old.status, old.body.code]).toEqual([400, 'PICKUP_CODE_WRONG']);
    }
    const right = await check({ pickup_point_id: 'bns-hq', batch_number: o.batchNumber, code: second });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({
      batch_id: o.batchId,
      batch_number: o.batchNumber,
      recipient_name: 'Rita Requester',
      pickup_point_id: 'bns-hq',
      items: [
        { id: 'item-1', name: 'Thing item-1', quantity: 1, weight: 300 },
        { id: 'item-2', name: 'Thing item-2', quantity: 1, weight: 300 },
      ],
      total_weight: 600,
    });
  });

  it('five wrong codes lock the hand-off for 15 minutes and alert staff; after that the right code works', async () => {
    const o = await ready();
    const code = String((await codeOf(o.batchId)).body.code);
    const body = (c: string) => ({ pickup_point_id: 'bns-hq', batch_number: o.batchNumber, code: c });
    for (const left of [4, 3, 2, 1]) expect((await check(body(wrong(code)))).body.params?.attempts_left).toBe(left);
    const fifth = await check(body(wrong(code)));
    const lockedUntil = new Date(now.getTime() + 15 * MINUTE).toISOString();
    expect([fifth.status, fifth.body.code, fifth.body.params]).toEqual([
      423,
      'PICKUP_CODE_LOCKED',
      { field: 'code', locked_until: lockedUntil },
    ]);
    // Locked: even the right code, even the hand-off.
    expect((await check(body(code))).body.code).toBe('PICKUP_CODE_LOCKED');
    expect((await handOver(body(code))).body.code).toBe('PICKUP_CODE_LOCKED');
    const alerts = await call<Body>(t, 'GET', '/api/admin/timers/alerts', { token: staff });
    expect(alerts.body.results?.filter((a) => a.batch_number === o.batchNumber)).toEqual([
      expect.objectContaining({ kind: 'pickup-code-locked', batch_number: o.batchNumber }),
    ]);
    setNow(new Date(now.getTime() + 15 * MINUTE - 1000));
    expect((await check(body(code))).body.code).toBe('PICKUP_CODE_LOCKED');
    setNow(new Date(now.getTime() + 15 * MINUTE + 1000));
    const after = await check(body(code));
    expect([after.status, after.body.recipient_name]).toEqual([200, 'Rita Requester']);
    // The count starts again after the lock.
    expect((await check(body(wrong(code)))).body.params?.attempts_left).toBe(4);
    setNow(now);
  });

  it('only staff check codes and hand over', async () => {
    const o = await ready();
    const code = String((await codeOf(o.batchId)).body.code);
    const body = { pickup_point_id: 'bns-hq', batch_number: o.batchNumber, code };
    const auditor = t.tokenFor({ id: 'auditor-pickup', accountType: 'x' });
    for (const token of [requester.token, tokenFor(t, o.buyer), auditor]) {
      for (const send of [check, handOver]) {
        const r = await send(body, token);
        expect([r.status, r.body.code]).toEqual([403, 'AUTH_NOT_AUTHORIZED']);
      }
    }
    expect((await call(t, 'POST', '/api/admin/pickup/verify', { body })).status).toBe(401);
    expect(await storedStatus(t, o.batchId)).toBe('bns_in');
  });

  it('the hand-off records who, where and when; the order is picked up and its code is spent', async () => {
    const o = await ready();
    const code = String((await codeOf(o.batchId)).body.code);
    const body = { pickup_point_id: 'bns-hq', batch_number: o.batchNumber, code };
    const r = await handOver(body);
    expect([r.status, r.body.status]).toEqual([200, 'bns_out']);
    const last = (await streamOf(t, o.batchId)).at(-1);
    expect(last?.type).toBe('ParcelHandedOver');
    expect(last?.data).toEqual({
      pickupPointId: 'bns-hq',
      staffId: 'staff-pickup',
      handedOverAt: now.toISOString(),
      itemIds: ['item-1', 'item-2'],
    });
    expect(await storedStatus(t, o.batchId)).toBe('bns_out');
    const again = await handOver(body);
    expect([again.status, again.body.code]).toEqual([404, 'PICKUP_ORDER_NOT_FOUND']);
    expect((await codeOf(o.batchId)).body.code).toBe('PICKUP_CODE_NOT_READY');
  });
});
