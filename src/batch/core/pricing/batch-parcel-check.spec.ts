import { quoteFees } from '@machines/pricing';
import { batchFeeQuote } from './batch-fee-quote';
import { chargedWeightOf, checkBatchParcel, parcelOfBatch } from './batch-parcel-check';
import { PARCEL_LIMIT_WARNING } from './parcel-rules';
import { ApiError } from '../../../platform/web/api-error';

const lb = (pounds: number) => Math.round(pounds * 100);
// 30 × 20 × 10 cm = 6000 cm³ → 1 kg → 2.2046 lb → 221 hundredths (rounded up).
const box = { lengthCm: 30, widthCm: 20, heightCm: 10 };

describe('parcel rules where the buyer forms the parcel (spec §9)', () => {
  it('charges a measured item max(actual, min(volumetric, 5 × actual)) and an unmeasured one its weight', () => {
    expect(chargedWeightOf({ weight: lb(1), dimensions: box })).toBe(221);
    expect(chargedWeightOf({ weight: lb(5), dimensions: box })).toBe(lb(5));
    expect(chargedWeightOf({ weight: lb(1) })).toBe(lb(1));
    // Unknown weight: the 3.00 lb default (spec §5).
    expect(chargedWeightOf({ weight: null })).toBe(300);
  });

  it('prices the international shipping on the volumetric charged weight only with CHARGE_BASIS=volumetric', () => {
    const item = { price: { amount: 5000, currency: 'USD' as const }, quantity: 2, fromCountry: 'us', toCountry: 'hk' };
    const volumetric = { chargeBasis: 'volumetric' as const };
    const measured = batchFeeQuote([{ ...item, weight: lb(1), dimensions: box }], {}, volumetric);
    const byHand = quoteFees({ currency: 'USD', items: [{ price: item.price, quantity: 2, weight: 221 }] }, {});
    expect(measured.internationalShipping).toBe(byHand.internationalShipping);
    const unmeasured = batchFeeQuote([{ ...item, weight: lb(1) }], {}, volumetric);
    expect(measured.internationalShipping).toBeGreaterThan(unmeasured.internationalShipping);
  });

  it('charges the actual weight by default, measured or not (the spec, the pricing page and the FAQ)', () => {
    const item = { price: { amount: 5000, currency: 'USD' as const }, quantity: 2, fromCountry: 'us', toCountry: 'hk' };
    const measured = batchFeeQuote([{ ...item, weight: lb(1), dimensions: box }], {}, {});
    const unmeasured = batchFeeQuote([{ ...item, weight: lb(1) }], {}, { chargeBasis: 'actual' });
    expect(measured).toEqual(unmeasured);
  });

  it('refuses a volumetric weight over 5 × actual with a stable code naming the item (422)', () => {
    // 60 × 40 × 40 = 96,000 cm³ → 3528 hundredths; 3 lb actual → cap 1500.
    let thrown: unknown;
    try {
      checkBatchParcel([
        { id: 'i1', quantity: 1, weight: lb(3), dimensions: { lengthCm: 60, widthCm: 40, heightCm: 40 } },
      ]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    const e = thrown as ApiError;
    expect([e.status, e.code]).toEqual([422, 'PRICING_VOLUMETRIC_OVER_CAP']);
    expect(e.params).toMatchObject({ item_id: 'i1', field: 'items[0].dimensions', volumetric: 3528, cap: 1500 });
  });

  it('warns "Extra fees or rejection may apply" beyond reading A: a side over 80 cm, sides over 200 cm, over 55 lb', () => {
    // 80 × 60 × 60 cm → 105.8 lb volumetric: within 5 × 25 lb.
    const fits = checkBatchParcel([
      { id: 'i1', quantity: 1, weight: lb(25), dimensions: { lengthCm: 80, widthCm: 60, heightCm: 60 } },
    ]);
    expect(fits.warning).toBeNull();
    expect(fits.violations).toEqual([]);
    const long = checkBatchParcel([
      { id: 'i1', quantity: 1, weight: lb(20), dimensions: { lengthCm: 81, widthCm: 10, heightCm: 10 } },
    ]);
    expect(long.warning).toBe(PARCEL_LIMIT_WARNING);
    expect(long.violations).toEqual([
      { item_id: 'i1', code: 'PRICING_PARCEL_LIMIT_EXCEEDED', params: { field: 'sidesCm', limit: 80, actual: 81 } },
    ]);
    const sum = checkBatchParcel([
      { id: 'i1', quantity: 1, weight: lb(30), dimensions: { lengthCm: 80, widthCm: 70, heightCm: 51 } },
    ]);
    expect(sum.violations.map((v) => v.params.field)).toEqual(['sumOfSidesCm']);
    // Two items of 28 lb each: 56 lb over the 55 lb single-shipment limit, for the whole shipment.
    const heavy = checkBatchParcel([{ id: 'i1', quantity: 2, weight: lb(28) }]);
    expect(heavy.violations).toEqual([
      { item_id: null, code: 'PRICING_PARCEL_LIMIT_EXCEEDED', params: { field: 'weight', limit: 5500, actual: 5600 } },
    ]);
  });

  it('follows the configured reading: B has no weight limit and 140 cm sides; C counts at most 10 items', () => {
    expect(checkBatchParcel([{ id: 'i1', quantity: 2, weight: lb(28) }], 'B').warning).toBeNull();
    const side = [{ id: 'i1', quantity: 1, weight: lb(30), dimensions: { lengthCm: 100, widthCm: 50, heightCm: 50 } }];
    expect(checkBatchParcel(side, 'B').warning).toBeNull();
    expect(checkBatchParcel(side, 'A').warning).toBe(PARCEL_LIMIT_WARNING);
    const many = checkBatchParcel([{ id: 'i1', quantity: 11, weight: lb(1) }], 'C');
    expect(many.violations.map((v) => v.params.field)).toEqual(['itemCount']);
  });

  it('the batch as it stands leaves out items that no longer travel and never throws', () => {
    const items = [
      { id: 'i1', quantity: 1, weight: lb(1), dimensions: box, state: 'requested' },
      { id: 'i2', quantity: 1, weight: lb(60), state: 'declined' },
    ];
    const r = parcelOfBatch(items);
    expect(r.warning).toBeNull();
    // CHARGE_BASIS=actual (the default) charges the actual weight; volumetric charges the volumetric rule.
    expect(r.charged).toEqual([{ item_id: 'i1', volumetric_weight: 221, charged_weight: 100 }]);
    expect(parcelOfBatch(items, 'A', 'volumetric').charged).toEqual([
      { item_id: 'i1', volumetric_weight: 221, charged_weight: 221 },
    ]);
    const over = parcelOfBatch([
      {
        id: 'i1',
        quantity: 1,
        weight: lb(3),
        dimensions: { lengthCm: 60, widthCm: 40, heightCm: 40 },
        state: 'requested',
      },
    ]);
    expect(over.violations[0].code).toBe('PRICING_VOLUMETRIC_OVER_CAP');
  });
});
