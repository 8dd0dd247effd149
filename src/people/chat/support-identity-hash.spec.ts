import { createHmac } from 'node:crypto';
import { supportChatSecret, supportIdentityHash, verifySupportIdentityHash } from './support-identity-hash';

const SECRET = 's'.repeat(32);

describe('support widget identity hash (spec §7)', () => {
  it('is HMAC-SHA256 of the account id with the secret, hex', () => {
    // Known answer, computed independently of the function under test.
    const expected = createHmac('sha256', SECRET).update('acc-1').digest('hex');
    expect(supportIdentityHash(SECRET, 'acc-1')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });
  it('verifies the right hash only', () => {
    const hash = supportIdentityHash(SECRET, 'acc-1');
    expect(verifySupportIdentityHash(SECRET, 'acc-1', hash)).toBe(true);
    expect(verifySupportIdentityHash(SECRET, 'acc-2', hash)).toBe(false);
    expect(verifySupportIdentityHash('t'.repeat(32), 'acc-1', hash)).toBe(false);
    expect(verifySupportIdentityHash(SECRET, 'acc-1', hash.toUpperCase())).toBe(false);
    expect(verifySupportIdentityHash(SECRET, 'acc-1', hash.slice(2))).toBe(false);
    expect(verifySupportIdentityHash(SECRET, 'acc-1', undefined)).toBe(false);
  });
  it('uses SUPPORT_CHAT_SECRET when set, else a key derived from the session key (never the session key itself)', () => {
    expect(supportChatSecret(SECRET, 'x'.repeat(32))).toBe(SECRET);
    const derived = supportChatSecret(undefined, 'x'.repeat(32));
    expect(derived).not.toBe('x'.repeat(32));
    expect(derived).toBe(supportChatSecret(undefined, 'x'.repeat(32)));
    expect(derived).not.toBe(supportChatSecret(undefined, 'y'.repeat(32)));
  });
});
