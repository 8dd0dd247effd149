import { givenBatch, givenOrder, http, tokenFor, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

type Parcel = {
  reading: string;
  warning: string | null;
  violations: Array<{ item_id: string | null; code: string; params: Record<string, unknown> }>;
  charged: Array<{ item_id: string; volumetric_weight: number; charged_weight: number }>;
};
type Answer = { status: string; parcel: Parcel; code?: string; params?: Record<string, unknown> };
type Detail = {
  items: Array<{
    id: string;
    weight: number;
    dimensions: { lengthCm: number; widthCm: number; heightCm: number } | null;
  }>;
  fees: { international_shipping: number };
  parcel: Parcel;
};

describe('parcel rules in the buyer’s modify (spec §9): dimensions, charged weight, limits', () => {
  // Registered accounts (names do not matter here); an empty pool so that only the tests assign.
  const world = useAppWorld({ pool: [], accounts: { requester: { accountType: 'r' }, buyer: { accountType: 'b' } } });
  const who = world.tokens;
  const ids = () => ({ requesterId: world.accounts.requester.id, buyerId: world.accounts.buyer.id });

  const eventCount = async (batchId: string) => (await world.store.readStream(`batch-${batchId}`)).length;
  const modify = (batchId: string, item: Record<string, unknown>) =>
    http<Answer>(world.app, 'POST', `/api/batch/requests/modify/${batchId}/items`, who.buyer, {
      items: [{ id: 'item-1', quantity: 1, ...item }],
    });
  const detail = (batchId: string, position: string) =>
    http<Detail>(world.app, 'GET', `/api/batch/requests/${batchId}`, who.requester, undefined, {
      'x-event-position': position,
    });

  it('keeps the sides and, by default (CHARGE_BASIS=actual), charges the actual weight with the volumetric one as a check', async () => {
    const { batchId } = await givenBatch(world.store, 'accepted', ids());
    // 30 × 30 × 30 cm = 27,000 cm³ → 4.5 kg → 9.9207 lb → 993 hundredths; 2 lb actual → cap 10 lb.
    const answer = await modify(batchId, { weight: 200, dimensions: { length_cm: 30, width_cm: 30, height_cm: 30 } });
    expect(answer.status).toBe(200);
    expect(answer.body.parcel).toEqual({
      reading: 'A',
      warning: null,
      violations: [],
      charged: [{ item_id: 'item-1', volumetric_weight: 993, charged_weight: 200 }],
    });
    const seen = await detail(batchId, String((answer.body as unknown as { position: string }).position));
    expect(seen.status).toBe(200);
    expect(seen.body.items[0]).toMatchObject({ weight: 200, dimensions: { lengthCm: 30, widthCm: 30, heightCm: 30 } });
    expect(seen.body.parcel.charged).toEqual([{ item_id: 'item-1', volumetric_weight: 993, charged_weight: 200 }]);

    // Charged like the same item without sides at its actual 2 lb, less than at 9.93 lb.
    const priced = async (weight: number) => {
      const { batchId: plain } = await givenBatch(world.store, 'accepted', ids());
      const a = await modify(plain, { weight });
      const d = await detail(plain, String((a.body as unknown as { position: string }).position));
      expect(d.body.items[0].dimensions).toBeNull();
      return d.body.fees.international_shipping;
    };
    expect(seen.body.fees.international_shipping).toBe(await priced(200));
    expect(seen.body.fees.international_shipping).toBeLessThan(await priced(993));
  });

  it('answers the spec’s warning when the parcel is beyond the limits of reading A, and still takes the change', async () => {
    const { batchId } = await givenBatch(world.store, 'accepted', ids());
    const answer = await modify(batchId, { weight: 1000, dimensions: { length_cm: 90, width_cm: 20, height_cm: 20 } });
    expect(answer.status).toBe(200);
    expect(answer.body.parcel.warning).toBe('Extra fees or rejection may apply');
    expect(answer.body.parcel.violations).toEqual([
      { item_id: 'item-1', code: 'PRICING_PARCEL_LIMIT_EXCEEDED', params: { field: 'sidesCm', limit: 80, actual: 90 } },
    ]);
    const seen = await detail(batchId, String((answer.body as unknown as { position: string }).position));
    expect(seen.body.parcel.warning).toBe('Extra fees or rejection may apply');
  });

  it('refuses a volumetric weight over 5 × actual with 422 PRICING_VOLUMETRIC_OVER_CAP, appending nothing', async () => {
    const { batchId } = await givenBatch(world.store, 'accepted', ids());
    const before = await eventCount(batchId);
    // 60 × 40 × 40 cm → 3528 hundredths; 3 lb actual → cap 1500.
    const answer = await modify(batchId, { weight: 300, dimensions: { length_cm: 60, width_cm: 40, height_cm: 40 } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'PRICING_VOLUMETRIC_OVER_CAP',
      params: { item_id: 'item-1', field: 'items[0].dimensions', volumetric: 3528, cap: 1500 },
    });
    expect(await eventCount(batchId)).toBe(before);
  });

  it.each([
    [{ length_cm: 0, width_cm: 10, height_cm: 10 }],
    [{ length_cm: 10, width_cm: 1001, height_cm: 10 }],
    [{ length_cm: 10, width_cm: 10, height_cm: 1.234 }],
    [{ length_cm: 10, width_cm: 10 }],
  ])('refuses the sides %j with 400, appending nothing', async (dimensions) => {
    const { batchId } = await givenBatch(world.store, 'accepted', ids());
    const before = await eventCount(batchId);
    const answer = await modify(batchId, { weight: 300, dimensions });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(await eventCount(batchId)).toBe(before);
  });

  describe('POST /api/batch/orders/measure_parcel/{id}: the warehouse stages measure (staff)', () => {
    it('records the sides and weight, and the detail rules on them with the spec’s warning', async () => {
      const order = await givenOrder(world.app, 'item_sent');
      const staff = world.app.tokenFor({ id: 'staff-measure', accountType: 's' });
      const answer = await http<{ status: string; events: string[]; position: string }>(
        world.app,
        'POST',
        `/api/batch/orders/measure_parcel/${order.batchId}`,
        staff,
        { items: [{ id: 'item-1', dimensions: { length_cm: 85, width_cm: 20, height_cm: 20 }, weight: 1200 }] },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'item_sent', events: ['ParcelMeasured'] });
      const seen = await http<Detail>(world.app, 'GET', `/api/batch/orders/${order.batchId}`, staff, undefined, {
        'x-event-position': answer.body.position,
      });
      expect(seen.status).toBe(200);
      expect(seen.body.items.find((i) => i.id === 'item-1')).toMatchObject({
        weight: 1200,
        dimensions: { lengthCm: 85, widthCm: 20, heightCm: 20 },
      });
      expect(seen.body.parcel.warning).toBe('Extra fees or rejection may apply');
      expect(seen.body.parcel.violations).toContainEqual({
        item_id: 'item-1',
        code: 'PRICING_PARCEL_LIMIT_EXCEEDED',
        params: { field: 'sidesCm', limit: 80, actual: 85 },
      });
    });

    it('is refused to the buyer and the requester, and before the goods are bought', async () => {
      const order = await givenOrder(world.app, 'item_sent');
      const body = { items: [{ id: 'item-1', dimensions: { length_cm: 10, width_cm: 10, height_cm: 10 } }] };
      for (const actor of [order.buyer, order.requester]) {
        const res = await http(
          world.app,
          'POST',
          `/api/batch/orders/measure_parcel/${order.batchId}`,
          tokenFor(world.app, actor),
          body,
        );
        expect(res.status).toBe(403);
      }
      const { batchId } = await givenBatch(world.store, 'accepted', ids());
      const staff = world.app.tokenFor({ id: 'staff-measure', accountType: 's' });
      const early = await http(world.app, 'POST', `/api/batch/orders/measure_parcel/${batchId}`, staff, body);
      expect(early.status).toBe(409);
    });
  });
});
