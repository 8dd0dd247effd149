import { checkPreciousGoods, needsDeclaredValue, PRECIOUS_GOODS_LIMITS_TWD, preciousValueOf } from './precious-goods';

const watch = (declaredValueTwd: number | null, quantity = 1) => ({
  category: 'accessories',
  quantity,
  declaredValueTwd,
});

describe('precious goods (spec §9: TWD 30,000 a parcel, TWD 50,000 a waybill)', () => {
  it('states the limits in whole TWD and asks a declared value of precious categories only', () => {
    expect(PRECIOUS_GOODS_LIMITS_TWD).toEqual({ perParcel: 30_000, perWaybill: 50_000 });
    expect(needsDeclaredValue('accessories')).toBe(true);
    expect(needsDeclaredValue('books')).toBe(false);
  });

  it('a line is worth its declared value per unit times its quantity; goods that are not precious count nothing', () => {
    expect(preciousValueOf(watch(12_000, 2))).toBe(24_000);
    expect(preciousValueOf({ category: 'books', quantity: 3, declaredValueTwd: 40_000 })).toBe(0);
    expect(preciousValueOf(watch(null))).toBe(0);
  });

  it('takes a parcel at its limit and refuses one a dollar over, naming the line', () => {
    expect(checkPreciousGoods([watch(30_000)])).toBeNull();
    expect(checkPreciousGoods([watch(10, 1), watch(15_001, 2)])).toEqual({
      code: 'PRECIOUS_GOODS_PARCEL_LIMIT',
      line: 1,
      limit: 30_000,
      actual: 30_002,
    });
  });

  it('takes a waybill at its limit and refuses one over it, though every parcel fits', () => {
    expect(checkPreciousGoods([watch(25_000), watch(25_000)])).toBeNull();
    expect(checkPreciousGoods([watch(25_000), watch(25_000), watch(1)])).toEqual({
      code: 'PRECIOUS_GOODS_WAYBILL_LIMIT',
      line: null,
      limit: 50_000,
      actual: 50_001,
    });
  });
});
