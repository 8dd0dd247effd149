import { batchActions as act, http, requestBody, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

type Refusal = { code: string; message: string; params: Record<string, unknown> };
type Created = {
  id: string;
  status: string;
  position: string;
  parcel: { warning: string | null; reading: string; violations: unknown[] };
};
type Detail = { items: Array<{ id: string; dimensions: unknown; declared_value_twd: number | null; weight: number }> };

/** The kit's request item (US$120 trail shoes, US → HK), with changes. */
// The refusals say the spec's limits in words, wherever the rule fires (create, modify, combine).
const PARCEL_LIMIT_TEXT = 'Precious goods may be worth at most TWD 30,000 per parcel.';
const WAYBILL_LIMIT_TEXT = 'Precious goods may be worth at most TWD 50,000 per waybill.';

const shoe = (over: Record<string, unknown> = {}) => ({
  ...(requestBody().items as Record<string, unknown>[])[0],
  ...over,
});
const watch = (declared: number | undefined, over: Record<string, unknown> = {}) =>
  shoe({ name: 'Watch', category: 'accessories', price: 50000, declared_value_twd: declared, ...over });

/**
 * Spec §9 where the requester creates (the reading A default, PARCEL_LIMITS_BEYOND=refuse): precious
 * goods and the parcel limits are refused with a coded error naming the field, and nothing is stored.
 */
describe('parcel rules and precious goods at creation, modify and combine (spec §9)', () => {
  const world = useAppWorld({
    pool: [],
    accounts: { requester: { accountType: 'r' }, buyer: { accountType: 'b' }, staff: { accountType: 's' } },
  });
  const who = world.tokens;
  const create = (items: unknown[]) =>
    http<Created & Refusal>(world.app, 'POST', '/api/batch/requests/create', who.requester, requestBody({ items }));
  const eventCount = async () =>
    Number((await world.app.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM es_events`))[0].n);
  const detail = (id: string, position: string) =>
    http<Detail>(world.app, 'GET', `/api/batch/requests/${id}`, who.requester, undefined, {
      'x-event-position': position,
    });

  it('a 60 lb request is refused at creation (reading A: 55 lb a shipment), naming the weight; 55 lb is taken', async () => {
    const before = await eventCount();
    const heavy = await create([shoe({ weight: 6000 })]);
    expect(heavy.status).toBe(422);
    expect(heavy.body).toMatchObject({
      code: 'PRICING_PARCEL_LIMIT_EXCEEDED',
      params: { field: 'items[0].weight', limitName: 'weight', limit: 5500, actual: 6000, reading: 'A' },
    });
    expect(await eventCount()).toBe(before);
    const ok = await create([shoe({ weight: 5500 })]);
    expect(ok.status).toBe(201);
    expect(ok.body.parcel).toMatchObject({ reading: 'A', warning: null });
  });

  it('takes optional sides per item, and refuses a side, a sum of sides or a volumetric weight beyond the rules', async () => {
    const sized = (l: number, w: number, h: number, weight = 2000) =>
      create([shoe(), shoe({ weight, dimensions: { length_cm: l, width_cm: w, height_cm: h } })]);
    const side = await sized(81, 10, 10);
    expect([side.status, side.body.code, side.body.params]).toEqual([
      422,
      'PRICING_PARCEL_LIMIT_EXCEEDED',
      expect.objectContaining({ field: 'items[1].dimensions', limitName: 'sidesCm', limit: 80, actual: 81 }),
    ]);
    const sum = await sized(80, 70, 60, 3000);
    expect(sum.body.params).toMatchObject({ field: 'items[1].dimensions', limitName: 'sumOfSidesCm', limit: 200 });
    const bulky = await sized(60, 60, 60, 100);
    expect([bulky.status, bulky.body.code]).toEqual([422, 'PRICING_VOLUMETRIC_OVER_CAP']);
    expect(bulky.body.params).toMatchObject({ field: 'items[1].dimensions' });
    const bad = await sized(10, 10, 0);
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);

    const ok = await sized(40, 30, 20);
    expect(ok.status).toBe(201);
    const seen = await detail(ok.body.id, ok.body.position);
    expect(seen.body.items.map((i) => i.dimensions)).toEqual([null, { lengthCm: 40, widthCm: 30, heightCm: 20 }]);
  });

  it('asks a declared value of precious goods and refuses a parcel over TWD 30,000 or a waybill over TWD 50,000', async () => {
    const before = await eventCount();
    const missing = await create([shoe(), watch(undefined)]);
    expect([missing.status, missing.body.code, missing.body.params.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'items[1].declared_value_twd',
    ]);
    expect(missing.body.message).toBe('Required');
    const parcel = await create([watch(15_001, { quantity: 2 })]);
    expect([parcel.status, parcel.body.code, parcel.body.message]).toEqual([
      422,
      'PRECIOUS_GOODS_PARCEL_LIMIT',
      PARCEL_LIMIT_TEXT,
    ]);
    expect(parcel.body.params).toMatchObject({ field: 'items[0].declared_value_twd', limit: 30_000, actual: 30_002 });
    const waybill = await create([watch(30_000), watch(20_001)]);
    expect([waybill.status, waybill.body.code, waybill.body.message]).toEqual([
      422,
      'PRECIOUS_GOODS_WAYBILL_LIMIT',
      WAYBILL_LIMIT_TEXT,
    ]);
    expect(waybill.body.params).toMatchObject({ field: 'items', limit: 50_000, actual: 50_001 });
    expect(await eventCount()).toBe(before);

    const ok = await create([watch(30_000), watch(20_000), shoe({ declared_value_twd: 99_999 })]);
    expect(ok.status).toBe(201);
    const seen = await detail(ok.body.id, ok.body.position);
    expect(seen.body.items.map((i) => i.declared_value_twd)).toEqual([30_000, 20_000, 99_999]);
  });

  it('refuses a modify whose new quantity takes a precious line over TWD 30,000', async () => {
    const made = await create([watch(10_000)]);
    expect(made.status).toBe(201);
    const buyerId = world.accounts.buyer.id;
    await act.assign(world.app, made.body.id, who.staff, buyerId);
    await act.accept(world.app, made.body.id, who.buyer);
    const seen = await detail(made.body.id, made.body.position);
    const itemId = seen.body.items[0].id;
    const modify = (quantity: number) =>
      http<Refusal>(world.app, 'POST', `/api/batch/requests/modify/${made.body.id}/items`, who.buyer, {
        items: [{ id: itemId, quantity }],
      });
    const over = await modify(4);
    expect([over.status, over.body.code, over.body.message]).toEqual([
      422,
      'PRECIOUS_GOODS_PARCEL_LIMIT',
      PARCEL_LIMIT_TEXT,
    ]);
    expect(over.body.params).toMatchObject({ field: 'items[0].quantity', actual: 40_000 });
    expect((await modify(3)).status).toBe(200);
  });

  it('refuses to combine requests whose precious goods together pass TWD 50,000, and combines them under it', async () => {
    const first = await create([watch(30_000)]);
    const second = await create([watch(20_001)]);
    const third = await create([watch(20_000)]);
    const combine = (ids: string[]) =>
      http<Refusal & { status: string }>(world.app, 'POST', '/api/batch/requests/combine_request', who.requester, {
        batch_request_ids: ids,
      });
    const over = await combine([first.body.id, second.body.id]);
    expect([over.status, over.body.code, over.body.message]).toEqual([
      422,
      'PRECIOUS_GOODS_WAYBILL_LIMIT',
      WAYBILL_LIMIT_TEXT,
    ]);
    expect(over.body.params).toMatchObject({ field: 'items', limit: 50_000, actual: 50_001 });
    const ok = await combine([first.body.id, third.body.id]);
    expect([ok.status, ok.body.status]).toEqual([200, 'requested']);
  });
});

describe('PARCEL_LIMITS_BEYOND=warn: the reading says extra fees may apply', () => {
  const world = useAppWorld({
    pool: [],
    env: { PARCEL_LIMITS_BEYOND: 'warn' },
    accounts: { requester: { accountType: 'r' } },
  });

  it('takes a 60 lb request with the spec’s warning, and still refuses precious goods over their limit', async () => {
    const create = (items: unknown[]) =>
      http<Created & Refusal>(
        world.app,
        'POST',
        '/api/batch/requests/create',
        world.tokens.requester,
        requestBody({ items }),
      );
    const heavy = await create([shoe({ weight: 6000 })]);
    expect(heavy.status).toBe(201);
    expect(heavy.body.parcel).toMatchObject({
      reading: 'A',
      warning: 'Extra fees or rejection may apply',
      violations: [{ item_id: null, code: 'PRICING_PARCEL_LIMIT_EXCEEDED', params: { field: 'weight', limit: 5500 } }],
    });
    const precious = await create([watch(30_001)]);
    expect([precious.status, precious.body.code]).toEqual([422, 'PRECIOUS_GOODS_PARCEL_LIMIT']);
  });
});
