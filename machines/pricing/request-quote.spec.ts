import { DEFAULT_FEE_RATES, DEMO_FX_RATES, PricingError } from './index';
import { quoteFees } from './fee-quote';
import { quoteRequest } from './request-quote';

const options = { feeRates: DEFAULT_FEE_RATES, fxRates: DEMO_FX_RATES };

describe('quoteRequest: the one rule from a request to its quote', () => {
  it('given items in two currencies, when quoted, then the first item sets the currency and the route', () => {
    const quote = quoteRequest(
      [
        { price: { amount: 2000, currency: 'USD' }, quantity: 2, weight: 150, fromCountry: 'us', toCountry: 'hk' },
        { price: { amount: 7800, currency: 'HKD' }, quantity: 1, weight: null, fromCountry: 'us', toCountry: 'hk' },
      ],
      { localShipping: 500 },
      options,
    );
    // HK$78 is US$10 at the demo rate: 2 × 20 + 10.
    expect(quote).toMatchObject({ currency: 'USD', itemSubtotal: 5000, localShipping: 500 });
    expect(quote).toEqual(
      quoteFees(
        {
          currency: 'USD',
          items: [
            { price: { amount: 2000, currency: 'USD' }, quantity: 2, weight: 150 },
            { price: { amount: 7800, currency: 'HKD' }, quantity: 1, weight: null },
          ],
          route: { from: 'us', to: 'hk' },
          sellerShipping: 0,
          localShipping: 500,
          additionalFee: 0,
          waiveServiceFee: false,
        },
        options,
      ),
    );
  });

  it('given seller shipping on items, when quoted, then it is summed', () => {
    const item = { price: { amount: 1000, currency: 'USD' as const }, quantity: 1, fromCountry: 'us', toCountry: 'hk' };
    const quote = quoteRequest(
      [
        { ...item, sellerShipping: 300 },
        { ...item, sellerShipping: 200 },
      ],
      {},
      options,
    );
    expect(quote.sellerShipping).toBe(500);
  });

  it('given no items, when quoted, then it is refused naming the field', () => {
    expect(() => quoteRequest([], {}, options)).toThrow(PricingError);
    try {
      quoteRequest([], {}, options);
    } catch (error) {
      expect(error).toMatchObject({ code: 'PRICING_INVALID_QUANTITY', params: { field: 'items' } });
    }
  });
});
