import { given } from '../../testing/given-when-then';
import { BUYER, REQUESTER, command, createData, fees, item } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';
import type { BatchEvent } from '../batch.events';

const watch = (id: string, declaredValueTwd: number | null, quantity = 1) =>
  item(id, { category: 'accessories', declaredValueTwd, quantity });
const create = (items: ReturnType<typeof item>[]) => command('CreateRequest', createData({ items }), REQUESTER);

describe('CreateRequest: spec §9 precious goods', () => {
  it('keeps the declared value on the item', () => {
    const r = given([]).when(create([watch('w-1', 28_000)]));
    const s = r.thenStatus('requested');
    expect(s.context.items[0].declaredValueTwd).toBe(28_000);
  });

  it('asks a declared value where the category is precious, and only there', () => {
    given([])
      .when(create([item('a'), watch('w-1', null)]))
      .thenError('BATCH_VALIDATION', {
        field: 'items[1].declaredValueTwd',
      });
    given([])
      .when(create([item('a')]))
      .thenStatus('requested');
    given([])
      .when(create([watch('w-1', 0)]))
      .thenError('BATCH_VALIDATION', { field: 'items[0].declaredValueTwd' });
  });

  it('refuses a parcel over TWD 30,000 and a waybill over TWD 50,000, naming the field', () => {
    given([])
      .when(create([item('a'), watch('w-1', 15_001, 2)]))
      .thenError('PRECIOUS_GOODS_PARCEL_LIMIT', {
        field: 'items[1].declaredValueTwd',
        itemId: 'w-1',
        limit: 30_000,
        actual: 30_002,
        currency: 'TWD',
      });
    given([])
      .when(create([watch('w-1', 30_000), watch('w-2', 20_001)]))
      .thenError('PRECIOUS_GOODS_WAYBILL_LIMIT', { field: 'items', limit: 50_000, actual: 50_001, currency: 'TWD' });
    given([])
      .when(create([watch('w-1', 30_000), watch('w-2', 20_000)]))
      .thenStatus('requested');
  });
});

describe('ModifyItems and CombineRequests: spec §9 precious goods', () => {
  const withWatch = (value: number): BatchEvent[] => {
    const [created, ...rest] = eventsTo('accepted');
    if (created.type !== 'RequestCreated') throw new Error('the scenario starts with RequestCreated');
    const items = created.data.items.map((i, n) =>
      n === 0 ? { ...i, category: 'accessories', declaredValueTwd: value } : i,
    );
    return [{ ...created, data: { ...created.data, items } }, ...rest];
  };

  it('a new quantity that takes a precious line over the parcel limit is refused, naming the quantity', () => {
    given(withWatch(10_000))
      .when(
        command(
          'ModifyItems',
          {
            items: [
              { id: 'item-2', price: 100 },
              { id: 'item-1', quantity: 4 },
            ],
            fees: fees(),
          },
          BUYER,
        ),
      )
      .thenError('PRECIOUS_GOODS_PARCEL_LIMIT', { field: 'items[1].quantity', actual: 40_000 });
    given(withWatch(10_000))
      .when(command('ModifyItems', { items: [{ id: 'item-1', quantity: 3 }], fees: fees() }, BUYER))
      .thenStatus('modified');
  });

  it('combining requests whose precious goods together pass TWD 50,000 is refused; under it they combine', () => {
    const combine = (value: number) =>
      command('CombineRequests', { absorbed: [{ batchNumber: 'B-0009', items: [watch('x-1', value)] }] }, REQUESTER);
    const base = given([]).when(create([watch('w-1', 30_000)]));
    const events = base.result as BatchEvent[];
    given(events).when(combine(20_001)).thenError('PRECIOUS_GOODS_WAYBILL_LIMIT', { field: 'items', actual: 50_001 });
    given(events).when(combine(30_001)).thenError('PRECIOUS_GOODS_PARCEL_LIMIT', {
      field: 'absorbed[0].items[0].declaredValueTwd',
    });
    const s = given(events).when(combine(20_000)).thenStatus('requested');
    expect(s.context.items.map((i) => i.declaredValueTwd)).toEqual([30_000, 20_000]);
  });
});

describe('CreateRequest: spec §9 parcel limits of the configured reading', () => {
  const lb = (n: number) => n * 100;

  it('a 60 lb request is refused under reading A (55 lb a shipment), naming the weight', () => {
    given([])
      .when(create([item('a', { weight: lb(60) })]))
      .thenError('PRICING_PARCEL_LIMIT_EXCEEDED', {
        field: 'items[0].weight',
        limitName: 'weight',
        limit: 5500,
        actual: 6000,
        reading: 'A',
      });
    // Two lines that are each fine but together too heavy: the request's items are named.
    given([])
      .when(create([item('a', { weight: lb(30) }), item('b', { weight: lb(30) })]))
      .thenError('PRICING_PARCEL_LIMIT_EXCEEDED', { field: 'items', actual: 6000 });
    given([])
      .when(create([item('a', { weight: lb(55) })]))
      .thenStatus('requested');
  });

  it('refuses a side or a sum of sides over the reading, and a volumetric weight over 5 × actual', () => {
    const sized = (l: number, w: number, h: number, weight = lb(20)) =>
      create([item('a'), item('b', { weight, dimensions: { lengthCm: l, widthCm: w, heightCm: h } })]);
    given([])
      .when(sized(81, 10, 10))
      .thenError('PRICING_PARCEL_LIMIT_EXCEEDED', {
        field: 'items[1].dimensions',
        limitName: 'sidesCm',
        limit: 80,
        actual: 81,
      });
    given([])
      .when(sized(80, 70, 60, lb(30)))
      .thenError('PRICING_PARCEL_LIMIT_EXCEEDED', {
        field: 'items[1].dimensions',
        limitName: 'sumOfSidesCm',
        limit: 200,
        actual: 210,
      });
    given([])
      .when(sized(60, 60, 60, lb(1)))
      .thenError('PRICING_VOLUMETRIC_OVER_CAP', { field: 'items[1].dimensions' });
    const s = given([])
      .when(sized(40, 30, 20))
      .thenStatus('requested');
    expect(s.context.items[1].dimensions).toEqual({ lengthCm: 40, widthCm: 30, heightCm: 20 });
    given([])
      .when(sized(40, 30, 0))
      .thenError('BATCH_VALIDATION', { field: 'items[1].dimensions.heightCm' });
  });

  it('another reading moves the limits; with "warn" the request is taken (the server answers the warning)', () => {
    const heavy = create([item('a', { weight: lb(60), dimensions: { lengthCm: 100, widthCm: 50, heightCm: 50 } })]);
    given([], { parcelLimitsReading: 'B' }).when(heavy).thenStatus('requested');
    given([], { parcelLimitsReading: 'C' }).when(heavy).thenError('PRICING_PARCEL_LIMIT_EXCEEDED', {
      limitName: 'sidesCm',
      reading: 'C',
    });
    given([], { parcelLimitsBeyond: 'warn' }).when(heavy).thenStatus('requested');
    // Precious goods and the volumetric cap are refused whatever the reading says of fees.
    given([], { parcelLimitsBeyond: 'warn' })
      .when(create([watch('w-1', 30_001)]))
      .thenError('PRECIOUS_GOODS_PARCEL_LIMIT');
  });
});
