import {
  DEFAULT_ITEM_WEIGHT,
  assertVolumetricWithinCap,
  chargeableWeight,
  checkVolumetric,
  formatWeight,
  parseWeightUnit,
  toHundredthsLb,
  totalActualWeight,
  volumetricWeight,
} from './weight';
import { PARCEL_LIMIT_READINGS, checkParcelLimits } from './parcel-limits';
import { errorOf } from '../testing/pricing-errors';

describe('weight units', () => {
  it('converts to hundredths of a pound, rounding up', () => {
    // 1 kg = 2.20462 lb = 220.462 hundredths → 221 (never under-charge).
    expect(toHundredthsLb(1, 'KG')).toBe(221);
    // 16 oz = 1 lb exactly = 100; 1 oz = 6.25 hundredths → 7.
    expect(toHundredthsLb(16, 'OZ')).toBe(100);
    expect(toHundredthsLb(1, 'OZ')).toBe(7);
    // 3.00 lb = 300 (the default item weight).
    expect(toHundredthsLb('3.00', 'LBS')).toBe(300);
    expect(DEFAULT_ITEM_WEIGHT).toBe(300);
    // 2.5 kg = 5.51155 lb → 552; 0.001 lb → 1.
    expect(toHundredthsLb('2.5', 'KG')).toBe(552);
    expect(toHundredthsLb('0.001', 'LBS')).toBe(1);
    expect(toHundredthsLb(0, 'KG')).toBe(0);
  });

  it('refuses bad weights and units with stable codes', () => {
    expect(errorOf(() => toHundredthsLb(-1, 'LBS'))?.code).toBe('PRICING_INVALID_WEIGHT');
    expect(errorOf(() => toHundredthsLb('1,5', 'KG'))?.code).toBe('PRICING_INVALID_WEIGHT');
    expect(errorOf(() => parseWeightUnit('stone'))?.code).toBe('PRICING_UNKNOWN_UNIT');
    expect(parseWeightUnit('lb')).toBe('LBS');
    expect(parseWeightUnit('kg')).toBe('KG');
  });

  it('formats hundredths back into a unit for display', () => {
    expect(formatWeight(300, 'LBS')).toBe('3.00');
    expect(formatWeight(221, 'KG')).toBe('1.00'); // 2.21 lb / 2.20462 = 1.0024 kg
    expect(formatWeight(100, 'OZ')).toBe('16.00');
  });

  it('sums actual weight with the 3.00 lb default for unknown items', () => {
    // 2 × unknown (3.00) + 1 × 1.50 lb = 7.50 lb.
    expect(totalActualWeight([{ quantity: 2 }, { weight: 150, quantity: 1 }])).toBe(750);
    expect(totalActualWeight([{ weight: null, quantity: 1 }])).toBe(300);
    expect(errorOf(() => totalActualWeight([{ quantity: 0 }]))?.code).toBe('PRICING_INVALID_QUANTITY');
  });
});

describe('volumetric weight (spec §9)', () => {
  it('is L×W×H cm / 6000 × 2.2046 lb, rounded up to the hundredth', () => {
    // 30 × 20 × 10 = 6000 cm³ → 1 × 2.2046 lb = 220.46 hundredths → 221.
    expect(volumetricWeight({ lengthCm: 30, widthCm: 20, heightCm: 10 })).toBe(221);
    // 60 × 40 × 40 = 96000 cm³ → 16 × 2.2046 = 35.2736 lb → 3528.
    expect(volumetricWeight({ lengthCm: 60, widthCm: 40, heightCm: 40 })).toBe(3528);
    expect(errorOf(() => volumetricWeight({ lengthCm: 0, widthCm: 1, heightCm: 1 }))?.code).toBe(
      'PRICING_INVALID_DIMENSION',
    );
  });

  it('passes under the 5× cap', () => {
    // Actual 1.00 lb, box 30×20×10 → 2.21 lb ≤ 5.00 lb cap.
    const check = checkVolumetric(100, { lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect(check).toEqual({ actual: 100, volumetric: 221, cap: 500, capped: 221, withinCap: true });
    expect(chargeableWeight(100, { lengthCm: 30, widthCm: 20, heightCm: 10 })).toBe(100);
  });

  it('is flagged and rejected over the 5× cap, and capped for display', () => {
    // Actual 3.00 lb, box 60×40×40 → 35.28 lb > 15.00 lb cap.
    const dims = { lengthCm: 60, widthCm: 40, heightCm: 40 };
    const check = checkVolumetric(300, dims);
    expect(check.withinCap).toBe(false);
    expect(check.capped).toBe(1500);
    const err = errorOf(() => assertVolumetricWithinCap(300, dims));
    expect(err?.code).toBe('PRICING_VOLUMETRIC_OVER_CAP');
    expect(err?.params).toMatchObject({ field: 'dimensions', volumetric: 3528, cap: 1500 });
    expect(errorOf(() => chargeableWeight(300, dims))?.code).toBe('PRICING_VOLUMETRIC_OVER_CAP');
  });

  it('charges the actual weight, not the size (spec §1)', () => {
    expect(chargeableWeight(450)).toBe(450);
    expect(chargeableWeight(450, { lengthCm: 10, widthCm: 10, heightCm: 10 })).toBe(450);
  });
});

describe('parcel limits (spec §9 readings)', () => {
  it('reading A (default): 80 cm side, 200 cm sum, 55 lb single, 20 lb consolidated', () => {
    expect(checkParcelLimits({ sidesCm: [80, 60, 60], weight: 5500 })).toEqual([]);
    const v = checkParcelLimits({ sidesCm: [81, 70, 60], weight: 2100, consolidated: true });
    expect(v.map((x) => x.params.field)).toEqual(['sidesCm', 'sumOfSidesCm', 'weight']);
  });

  it('reading B has no weight limit; reading C limits items to 10', () => {
    expect(checkParcelLimits({ sidesCm: [140, 60, 50], weight: 100000 }, PARCEL_LIMIT_READINGS.B)).toEqual([]);
    const c = checkParcelLimits({ weight: 100, itemCount: 11 }, PARCEL_LIMIT_READINGS.C);
    expect(c).toEqual([
      { code: 'PRICING_PARCEL_LIMIT_EXCEEDED', params: { field: 'itemCount', limit: 10, actual: 11 } },
    ]);
  });
});
