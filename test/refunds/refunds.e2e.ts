// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CardProvider } from '../../src/around-batch/payments/provider/card-provider.port';

import type { RefundRequestView } from '../../src/around-batch/refunds/refund-request.view';
import { ProjectionRegistry, READ_MODELS_GROUP } from '../../src/platform/projections/projection-registry';
import { ProjectionWaiter } from '../../src/platform/projections/read-your-writes/projection-waiter';
import {
  AUTHORISED_HKD,
  createRequest,
  givenCapturedBatch,
  givenPaidBatch,
  type GivenParties,
  http,
  useSimulatorWorld,
  storedStatus,
} from '../support/kit';

/** The JSON answers under test: every refund endpoint's fields, and an error body's. */
interface Body {
  code?: string;
  params?: Record<string, unknown>;
  eid?: string;
  details?: Record<string, number | string>;
  whole_order?: boolean;
  refund_request?: RefundRequestView;
  batch?: { id: string; status: string; refund_request: RefundRequestView; batch: { payment: unknown } };
  results?: RefundRequestView[];
}

const ZERO = {
  refund_local_shipping_fee: 0,
  refund_waive_service_fee: 0,
  refund_insurance: 0,
  refund_tax: 0,
  refund_per_transaction_cost: 0,
  local_currency: 'HKD',
};

// Real checkout, jobs and projections on a shared 2-core machine: generous, never a timing assertion.
jest.setTimeout(60000);

describe('refunds (spec §4, §7 refunds)', () => {
  const world = useSimulatorWorld();
  const staff = () => world.app.tokenFor({ id: 'staff-refunds', accountType: 's' });
  const buyer = (b: GivenParties) => world.app.tokenFor({ id: b.buyer.id, accountType: 'b' });
  const requester = (b: GivenParties) => world.app.tokenFor({ id: b.requester.id, accountType: 'r' });
  const estimate = (b: GivenParties, body: unknown, token = buyer(b)) =>
    http<Body>(world.app, 'POST', `/api/bns/refunds/estimate/${b.batchNumber}`, token, body);
  const create = (b: GivenParties, body: Record<string, unknown>, token = buyer(b)) =>
    http<Body>(world.app, 'POST', '/api/bns/refunds', token, { batch_number: b.batchNumber, ...body });
  const update = (b: GivenParties, body: Record<string, unknown>, token = buyer(b)) =>
    http<Body>(world.app, 'PATCH', `/api/bns/refunds/${b.batchNumber}`, token, body);
  const complete = (b: GivenParties, text: unknown, token = buyer(b)) =>
    http<Body>(world.app, 'POST', `/api/bns/refunds/complete/${b.batchNumber}`, token, {
      complete_confirmed_text: text,
    });
  const ledgerOf = (b: GivenParties) =>
    [...world.simulator.ledger.payments.values()].find(
      (p) => p.merchantReference.startsWith(`${b.batchNumber}:`) && p.state !== 'refused',
    )!;

  const capturedBatch = (): Promise<GivenParties> => givenCapturedBatch(world.app);

  it('partial refund at the US$10 service-fee floor, updated, completed; then the whole rest without the floor', async () => {
    const b = await capturedBatch();

    // Refund A (US$120), keep B (US$30): 12% of 30 = 3.60 < 10, so the fee kept is US$10 and US$8 comes back.
    const first = await estimate(b, { items: [{ id: 'item-a' }] });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      eid: expect.any(String),
      currency: 'USD',
      whole_order: false,
      details: {
        ...ZERO,
        refund_subtotal: 12000,
        refund_service_fee: 800,
        refund_additional: 0,
        refund_total: 12800,
        local_refund_total: 99840,
      },
    });

    const created = await create(b, {
      eid: first.body.eid,
      refund_reason: 'prohibited_item',
      refund_remark: 'customs',
    });
    expect(created.status).toBe(201);
    expect(created.body.refund_request).toMatchObject({
      batch_number: b.batchNumber,
      eid: first.body.eid,
      items: [{ id: 'item-a', quantity: 1 }],
      refund_reason: 'prohibited_item',
      refund_remark: 'customs',
      amount: { currency: 'HKD', value: 99840 },
      status: 'requested',
      requested_by: b.buyer.id,
    });
    expect((await create(b, { eid: first.body.eid, refund_reason: 'prohibited_item' })).body).toMatchObject({
      code: 'REFUND_REQUEST_EXISTS',
    });

    // Staff add US$1.00 on top: a new estimate, the request updated from it.
    const second = await estimate(b, { items: [{ id: 'item-a', quantity: 1 }], additional_refund: 100 }, staff());
    expect(second.body.details).toMatchObject({
      refund_additional: 100,
      refund_total: 12900,
      local_refund_total: 100620,
    });
    const updated = await update(
      b,
      { eid: second.body.eid, refund_reason: 'high_risk_item', refund_remark: 'battery' },
      staff(),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.refund_request).toMatchObject({
      id: created.body.refund_request?.id,
      refund_reason: 'high_risk_item',
      amount: { value: 100620 },
      updates: 1,
    });

    expect((await complete(b, 'wrong')).body).toMatchObject({
      code: 'REFUND_CONFIRMATION_MISMATCH',
      params: { field: 'complete_confirmed_text' },
    });
    expect((await complete(b, b.batchNumber, requester(b))).status).toBe(403);
    expect((await complete(b, b.batchNumber, world.app.tokenFor({ id: randomUUID(), accountType: 'b' }))).status).toBe(
      404,
    );
    const done = await complete(b, b.batchNumber);
    expect(done.status).toBe(200);
    expect(done.body.batch).toMatchObject({
      id: b.batchId,
      status: 'refunded',
      refund_request: { status: 'completed', amount: { value: 100620 } },
    });
    expect(done.body.batch?.batch.payment).toEqual({
      currency: 'HKD',
      authorised: AUTHORISED_HKD,
      captured: AUTHORISED_HKD,
      released: 0,
      refunded: 100620,
    });
    expect(ledgerOf(b)).toMatchObject({ captured: AUTHORISED_HKD, refunded: 100620 });
    expect((await complete(b, b.batchNumber)).body).toMatchObject({ code: 'REFUND_REQUEST_NOT_OPEN' });

    // The first estimate no longer matches the order.
    expect((await create(b, { eid: first.body.eid, refund_reason: 'prohibited_item' })).body).toMatchObject({
      code: 'REFUND_ESTIMATE_STALE',
    });

    // Everything left (B): whole order, the rest of the service fee comes back (no floor).
    const rest = await estimate(b, { items: [{ id: 'item-b' }] }, staff());
    expect(rest.body).toMatchObject({
      whole_order: true,
      details: {
        ...ZERO,
        refund_subtotal: 3000,
        refund_service_fee: 1000,
        refund_total: 4000,
        local_refund_total: 31200,
      },
    });
    expect((await create(b, { eid: rest.body.eid, refund_reason: 'unobtainable_item' }, staff())).status).toBe(201);
    const all = await complete(b, b.batchNumber, staff());
    expect(all.body.batch).toMatchObject({ status: 'all_refunded', refund_request: { status: 'completed' } });
    expect(ledgerOf(b).refunded).toBe(131820);

    // Everyone on the batch reads the requests; nobody else.
    const list = await http<Body>(world.app, 'GET', `/api/batch/refunds/${b.batchId}`, requester(b));
    expect((list.body.results ?? []).map((r) => [r.status, r.amount.value])).toEqual([
      ['completed', 100620],
      ['completed', 31200],
    ]);
    expect(
      (
        await http(
          world.app,
          'GET',
          `/api/batch/refunds/${b.batchId}`,
          world.app.tokenFor({ id: 'aud-1', accountType: 'x' }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await http(
          world.app,
          'GET',
          `/api/batch/refunds/${b.batchId}`,
          world.app.tokenFor({ id: randomUUID(), accountType: 'r' }),
        )
      ).status,
    ).toBe(404);
    expect((await http(world.app, 'GET', `/api/batch/refunds/not-a-batch`, requester(b))).status).toBe(400);
  });

  it('two completions at once refund once', async () => {
    const b = await capturedBatch();
    const e = await estimate(b, { items: [{ id: 'item-b' }] });
    expect(e.body.details).toMatchObject({
      refund_subtotal: 3000,
      refund_service_fee: 360,
      refund_total: 3360,
      local_refund_total: 26208,
    });
    expect((await create(b, { eid: e.body.eid, refund_reason: 'unobtainable_item' })).status).toBe(201);
    const answers = await Promise.all([complete(b, b.batchNumber), complete(b, b.batchNumber, staff())]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('REFUND_REQUEST_NOT_OPEN');
    expect(ledgerOf(b).refunded).toBe(26208);
    expect(await storedStatus(world.app, b.batchId)).toBe('refunded');
  });

  it('never refunds above what was captured: 422 from the arithmetic, and the provider refusal mapped to a clear code', async () => {
    const b = await capturedBatch();
    expect((await estimate(b, { items: [{ id: 'item-a' }], additional_refund: 1_000_000 })).body).toMatchObject({
      code: 'REFUND_EXCEEDS_CAPTURED',
    });

    const e = await estimate(b, { items: [{ id: 'item-a' }] });
    expect((await create(b, { eid: e.body.eid, refund_reason: 'prohibited_item' })).status).toBe(201);
    // Most of the money already went back at the provider (e.g. a chargeback handled there).
    await world.app.app
      .get(CardProvider)
      .refund(ledgerOf(b).pspReference, { currency: 'HKD', value: 130000 }, `test-${randomUUID()}`);
    const refused = await complete(b, b.batchNumber, staff());
    expect([refused.status, refused.body.code, refused.body.params?.provider_code]).toEqual([
      422,
      'REFUND_PROVIDER_REFUSED',
      'SIM_REFUND_EXCEEDS_CAPTURE',
    ]);
    expect(await storedStatus(world.app, b.batchId)).toBe('payment_captured');
    const alerts = await http<Body>(world.app, 'GET', `/api/admin/payments/alerts?batch_id=${b.batchId}`, staff());
    expect(alerts.body.results).toEqual([expect.objectContaining({ code: 'PAYMENT_REFUND_REFUSED' })]);
  });

  it('finds a batch number the detail read model has not reached yet when it is the caller’s own write (read-your-writes, not a 404)', async () => {
    const readModels = world.app.app
      .get(ProjectionRegistry)
      .groups()
      .find((g) => g.group === READ_MODELS_GROUP)!;
    const waiter = world.app.app.get(ProjectionWaiter);
    await readModels.stop();
    try {
      const requesterToken = world.app.tokenFor({ id: `req-ryw-${randomUUID()}`, accountType: 'r' });
      const created = await createRequest(world.app, requesterToken);
      // Staff's own write on it: this instance remembers staff's position.
      const remark = await http(world.app, 'PUT', `/api/batch/requests/add/${created.id}/buyer/remark`, staff(), {
        buyer_remark: 'checked',
      });
      expect(remark.status).toBe(200);
      const original = waiter.waitFor.bind(waiter);
      let waited!: () => void;
      const waiting = new Promise<void>((resolve) => (waited = resolve));
      jest.spyOn(waiter, 'waitFor').mockImplementation((...args) => {
        waited();
        return original(...args);
      });
      const answer = http<Body>(world.app, 'POST', `/api/bns/refunds/estimate/${created.batchNumber}`, staff(), {
        items: [{ id: 'item-1' }],
      });
      // The read model moves only once the lookup missed and waits for staff's write.
      await Promise.race([waiting, answer]);
      readModels.start();
      const res = await answer;
      expect(res.body.code).not.toBe('BATCH_NOT_FOUND');
      expect(res.status).toBe(409);
    } finally {
      readModels.start();
    }
  });

  it('refuses bad input (400 with the field), wrong roles (403), foreign batches (404) and disallowed states (409)', async () => {
    const b = await capturedBatch();
    const bad = async (body: unknown, field: string) =>
      expect((await estimate(b, body)).body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field } });
    await bad({}, 'items');
    await bad({ items: [] }, 'items');
    await bad({ items: [{ id: 'nope' }] }, 'items[0].id');
    await bad({ items: [{ id: 'item-a' }, { id: 'item-a' }] }, 'items[1].id');
    await bad({ items: [{ id: 'item-a', quantity: 2 }] }, 'items[0].quantity');
    await bad({ items: [{ id: 'item-a', quantity: 0 }] }, 'items[0].quantity');
    await bad({ items: [{ id: 'item-a' }], additional_refund: -1 }, 'additional_refund');
    await bad({ items: [{ id: 'item-a' }], additional_refund: 1.5 }, 'additional_refund');

    const e = await estimate(b, { items: [{ id: 'item-b' }] });
    expect((await create(b, { eid: e.body.eid, refund_reason: 'changed_mind' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'refund_reason' },
    });
    expect(
      (await create(b, { eid: e.body.eid, refund_reason: 'prohibited_item', refund_remark: 5 })).body,
    ).toMatchObject({ params: { field: 'refund_remark' } });
    expect((await create(b, { eid: randomUUID(), refund_reason: 'prohibited_item' })).body).toMatchObject({
      code: 'REFUND_ESTIMATE_NOT_FOUND',
      params: { field: 'eid' },
    });
    expect(
      (
        await http<Body>(world.app, 'POST', '/api/bns/refunds', buyer(b), {
          eid: e.body.eid,
          refund_reason: 'prohibited_item',
        })
      ).body,
    ).toMatchObject({ params: { field: 'batch_number' } });
    expect((await complete(b, undefined)).body).toMatchObject({ params: { field: 'complete_confirmed_text' } });

    // Wrong role: the requester and auditors only read.
    expect((await estimate(b, { items: [{ id: 'item-a' }] }, requester(b))).body).toMatchObject({
      code: 'AUTH_NOT_AUTHORIZED',
      message: 'You are not authorized to do this action!',
    });
    const auditor = world.app.tokenFor({ id: 'aud-2', accountType: 'x' });
    expect((await create(b, { eid: e.body.eid, refund_reason: 'prohibited_item' }, auditor)).status).toBe(403);
    expect((await update(b, { eid: e.body.eid, refund_reason: 'prohibited_item' }, requester(b))).status).toBe(403);

    // Foreign or unknown.
    const stranger = world.app.tokenFor({ id: randomUUID(), accountType: 'b' });
    expect((await estimate(b, { items: [{ id: 'item-a' }] }, stranger)).body).toMatchObject({
      code: 'BATCH_NOT_FOUND',
    });
    expect((await create(b, { eid: e.body.eid, refund_reason: 'prohibited_item' }, stranger)).status).toBe(404);
    expect(
      (await http(world.app, 'POST', `/api/bns/refunds/estimate/BNNOPE`, buyer(b), { items: [{ id: 'item-a' }] }))
        .status,
    ).toBe(404);

    // Disallowed: nothing open to update or complete; a batch not captured yet cannot be refunded.
    expect((await update(b, { eid: e.body.eid, refund_reason: 'prohibited_item' })).body).toMatchObject({
      code: 'REFUND_NOT_ALLOWED',
    });
    expect((await complete(b, b.batchNumber)).body).toMatchObject({ code: 'REFUND_REQUEST_NOT_OPEN' });
    const unpaid = await givenPaidBatch(world.app);
    const early = await estimate(unpaid, { items: [{ id: 'item-a' }] });
    expect([early.status, early.body.code]).toEqual([409, 'REFUND_NOT_ALLOWED']);
  });
});
