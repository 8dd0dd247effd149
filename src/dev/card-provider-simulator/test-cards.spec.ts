import { brandOf, decodeCard, passesLuhn, screenCard, type PlainCard } from './test-cards';

const now = new Date('2026-11-23T00:00:00Z');
const plain = (number: string, fields: Partial<PlainCard> = {}): PlainCard => ({
  number,
  expiryMonth: 3,
  expiryYear: 2030,
  cvc: '737',
  ...fields,
});
const visaMc = ['visa', 'mc'] as const;

describe('test cards', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mc'],
    ['2223000048400011', 'mc'],
    ['3569990010095841', 'jcb'],
    ['370000000000002', 'amex'],
    ['6011000000000004', 'unknown'],
  ])('brand of %s is %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand);
  });

  it('checks Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('refuses brands outside the accepted list with "Not supported"', () => {
    expect(screenCard(plain('3569990010095841'), visaMc, now)).toEqual({
      kind: 'refuse',
      reason: 'Not supported',
      code: '10',
    });
    expect(screenCard(plain('3569990010095841'), ['visa', 'mc', 'jcb'], now)).toEqual({ kind: 'authorise' });
  });

  it('is valid through the last day of the expiry month', () => {
    expect(screenCard(plain('4111111111111111', { expiryMonth: 11, expiryYear: 2026 }), visaMc, now).kind).toBe(
      'authorise',
    );
    expect(screenCard(plain('4111111111111111', { expiryMonth: 10, expiryYear: 2026 }), visaMc, now)).toMatchObject({
      reason: 'Expired Card',
    });
  });

  it('applies the special behaviour of listed test cards', () => {
    expect(screenCard(plain('4212345678901237'), visaMc, now)).toEqual({ kind: 'challenge' });
    expect(screenCard(plain('4000000000000119'), visaMc, now)).toMatchObject({ kind: 'error' });
  });

  it('reads only test_ values, like the provider test environment', () => {
    expect(
      decodeCard({
        type: 'scheme',
        encryptedCardNumber: 'test_4111 1111 1111 1111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
      }),
    ).toMatchObject({ number: '4111111111111111', expiryMonth: 3 });
    expect(() =>
      decodeCard({
        type: 'scheme',
        encryptedCardNumber: 'adyenjs_0_1_25$x',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
      }),
    ).toThrow('Unable to decrypt data');
  });
});
