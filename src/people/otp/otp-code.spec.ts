import { OtpHasher, generateOtpCode } from './otp-code';

describe('OTP codes', () => {
  it('are four digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateOtpCode()).toMatch(/^\d{4}$/);
  });

  it('hash with a secret key and the OTP id, never to the plain code', () => {
    const hasher = new OtpHasher('k'.repeat(32));
    const hash = hasher.hash('id-1', '1234');
    expect(hash).not.toContain('1234');
    expect(hash).toHaveLength(64);
    expect(hasher.hash('id-2', '1234')).not.toBe(hash);
    expect(new OtpHasher('j'.repeat(32)).hash('id-1', '1234')).not.toBe(hash);
    expect(hasher.matches('id-1', '1234', hash)).toBe(true);
    expect(hasher.matches('id-1', '1235', hash)).toBe(false);
  });
});
