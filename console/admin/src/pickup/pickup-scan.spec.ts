import { readPickupScan, typedCode } from './pickup-scan';

describe('the pickup screen reads what the requester shows', () => {
  it("reads the order's number and its code from the QR text, nothing else", () => {
    expect(readPickupScan('hkc-pickup:BN2026ABC:012345')).toEqual({ batchNumber: 'BN2026ABC', code: '012345' });
    expect(readPickupScan(' hkc-pickup:BN1:999999\n')).toEqual({ batchNumber: 'BN1', code: '999999' });
    for (const other of [
      'https://example.com',
      'hkc-pickup:BN1:12345',
      'hkc-pickup:XX1:123456',
      'hkc-pickup:BN1:1234567',
    ])
      expect(readPickupScan(other)).toBeNull();
  });

  it('drops the spaces and dashes of a code read out loud', () => {
    expect(typedCode('012 345')).toBe('012345');
    expect(typedCode('01-23-45')).toBe('012345');
  });
});
