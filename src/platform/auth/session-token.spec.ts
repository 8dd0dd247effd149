import { SessionTokens } from './session-token';

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
});
