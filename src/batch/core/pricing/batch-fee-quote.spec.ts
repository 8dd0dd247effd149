import { DEFAULT_FEE_RATES, DEMO_FX_RATES, PricingError } from '@machines/pricing';
import { batchFeeQuote, type PricedItem } from './batch-fee-quote';

const options = { feeRates: DEFAULT_FEE_RATES, fxRates: DEMO_FX_RATES };
const usItem = (over: Partial<PricedItem> = {}): PricedItem => ({
  price: { amount: 2000, currency: 'USD' },
  quantity: 1,
  weight: null,
  fromCountry: 'us',
  toCountry: 'hk',
  ...over,
});

describe('batchFeeQuote', () => {
  it('given a US$20 item of unknown weight, when priced, then it matches the pricing README example (US$48.50)', () => {
    const fees = batchFeeQuote([usItem()], {}, options);
    expect(fees).toMatchObject({
      currency: 'USD',
      itemSubtotal: 2000,
      serviceFee: 1000,
      internationalShipping: 1850,
      total: 4850,
      couponDiscount: 0,
    });
  });

  it('given items with seller shipping and a buyer extra fee, when priced, then seller shipping is summed and the extras are added', () => {
    const fees = batchFeeQuote(
      [usItem({ sellerShipping: 300 }), usItem({ price: { amount: 10000, currency: 'USD' }, sellerShipping: 200 })],
      { additionalFee: 150 },
      options,
    );
    expect(fees.sellerShipping).toBe(500);
    expect(fees.additionalFee).toBe(150);
    expect(fees.itemSubtotal).toBe(12000);
    // Seller shipping is the local shipping: 12 % of (120.00 + 5.00) = 15.00.
    expect(fees.serviceFee).toBe(1500);
    expect(fees.total).toBe(12000 + 500 + fees.internationalShipping + 150 + 1500);
  });

  it('given a waived service fee, when priced, then the fee and the buyer earning are 0', () => {
    const fees = batchFeeQuote([usItem()], { waiveServiceFee: true }, options);
    expect(fees).toMatchObject({ serviceFee: 0, buyerEarning: 0 });
  });

  it('given an item on a route without a fee rate, when priced, then the engine refuses with a PricingError', () => {
    expect(() => batchFeeQuote([usItem({ fromCountry: 'zz' })], {}, options)).toThrow(PricingError);
  });
});
