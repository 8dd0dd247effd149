// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { SimulatorHost } from '../../src/dev/card-provider-simulator/simulator-host';
import type { CardProviderSimulator } from '../../src/dev/card-provider-simulator/card-provider-simulator';
import { PaymentNotificationProcessor } from '../../src/around-batch/payments/webhooks/payment-notification.processor';
import {
  card,
  FEES,
  type GivenParties,
  givenPayableBatch,
  http,
  storedQuoteRevision,
  startTestApp,
  storedTypes,
  type TestApp,
} from '../support/kit';

interface Detail {
  status: string;
  batch: { fees: { couponDiscount: number; total: number }; coupon: { code: string; discount: number } | null };
}

describe('promo codes', () => {
  let t: TestApp;
  let staff: string;
  let seq = 0;
  const newCode = () => `TEST${Date.now().toString(36).toUpperCase()}${(seq += 1)}`;
  const token = (b: GivenParties) => t.tokenFor({ id: b.requester.id, accountType: 'r' });
  const createCode = async (body: Record<string, unknown>) => {
    const r = await http(t, 'POST', '/api/admin/promo-codes', staff, {
      code: newCode(),
      kind: 'percent',
      value: 10,
      ...body,
    });
    expect(r.status).toBe(201);
    return r.body as { code: string; redemptions: number };
  };
  const apply = (b: GivenParties, code: string, who = token(b)) =>
    http(t, 'PUT', `/api/batch/requests/coupon/${b.batchId}`, who, { coupon_code: code });
  const detail = async (b: GivenParties, position: string) =>
    (
      await http<Detail>(t, 'GET', `/api/batch/requests/${b.batchId}`, token(b), undefined, {
        'x-event-position': position,
      })
    ).body;
  const settle = async () => {
    await (t.app.get(SimulatorHost).simulator as CardProviderSimulator).webhooks.idle();
    await t.app.get(PaymentNotificationProcessor).idle();
  };
  const pay = async (b: GivenParties) =>
    http(
      t,
      'POST',
      `/api/batch/checkout/payments/${b.batchId}`,
      token(b),
      {
        payment_method: card('4111111111111111'),
        return_url: 'http://127.0.0.1:9/return',
        agreed_to_terms: true,
        quote_revision: await storedQuoteRevision(t, b.batchId),
      },
      { 'idempotency-key': randomUUID() },
    );

  beforeAll(async () => {
    t = await startTestApp();
    staff = t.tokenFor({ id: 'staff-1', accountType: 's' });
  });
  afterAll(async () => {
    await settle();
    await t.close();
  });

  describe('staff API /api/admin/promo-codes', () => {
    it('creates, lists with usage counts, edits and expires codes', async () => {
      const code = newCode();
      const created = await http(t, 'POST', '/api/admin/promo-codes', staff, {
        code: code.toLowerCase(),
        kind: 'amount',
        value: 5000,
        min_order_total: 20000,
        valid_until: '2099-01-01T00:00:00.000Z',
        max_redemptions: 100,
        description: 'HK$50 off',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        code,
        kind: 'amount',
        value: 5000,
        min_order_total: 20000,
        currency: 'HKD',
        valid_until: '2099-01-01T00:00:00.000Z',
        max_redemptions: 100,
        once_per_account: true,
        active: true,
        created_by: 'staff-1',
        redemptions: 0,
      });
      const list = await http<{ results: { code: string }[]; count: number }>(
        t,
        'GET',
        '/api/admin/promo-codes',
        staff,
      );
      expect(list.body.results.map((c) => c.code)).toContain(code);
      expect(list.body.count).toBe(list.body.results.length);
      const edited = await http(t, 'PATCH', `/api/admin/promo-codes/${code}`, staff, {
        value: 6000,
        description: 'HK$60 off',
      });
      expect(edited.body).toMatchObject({ value: 6000, description: 'HK$60 off' });
      const expired = await http<{ valid_until: string }>(t, 'PATCH', `/api/admin/promo-codes/${code}`, staff, {
        expire: true,
      });
      expect(expired.status).toBe(200);
      expect(Date.parse(expired.body.valid_until)).toBeLessThanOrEqual(Date.now());
      expect(
        (await http(t, 'GET', `/api/admin/promo-codes/${code}`, t.tokenFor({ id: 'aud-1', accountType: 'x' }))).status,
      ).toBe(200);
    });

    it('refuses bad input (400 with the field), a duplicate (409), an unknown code (404) and other roles (403)', async () => {
      const bad = async (body: Record<string, unknown>, field: string) => {
        const r = await http(t, 'POST', '/api/admin/promo-codes', staff, {
          code: newCode(),
          kind: 'percent',
          value: 10,
          ...body,
        });
        expect([r.status, r.body.code, (r.body.params as { field: string }).field]).toEqual([
          400,
          'VALIDATION_FAILED',
          field,
        ]);
      };
      await bad({ code: 'x' }, 'code');
      await bad({ kind: 'free' }, 'kind');
      await bad({ value: 150 }, 'value');
      await bad({ value: 0 }, 'value');
      await bad({ kind: 'amount', value: 12.5 }, 'value');
      await bad({ valid_from: 'yesterday' }, 'valid_from');
      await bad({ valid_from: '2030-01-02T00:00:00Z', valid_until: '2030-01-01T00:00:00Z' }, 'valid_until');
      await bad({ max_redemptions: -1 }, 'max_redemptions');
      const { code } = await createCode({});
      const dup = await http(t, 'POST', '/api/admin/promo-codes', staff, { code, kind: 'percent', value: 5 });
      expect([dup.status, dup.body.code]).toEqual([409, 'PROMO_CODE_EXISTS']);
      expect((await http(t, 'PATCH', '/api/admin/promo-codes/NOPE-NOT-THERE', staff, { value: 5 })).status).toBe(404);
      const requester = await http(
        t,
        'POST',
        '/api/admin/promo-codes',
        t.tokenFor({ id: randomUUID(), accountType: 'r' }),
        { code: newCode(), kind: 'percent', value: 10 },
      );
      expect([requester.status, requester.body.message]).toEqual([403, 'You are not authorized to do this action!']);
      expect(
        (await http(t, 'GET', '/api/admin/promo-codes', t.tokenFor({ id: randomUUID(), accountType: 'b' }))).status,
      ).toBe(403);
      expect(
        (
          await http(t, 'POST', '/api/admin/promo-codes', t.tokenFor({ id: 'aud-1', accountType: 'x' }), {
            code: newCode(),
            kind: 'percent',
            value: 10,
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('PUT / DELETE /api/batch/requests/coupon/{id}', () => {
    it('a percentage code: the detail shows the coupon and fees.couponDiscount; removing it restores the total', async () => {
      const { code } = await createCode({ kind: 'percent', value: 10 });
      const b = await givenPayableBatch(t, 'confirmed');
      const r = await apply(b, code.toLowerCase());
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        id: b.batchId,
        status: 'confirmed',
        revision: expect.any(Number),
        position: expect.any(String),
        events: ['CouponApplied'],
      });
      const d = await detail(b, r.body.position as string);
      expect(d.batch.coupon).toMatchObject({ code, kind: 'percent', basisPoints: 1000, discount: 1444 });
      expect(d.batch.fees).toMatchObject({ couponDiscount: 1444, total: FEES.total - 1444 });
      const removed = await http(t, 'DELETE', `/api/batch/requests/coupon/${b.batchId}`, token(b));
      expect([removed.status, removed.body.events]).toEqual([200, ['CouponRemoved']]);
      const after = await detail(b, removed.body.position as string);
      expect([after.batch.coupon, after.batch.fees.couponDiscount, after.batch.fees.total]).toEqual([
        null,
        0,
        FEES.total,
      ]);
      const again = await http(t, 'DELETE', `/api/batch/requests/coupon/${b.batchId}`, token(b));
      expect([again.status, again.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
    });

    it('an HKD amount code is converted into the batch currency (rounded down) and never takes the total below zero', async () => {
      const small = await createCode({ kind: 'amount', value: 7800 });
      const b = await givenPayableBatch(t, 'confirmed');
      const r = await apply(b, small.code);
      expect((await detail(b, r.body.position as string)).batch.fees.couponDiscount).toBe(1000);
      const huge = await createCode({ kind: 'amount', value: 50_000_000 });
      const r2 = await apply(b, huge.code);
      const d = await detail(b, r2.body.position as string);
      expect([d.batch.coupon?.code, d.batch.fees.couponDiscount, d.batch.fees.total]).toEqual([
        huge.code,
        FEES.total,
        0,
      ]);
    });

    it('refuses unknown, inactive, not yet valid, expired and below-minimum codes', async () => {
      const b = await givenPayableBatch(t, 'confirmed');
      const unknown = await apply(b, 'NO-SUCH-CODE');
      expect([unknown.status, unknown.body.code]).toEqual([404, 'COUPON_NOT_FOUND']);
      const inactive = await createCode({ active: false });
      expect((await apply(b, inactive.code)).body.code).toBe('COUPON_NOT_FOUND');
      const future = await createCode({ valid_from: '2099-01-01T00:00:00Z' });
      const early = await apply(b, future.code);
      expect([early.status, early.body.code]).toEqual([422, 'COUPON_NOT_YET_VALID']);
      const old = await createCode({ valid_from: '2020-01-01T00:00:00Z', valid_until: '2020-02-01T00:00:00Z' });
      const late = await apply(b, old.code);
      expect([late.status, late.body.code]).toEqual([422, 'COUPON_EXPIRED']);
      // HK$2,000 minimum; the batch is HK$1,126.32.
      const minimum = await createCode({ min_order_total: 200_000 });
      const below = await apply(b, minimum.code);
      expect([below.status, below.body.code]).toEqual([422, 'COUPON_MINIMUM_NOT_MET']);
      const format = await apply(b, 'no spaces allowed');
      expect([format.status, (format.body.params as { field: string }).field]).toEqual([400, 'coupon_code']);
      expect(await storedTypes(t, b.batchId)).not.toContain('CouponApplied');
    });

    it('answers 404 for a foreign batch, 403 for a buyer, 409 after payment', async () => {
      const { code } = await createCode({});
      const b = await givenPayableBatch(t, 'confirmed');
      expect((await apply(b, code, t.tokenFor({ id: randomUUID(), accountType: 'r' }))).status).toBe(404);
      expect((await apply(b, 'NO-SUCH-CODE', t.tokenFor({ id: randomUUID(), accountType: 'r' }))).status).toBe(404);
      const buyer = await apply(b, code, t.tokenFor({ id: b.buyer.id, accountType: 'b' }));
      expect([buyer.status, buyer.body.code]).toEqual([403, 'AUTH_NOT_AUTHORIZED']);
      expect((await pay(b)).status).toBe(200);
      const paid = await apply(b, code);
      expect([paid.status, paid.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
      expect((await http(t, 'DELETE', `/api/batch/requests/coupon/${b.batchId}`, token(b))).status).toBe(409);
    });

    it('applies in assigned (before the buyer accepts) too', async () => {
      const { code } = await createCode({});
      const b = await givenPayableBatch(t, 'assigned');
      expect((await apply(b, code)).status).toBe(200);
    });
  });

  describe('the buyer changes the fees of a batch with a coupon', () => {
    it('needs confirm_coupon_update when a percentage discount moves, then recomputes it', async () => {
      const { code } = await createCode({ kind: 'percent', value: 10 });
      const b = await givenPayableBatch(t, 'accepted');
      const applied = await apply(b, code);
      const before = (await detail(b, applied.body.position as string)).batch.coupon?.discount;
      const buyer = t.tokenFor({ id: b.buyer.id, accountType: 'b' });
      const path = `/api/batch/requests/modify/${b.batchId}/items`;
      const refused = await http(t, 'POST', path, buyer, { items: [{ id: 'item-1', price: 20000 }] });
      expect([refused.status, refused.body.code]).toEqual([422, 'COUPON_UPDATE_NOT_CONFIRMED']);
      const ok = await http(t, 'POST', path, buyer, {
        items: [{ id: 'item-1', price: 20000 }],
        confirm_coupon_update: true,
      });
      expect(ok.status).toBe(200);
      const d = await detail(b, ok.body.position as string);
      expect(d.batch.coupon?.discount).toBeGreaterThan(before as number);
      expect(d.batch.fees.couponDiscount).toBe(d.batch.coupon?.discount);
      // 10% of the new total before the coupon, rounded down.
      expect(d.batch.coupon?.discount).toBe(Math.floor((d.batch.fees.total + d.batch.fees.couponDiscount) / 10));
    });
  });

  describe('redemptions', () => {
    it('once per account: counted when the payment is authorised, then refused on the next batch; other accounts may use it', async () => {
      const { code } = await createCode({ kind: 'percent', value: 10 });
      const first = await givenPayableBatch(t, 'confirmed');
      expect((await apply(first, code)).status).toBe(200);
      const second = await givenPayableBatch(t, 'confirmed', first.requester.id);
      // Not redeemed yet: applying to another batch of the same account is still fine.
      expect((await apply(second, code)).status).toBe(200);
      const paid = await pay(first);
      expect([paid.status, paid.body.code]).toEqual([200, 'PAYMENT_SUCCESSFUL']);
      await settle();
      const usage = await http<{ redemptions: number }>(t, 'GET', `/api/admin/promo-codes/${code}`, staff);
      expect(usage.body.redemptions).toBe(1);
      const third = await givenPayableBatch(t, 'confirmed', first.requester.id);
      const refused = await apply(third, code);
      expect([refused.status, refused.body.code]).toEqual([422, 'COUPON_ALREADY_USED']);
      // The second batch applied it before the redemption: paying it is refused, nothing charged.
      const blocked = await pay(second);
      expect([blocked.status, blocked.body.code]).toEqual([422, 'COUPON_ALREADY_USED']);
      expect(await storedTypes(t, second.batchId)).not.toContain('CheckoutStarted');
      const other = await givenPayableBatch(t, 'confirmed');
      expect((await apply(other, code)).status).toBe(200);
    });

    it('a maximum of redemptions', async () => {
      const { code } = await createCode({ max_redemptions: 1 });
      const a = await givenPayableBatch(t, 'confirmed');
      expect((await apply(a, code)).status).toBe(200);
      expect((await pay(a)).status).toBe(200);
      await settle();
      const b = await givenPayableBatch(t, 'confirmed');
      const r = await apply(b, code);
      expect([r.status, r.body.code]).toEqual([422, 'COUPON_EXHAUSTED']);
    });

    it('the charged amount is the discounted total in HKD', async () => {
      const { code } = await createCode({ kind: 'percent', value: 50 });
      const b = await givenPayableBatch(t, 'confirmed');
      expect((await apply(b, code)).status).toBe(200);
      const methods = await http<{ amount: { value: number } }>(
        t,
        'GET',
        `/api/batch/checkout/payment_methods/${b.batchId}`,
        token(b),
      );
      // USD 72.20 (half of 144.40) at 7.80 = HK$563.16.
      expect(methods.body.amount).toEqual({ currency: 'HKD', value: 56316 });
    });
  });
});
