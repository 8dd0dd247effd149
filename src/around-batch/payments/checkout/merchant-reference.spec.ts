import { merchantReferenceOf, parseMerchantReference } from './merchant-reference';

describe('merchant reference', () => {
  it('round-trips batch number and attempt id', () => {
    const ref = merchantReferenceOf('BN20261123000001', '7d2c1c8e-0000-4000-8000-000000000001');
    expect(parseMerchantReference(ref)).toEqual({
      batchNumber: 'BN20261123000001',
      attemptId: '7d2c1c8e-0000-4000-8000-000000000001',
    });
  });
  it('reads a bare batch number (references made before attempts had ids)', () => {
    expect(parseMerchantReference('B000777')).toEqual({ batchNumber: 'B000777', attemptId: null });
  });
});
