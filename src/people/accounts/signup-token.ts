import { createHmac, timingSafeEqual } from 'node:crypto';

// A signup session is NOT a session token: it proves only "this social identity may finish
// onboarding as user X". Its own JWT header (cty: signup) and its own derived key mean it can never
// pass as a session token, and a session token can never pass as a signup token.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', cty: 'signup' })).toString('base64url');

interface SignupClaims {
  sub: string;
  purpose: 'signup';
  iat: number;
  exp: number;
}

export class SignupTokens {
  private readonly key: Buffer;

  constructor(
    sessionSecret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {
    this.key = createHmac('sha256', sessionSecret).update('signup-session-v1').digest();
  }

  static looksLikeSignupToken(token: string): boolean {
    return token.startsWith(`${HEADER}.`);
  }

  issue(userId: string): { token: string; expiresAt: string } {
    const iat = Math.floor(this.now() / 1000);
    const claims: SignupClaims = { sub: userId, purpose: 'signup', iat, exp: iat + this.ttlSeconds };
    const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return { token: `${body}.${this.sign(body)}`, expiresAt: new Date(claims.exp * 1000).toISOString() };
  }

  /** The user id, or undefined for anything forged, malformed or expired. */
  verify(token: string): string | undefined {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
    const expected = Buffer.from(this.sign(`${parts[0]}.${parts[1]}`));
    const given = Buffer.from(parts[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Partial<SignupClaims>;
      if (claims.purpose !== 'signup' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number')
        return undefined;
      return claims.exp * 1000 > this.now() ? claims.sub : undefined;
    } catch {
      return undefined;
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
