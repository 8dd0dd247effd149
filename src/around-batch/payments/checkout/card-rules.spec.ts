import { cardRefusal } from './card-rules';

describe('card rules (spec §1: Visa/Mastercard by the payment terms; debit cards of one type refused)', () => {
  it('takes Visa and Mastercard credit cards by default', () => {
    expect(cardRefusal({ brands: [{ type: 'visa' }], fundingSource: 'CREDIT' })).toBeNull();
    expect(cardRefusal({ brands: [{ type: 'mc' }], fundingSource: 'CREDIT' })).toBeNull();
  });

  it('refuses JCB and American Express unless configured, and takes them when they are', () => {
    expect(cardRefusal({ brands: [{ type: 'jcb' }], fundingSource: 'CREDIT' })).toBe('brand_not_accepted');
    expect(cardRefusal({ brands: [{ type: 'amex' }] })).toBe('brand_not_accepted');
    expect(cardRefusal({ brands: [{ type: 'amex' }] }, ['visa', 'mc', 'jcb', 'amex'])).toBeNull();
  });

  it('refuses debit cards by default, whatever the brand, and not when configured off', () => {
    expect(cardRefusal({ brands: [{ type: 'visa' }], fundingSource: 'DEBIT' })).toBe('funding_not_accepted');
    expect(cardRefusal({ brands: [{ type: 'mc' }], fundingSource: 'debit' })).toBe('funding_not_accepted');
    expect(cardRefusal({ brands: [{ type: 'visa' }], fundingSource: 'DEBIT' }, ['visa'], [])).toBeNull();
    expect(cardRefusal({ brands: [{ type: 'visa' }], fundingSource: 'PREPAID' })).toBeNull();
    expect(cardRefusal({ brands: [{ type: 'visa' }], fundingSource: 'PREPAID' }, ['visa'], ['PREPAID'])).toBe(
      'funding_not_accepted',
    );
  });
});
