import { trackingLink } from './tracking-link';

describe('trackingLink (B2B tracking link template)', () => {
  it('puts the encoded number where the template says', () => {
    expect(trackingLink('https://t.17track.net/en#nums={tracking_number}', '1Z999AA10123456784')).toBe(
      'https://t.17track.net/en#nums=1Z999AA10123456784',
    );
    expect(trackingLink('https://b2b.example.com/t/{tracking_number}?n={tracking_number}', ' SF 12/3 ')).toBe(
      'https://b2b.example.com/t/SF%2012%2F3?n=SF%2012%2F3',
    );
  });

  it('gives no link without a template, a number, the placeholder, or an http(s) URL', () => {
    expect(trackingLink(null, 'X1')).toBeNull();
    expect(trackingLink('https://t.example.com/{tracking_number}', null)).toBeNull();
    expect(trackingLink('https://t.example.com/', 'X1')).toBeNull();
    expect(trackingLink('javascript:alert({tracking_number})', 'X1')).toBeNull();
  });
});
