import { parentOrigin } from './card-fields-page';

describe('card fields parent origin', () => {
  it('accepts a plain http(s) origin only', () => {
    expect(parentOrigin('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(parentOrigin('https://shop.example.hk/')).toBe('https://shop.example.hk');
    expect(parentOrigin('https://shop.example.hk/path')).toBeNull();
    expect(parentOrigin('javascript:alert(1)')).toBeNull();
    expect(parentOrigin(null)).toBeNull();
    expect(parentOrigin('*')).toBeNull();
  });
});
