import { MAX_KNIFE_BLADE_CM, PARCEL_LIMIT_WARNING, PRECIOUS_GOODS_LIMITS, ruleParcel } from './parcel-rules';

const lb = (pounds: number) => Math.round(pounds * 100);

describe('parcel rules with the spec §9 numbers', () => {
  describe('charged weight: L × W × H / 6000 × 2.2046, at most 5 × the actual weight', () => {
    it('a light but bulky parcel is charged its volumetric weight', () => {
      // 30 × 20 × 10 = 6000 cm³ → 1 kg → 2.2046 lb → 221 hundredths (rounded up)
      const r = ruleParcel({ weight: lb(1), dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 } });
      expect(r.volumetricWeight).toBe(221);
      expect(r.chargedWeight).toBe(221);
      expect(r.refusals).toEqual([]);
    });

    it('a dense parcel is charged its actual weight', () => {
      const r = ruleParcel({ weight: lb(5), dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 } });
      expect(r.chargedWeight).toBe(lb(5));
    });

    it('the volumetric weight counts at most 5 × actual, and beyond the cap the parcel is refused with a code', () => {
      // 60 × 40 × 40 = 96,000 cm³ → 16 kg → 35.2736 lb → 3528 hundredths; actual 3 lb → cap 15 lb
      const r = ruleParcel({ weight: lb(3), dimensions: { lengthCm: 60, widthCm: 40, heightCm: 40 } });
      expect(r.volumetricWeight).toBe(3528);
      expect(r.chargedWeight).toBe(lb(15));
      expect(r.refusals).toEqual([
        {
          code: 'PRICING_VOLUMETRIC_OVER_CAP',
          params: { field: 'dimensions', volumetric: 3528, actual: 300, cap: 1500 },
        },
      ]);
    });

    it('exactly 5 × actual is still allowed', () => {
      // 6000 cm³ = 221 hundredths; actual 44.2 hundredths is not whole: use 0.45 lb → cap 225
      const r = ruleParcel({ weight: 45, dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 } });
      expect(r.refusals).toEqual([]);
      expect(r.chargedWeight).toBe(221);
    });

    it('without dimensions the actual weight is charged', () => {
      expect(ruleParcel({ weight: lb(2.5) }).chargedWeight).toBe(250);
    });
  });

  describe('parcel limits by the configured reading (default A, the strictest sides) with the spec warning', () => {
    it('reading A: no side over 80 cm, sides at most 200 cm, 55 lb single, 20 lb consolidated', () => {
      expect(
        ruleParcel({ weight: lb(55), dimensions: { lengthCm: 80, widthCm: 60, heightCm: 60 } }).warning,
      ).toBeNull();
      const side = ruleParcel({ weight: lb(10), dimensions: { lengthCm: 81, widthCm: 50, heightCm: 50 } });
      expect(side.warning).toBe(PARCEL_LIMIT_WARNING);
      expect(side.limitViolations.map((v) => v.params.field)).toEqual(['sidesCm']);
      const sum = ruleParcel({ weight: lb(10), dimensions: { lengthCm: 80, widthCm: 70, heightCm: 51 } });
      expect(sum.limitViolations.map((v) => [v.params.field, v.params.limit, v.params.actual])).toEqual([
        ['sumOfSidesCm', 200, 201],
      ]);
      expect(ruleParcel({ weight: lb(55.01) }).limitViolations.map((v) => v.params.limit)).toEqual([5500]);
      expect(ruleParcel({ weight: lb(20), consolidated: true }).warning).toBeNull();
      expect(ruleParcel({ weight: lb(20.01), consolidated: true }).limitViolations.map((v) => v.params.limit)).toEqual([
        2000,
      ]);
    });

    it('reading B: no weight limit, 140 cm side, 250 cm sum', () => {
      expect(
        ruleParcel({ weight: lb(300), dimensions: { lengthCm: 140, widthCm: 60, heightCm: 50 } }, 'B').warning,
      ).toBeNull();
      expect(
        ruleParcel(
          { weight: lb(1), dimensions: { lengthCm: 141, widthCm: 10, heightCm: 10 } },
          'B',
        ).limitViolations.map((v) => v.params.field),
      ).toEqual(['sidesCm']);
    });

    it('reading C: 80 cm side, 150 cm sum, 44 lb per tracking number, 22 lb consolidated, 10 items', () => {
      const r = ruleParcel(
        { weight: lb(45), itemCount: 11, dimensions: { lengthCm: 60, widthCm: 50, heightCm: 41 } },
        'C',
      );
      expect(r.limitViolations.map((v) => [v.params.field, v.params.limit])).toEqual([
        ['sumOfSidesCm', 150],
        ['weight', 4400],
        ['itemCount', 10],
      ]);
      expect(ruleParcel({ weight: lb(22), consolidated: true }, 'C').warning).toBeNull();
    });
  });

  describe('precious goods (TWD 30,000 a parcel, 50,000 a waybill) and knife blades (15 cm)', () => {
    it('allows the limits themselves and refuses beyond them, each with its code', () => {
      expect(PRECIOUS_GOODS_LIMITS).toEqual({ perParcelTwd: 3_000_000, perWaybillTwd: 5_000_000 });
      expect(
        ruleParcel({ weight: lb(1), preciousValueTwd: 3_000_000, waybillPreciousValueTwd: 5_000_000, knifeBladeCm: 15 })
          .refusals,
      ).toEqual([]);
      const r = ruleParcel({
        weight: lb(1),
        preciousValueTwd: 3_000_001,
        waybillPreciousValueTwd: 5_000_001,
        knifeBladeCm: 15.5,
      });
      expect(r.refusals.map((x) => [x.code, x.params.limit])).toEqual([
        ['PRECIOUS_GOODS_PARCEL_LIMIT', 3_000_000],
        ['PRECIOUS_GOODS_WAYBILL_LIMIT', 5_000_000],
        ['KNIFE_BLADE_TOO_LONG', MAX_KNIFE_BLADE_CM],
      ]);
    });
  });
});
