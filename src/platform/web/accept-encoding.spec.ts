import { acceptedEncodings } from './accept-encoding';

describe('acceptedEncodings', () => {
  it('lists brotli before gzip when both are accepted alike', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
  });

  it('orders by q-value and drops q=0', () => {
    expect(acceptedEncodings('br;q=0.2, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
  });

  it('takes * and x-gzip, and nothing from an absent or identity-only header', () => {
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0.5, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('x-gzip')).toEqual(['gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
  });
});
