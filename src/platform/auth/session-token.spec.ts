import crypto from 'node:crypto';
import { SessionTokens, VERIFIED_TOKENS_CACHED } from './session-token';

describe('SessionTokens', () => {
  const secret = 's'.repeat(32);
  let now = Date.UTC(2026, 10, 23);
  const tokens = new SessionTokens(secret, 3600, () => now);

  it('round-trips an actor with the role of its account type', () => {
    const { token } = tokens.issue({ id: 'u1', accountType: 'b', email: 'b@example.com' });
    expect(tokens.verify(token)).toEqual({
      actor: { id: 'u1', role: 'buyer', accountType: 'b', email: 'b@example.com' },
      session: { id: expect.stringMatching(/^[\w-]{22}$/) as unknown, issuedAt: now },
    });
  });

  it('names a new session in every token (sign-out ends one session, not a token shape)', () => {
    const a = tokens.issue({ id: 'u1', accountType: 'r' });
    const b = tokens.issue({ id: 'u1', accountType: 'r' });
    expect(a.session.id).not.toBe(b.session.id);
    // A token without a session (minted before sessions could end) is refused.
    const [h, ,] = a.token.split('.');
    const body = Buffer.from(JSON.stringify({ sub: 'u1', act: 'r', iat: now / 1000, exp: now / 1000 + 60 })).toString(
      'base64url',
    );
    const legacy = new SessionTokens(secret, 3600, () => now);
    const signed = `${h}.${body}.${(legacy as unknown as { sign: (b: string) => string }).sign(`${h}.${body}`)}`;
    expect(tokens.verify(signed)).toEqual({ problem: 'malformed' });
  });

  it('refuses a token after its expiry', () => {
    const { token } = tokens.issue({ id: 'u1', accountType: 'r' });
    now += 3601 * 1000;
    expect(tokens.verify(token)).toEqual({ problem: 'expired' });
    now -= 3601 * 1000;
  });

  it('refuses a forged signature and an altered payload', () => {
    const { token } = tokens.issue({ id: 'u1', accountType: 'r' });
    const forged = new SessionTokens('t'.repeat(32), 3600, () => now).issue({ id: 'u1', accountType: 's' }).token;
    expect(tokens.verify(forged)).toEqual({ problem: 'bad_signature' });
    const [h, , s] = token.split('.');
    const altered = `${h}.${Buffer.from(JSON.stringify({ sub: 'u1', act: 's', iat: 0, exp: 9e9 })).toString('base64url')}.${s}`;
    expect(tokens.verify(altered)).toEqual({ problem: 'bad_signature' });
    expect(tokens.verify('not-a-token')).toEqual({ problem: 'malformed' });
  });

  it('refuses an account type it does not know (spec: type a is not authorised)', () => {
    const { token } = tokens.issue({ id: 'u1', accountType: 'a' as never });
    expect(tokens.verify(token)).toEqual({ problem: 'unknown_account_type' });
  });

  it('checks the signature of a token once, and its expiry on every use', () => {
    const own = new SessionTokens(secret, 3600, () => now);
    const { token } = own.issue({ id: 'u1', accountType: 'b' });
    const hmac = jest.spyOn(crypto, 'createHmac');
    try {
      const first = own.verify(token);
      const second = own.verify(token);
      expect(hmac).toHaveBeenCalledTimes(1);
      expect(second).toEqual(first);
      // Each caller gets its own objects: a change to one request's actor is not the next one's.
      if ('actor' in first && 'actor' in second) expect(second.actor).not.toBe(first.actor);
      now += 3601 * 1000;
      expect(own.verify(token)).toEqual({ problem: 'expired' });
      now -= 3601 * 1000;
      // A forged variant of a remembered token is still checked (and refused).
      expect(own.verify(`${token.slice(0, -2)}xx`)).toEqual({ problem: 'bad_signature' });
    } finally {
      hmac.mockRestore();
    }
  });

  it('remembers valid tokens only, and a bounded number of them', () => {
    const own = new SessionTokens(secret, 3600, () => now);
    own.verify('not-a-token');
    own.verify(new SessionTokens('t'.repeat(32), 3600, () => now).issue({ id: 'u1', accountType: 'r' }).token);
    expect(own.cachedTokens).toBe(0);
    for (let i = 0; i < VERIFIED_TOKENS_CACHED + 5; i += 1)
      own.verify(own.issue({ id: `u${i}`, accountType: 'r' }).token);
    expect(own.cachedTokens).toBe(VERIFIED_TOKENS_CACHED);
  });
});
