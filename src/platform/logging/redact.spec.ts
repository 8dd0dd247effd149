import { REDACTED, scrub, scrubText, scrubUrl } from './redact';

describe('log redaction', () => {
  it('masks e-mail addresses, card numbers, phone numbers and bearer tokens in text', () => {
    const text = scrubText(
      'mail chan.tai.man@example.com.hk card 4111 1111 1111 1111 phone +852 9123 4567 auth Bearer abc.def-123',
    );
    expect(text).not.toMatch(/chan\.tai\.man|4111|9123|abc\.def/);
    expect(text).toContain('[email]');
    expect(text).toContain('[card]');
    expect(text).toContain('[phone]');
    expect(text).toContain(`Bearer ${REDACTED}`);
  });

  it('drops the values of secret keys at any depth and keeps the rest', () => {
    const out = scrub({
      msg: 'sign-in',
      otp: '123456',
      nested: { token: 'tok', code: '654321', cardNumber: '4111111111111111', status: 200 },
      list: [{ email: 'a@b.co' }],
    });
    expect(out).toEqual({
      msg: 'sign-in',
      otp: REDACTED,
      nested: { token: REDACTED, code: REDACTED, cardNumber: REDACTED, status: 200 },
      list: [{ email: REDACTED }],
    });
  });

  it('keeps harmless query values and hides secret ones', () => {
    expect(scrubUrl('/api/x?page=2&token=abc&email=a%40b.co')).toBe(
      `/api/x?page=2&token=${REDACTED}&email=${REDACTED}`,
    );
    expect(scrubUrl('/api/accounts/someone@example.com')).toBe('/api/accounts/[email]');
    expect(scrubUrl('/api/accounts/someone%40example.com')).toBe('/api/accounts/[email]');
  });
});
