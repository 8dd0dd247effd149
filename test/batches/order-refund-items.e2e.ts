// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ProviderModifications } from '../../src/around-batch/payments/batch/provider-modifications';
import { CardProvider } from '../../src/around-batch/payments/provider/card-provider.port';
import {
  AUTHORISED_HKD,
  givenCapturedBatch,
  givenPaidBatch,
  type GivenParties,
  http,
  useSimulatorWorld,
  storedTypes,
  eventually,
} from '../support/kit';

type Body = Record<string, unknown> & { code?: string; message?: string; params?: { field?: string } };
type Detail = Body & { items: { id: string; state: string }[]; batch: { payment: Record<string, unknown> } };
const NOT_AUTHORIZED = { code: 'AUTH_NOT_AUTHORIZED', message: 'You are not authorized to do this action!' };

/*
 * The order (after-payment-kit): A US$120.00 + B US$30.00, international shipping US$10.00, service
 * fee US$18.00 (12% of US$150), total US$178.00 = HK$1,388.40 authorised and captured (rate 7.80).
 *
 * Refund A alone: B is kept, 12% of US$30 = US$3.60 is under the US$10 floor, so US$10 of the fee
 * stays and US$8 comes back: 120.00 + 8.00 = US$128.00 → × 7.80 = HK$998.40.
 * Then B (everything left, no floor): 30.00 + the remaining fee 10.00 = US$40.00 → HK$312.00.
 * Together HK$1,310.40: everything but the international shipping (US$10 = HK$78.00).
 */
const REFUND_A_HKD = 99840;
const REFUND_B_HKD = 31200;
expect(REFUND_A_HKD + REFUND_B_HKD).toBe(AUTHORISED_HKD - 7800);

// Real checkout, capture and refund jobs on a shared 2-core machine: generous, never a timing assertion.
jest.setTimeout(60000);

describe('POST /api/batch/orders/refund/{id}/items (spec §7, direct refund by staff)', () => {
  const world = useSimulatorWorld();
  const staff = () => world.app.tokenFor({ id: 'staff-refund-items', accountType: 's' });
  const refund = (b: GivenParties | { batchId: string }, body: unknown, token = staff()) =>
    http<Body>(world.app, 'POST', `/api/batch/orders/refund/${b.batchId}/items`, token, body);
  const detail = async (b: GivenParties, position: unknown) =>
    (
      await http<Detail>(world.app, 'GET', `/api/batch/orders/${b.batchId}`, staff(), undefined, {
        'x-event-position': String(position),
      })
    ).body;
  const ledgerOf = (b: GivenParties) =>
    [...world.simulator.ledger.payments.values()].find(
      (p) => p.merchantReference.startsWith(`${b.batchNumber}:`) && p.state !== 'refused',
    )!;
  const refundsAtProvider = async (b: GivenParties) =>
    (await world.app.app.get(ProviderModifications).ofBatch(b.batchId)).filter((m) => m.kind === 'refund');
  const storedRefunds = async (b: GivenParties) =>
    (await storedTypes(world.app, b.batchId)).filter((type) => type === 'ItemsRefunded').length;

  const capturedBatch = (): Promise<GivenParties> => givenCapturedBatch(world.app);

  it('refunds one item at the US$10 floor, then the rest without it; the provider refunds each amount once', async () => {
    const b = await capturedBatch();

    const first = await refund(b, { items: ['item-a'], refund_reason: 'prohibited_item', refund_remark: ' customs ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: b.batchId, status: 'refunded', events: ['ItemsRefunded'] });
    let d = await detail(b, first.body.position);
    expect(d.items.map((i) => [i.id, i.state])).toEqual([
      ['item-a', 'refunded'],
      ['item-b', 'purchased'],
    ]);
    expect(d.batch.payment).toMatchObject({ captured: AUTHORISED_HKD, refunded: REFUND_A_HKD });

    // The provider-refund job: one REFUND modification of exactly that amount, seen by the provider.
    await eventually(async () => (await refundsAtProvider(b)).length === 1, { what: 'the provider refund' });
    expect(await refundsAtProvider(b)).toEqual([
      expect.objectContaining({
        kind: 'refund',
        status: 'received',
        amount_value: String(REFUND_A_HKD),
        psp_reference: expect.any(String),
      }),
    ]);
    expect(ledgerOf(b)).toMatchObject({ state: 'captured', captured: AUTHORISED_HKD, refunded: REFUND_A_HKD });

    // A refund request's estimate knows A is gone: B alone is now the whole order (no floor).
    const estimate = await http<Body>(world.app, 'POST', `/api/bns/refunds/estimate/${b.batchNumber}`, staff(), {
      items: [{ id: 'item-b' }],
    });
    expect(estimate.body).toMatchObject({
      whole_order: true,
      details: { refund_subtotal: 3000, refund_service_fee: 1000, local_refund_total: REFUND_B_HKD },
    });

    // Everything left is a whole-order refund: the floor no longer applies → all_refunded.
    const second = await refund(b, { items: ['item-b'], refund_reason: 'unobtainable_item' });
    expect(second.body).toMatchObject({ status: 'all_refunded', events: ['ItemsRefunded'] });
    d = await detail(b, second.body.position);
    expect(d.status).toBe('all_refunded');
    expect(d.items.map((i) => i.state)).toEqual(['refunded', 'refunded']);
    expect(d.batch.payment).toMatchObject({ captured: AUTHORISED_HKD, refunded: REFUND_A_HKD + REFUND_B_HKD });
    await eventually(async () => (await refundsAtProvider(b)).length === 2, { what: 'the second provider refund' });
    expect(ledgerOf(b).refunded).toBe(REFUND_A_HKD + REFUND_B_HKD);
    expect((await refundsAtProvider(b)).map((m) => [m.status, m.amount_value]).sort()).toEqual(
      [
        ['received', String(REFUND_A_HKD)],
        ['received', String(REFUND_B_HKD)],
      ].sort(),
    );

    // Nothing is left to refund: the state refuses a third one and the provider saw no more.
    const third = await refund(b, { items: ['item-b'], refund_reason: 'unobtainable_item' });
    expect([third.status, third.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
    expect(await storedRefunds(b)).toBe(2);
  });

  it('refunding every item at once gives back all but the international shipping (no floor)', async () => {
    const b = await capturedBatch();
    const all = await refund(b, { items: ['item-a', 'item-b'], refund_reason: 'high_risk_item' });
    expect(all.body).toMatchObject({ status: 'all_refunded', events: ['ItemsRefunded'] });
    await eventually(async () => (await refundsAtProvider(b)).length === 1, { what: 'the provider refund' });
    // US$150 items + US$18 fee = US$168 → HK$1,310.40.
    expect(ledgerOf(b).refunded).toBe(131040);
    expect(await refundsAtProvider(b)).toEqual([
      expect.objectContaining({ status: 'received', amount_value: '131040' }),
    ]);
  });

  it('a refund the provider refuses (already refunded there) stays recorded and raises a staff alert', async () => {
    const b = await capturedBatch();
    // Most of the money already went back at the provider (e.g. a chargeback handled there).
    await world.app.app
      .get(CardProvider)
      .refund(ledgerOf(b).pspReference, { currency: 'HKD', value: 130000 }, `test-${randomUUID()}`);
    const r = await refund(b, { items: ['item-a'], refund_reason: 'prohibited_item' });
    expect(r.body).toMatchObject({ status: 'refunded' });
    await eventually(async () => (await refundsAtProvider(b)).length === 1, { what: 'the provider answer' });
    expect(await refundsAtProvider(b)).toEqual([
      expect.objectContaining({
        status: 'refused',
        error_code: 'SIM_REFUND_EXCEEDS_CAPTURE',
        amount_value: String(REFUND_A_HKD),
      }),
    ]);
    expect(ledgerOf(b).refunded).toBe(130000);
    const alerts = await http<{ results: { code: string }[] }>(
      world.app,
      'GET',
      `/api/admin/payments/alerts?batch_id=${b.batchId}`,
      staff(),
    );
    expect(alerts.body.results).toEqual([expect.objectContaining({ code: 'PAYMENT_REFUND_REFUSED' })]);
  });

  it('refuses bad input (400 with the field), wrong roles (403), unknown batches (404) and disallowed states (409), storing nothing', async () => {
    const b = await capturedBatch();
    const before = await storedTypes(world.app, b.batchId);
    const cases: [unknown, string][] = [
      [{ refund_reason: 'prohibited_item' }, 'items'],
      [{ items: [], refund_reason: 'prohibited_item' }, 'items'],
      [{ items: 'item-a', refund_reason: 'prohibited_item' }, 'items'],
      [{ items: ['item-a', 'item-a'], refund_reason: 'prohibited_item' }, 'items'],
      [{ items: [5], refund_reason: 'prohibited_item' }, 'items'],
      [{ items: ['item-a'] }, 'refund_reason'],
      [{ items: ['item-a'], refund_reason: 'changed_mind' }, 'refund_reason'],
      [{ items: ['item-a'], refund_reason: 'prohibited_item', refund_remark: 5 }, 'refund_remark'],
      [{ items: ['item-a'], refund_reason: 'prohibited_item', refund_remark: 'x'.repeat(501) }, 'refund_remark'],
    ];
    for (const [body, field] of cases) {
      const r = await refund(b, body);
      expect([JSON.stringify(body).slice(0, 60), r.status, r.body.code, r.body.params?.field]).toEqual([
        JSON.stringify(body).slice(0, 60),
        400,
        'VALIDATION_FAILED',
        field,
      ]);
    }
    const unknown = await refund(b, { items: ['nope'], refund_reason: 'prohibited_item' });
    expect([unknown.status, unknown.body.code, unknown.body.params?.field]).toEqual([
      422,
      'BATCH_ITEM_NOT_FOUND',
      'items',
    ]);

    // Buyers ask through a refund request (src/around-batch/refunds); requesters and auditors never refund.
    const ok = { items: ['item-a'], refund_reason: 'prohibited_item' };
    for (const token of [
      world.app.tokenFor({ id: b.buyer.id, accountType: 'b' }),
      world.app.tokenFor({ id: b.requester.id, accountType: 'r' }),
      world.app.tokenFor({ id: 'aud-1', accountType: 'x' }),
    ]) {
      const r = await refund(b, ok, token);
      expect([r.status, r.body.code, r.body.message]).toEqual([403, NOT_AUTHORIZED.code, NOT_AUTHORIZED.message]);
    }
    // Staff see every batch, so the only batch they cannot find is one that does not exist.
    const missing = await refund({ batchId: randomUUID() }, ok);
    expect([missing.status, missing.body.code]).toEqual([404, 'BATCH_NOT_FOUND']);
    // A malformed id is bad input naming the field, not a lookup that finds nothing.
    const malformed = await refund({ batchId: 'not-a-batch' }, ok);
    expect([malformed.status, malformed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await storedTypes(world.app, b.batchId)).toEqual(before);
    expect(await refundsAtProvider(b)).toEqual([]);

    // Not captured yet: nothing to refund (the provider would refuse a refund before capture).
    const authorised = await givenPaidBatch(world.app);
    const early = await refund(authorised, ok);
    expect([early.status, early.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
    expect(await storedTypes(world.app, authorised.batchId)).not.toContain('ItemsRefunded');

    // An item already refunded cannot be refunded again.
    expect((await refund(b, ok)).status).toBe(200);
    const again = await refund(b, ok);
    expect([again.status, again.body.code, again.body.params?.field]).toEqual([
      409,
      'BATCH_ITEM_NOT_IN_EXPECTED_STATE',
      'items',
    ]);
    expect(await storedRefunds(b)).toBe(1);
  });
});
