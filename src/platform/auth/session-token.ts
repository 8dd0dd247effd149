import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ROLE_OF_ACCOUNT_TYPE, type AccountType, type Actor } from './actor';

// A compact HS256 JWT, so any standard tool can read a token, signed with our secret only.
interface Claims {
  sub: string;
  act: AccountType;
  email?: string;
  /** The session this token belongs to (sign-out, idle timeout: src/platform/auth/session-store.ts). */
  sid: string;
  /** Seconds, with milliseconds as the fraction (a NumericDate may be non-integer): "sign out everywhere" compares it. */
  iat: number;
  /** The absolute end of the session (SESSION_TTL_SECONDS after sign-in), whatever its use. */
  exp: number;
}

/** The session a verified token names. */
export interface SessionRef {
  id: string;
  /** Milliseconds since the epoch. */
  issuedAt: number;
}

export type TokenProblem = 'malformed' | 'bad_signature' | 'expired' | 'unknown_account_type';

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export class SessionTokens {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  issue(subject: { id: string; accountType: AccountType; email?: string }): {
    token: string;
    expiresAt: string;
    session: SessionRef;
  } {
    const issuedAt = this.now();
    const iat = issuedAt / 1000;
    const claims: Claims = {
      sub: subject.id,
      act: subject.accountType,
      email: subject.email,
      sid: randomBytes(16).toString('base64url'),
      iat,
      exp: Math.floor(iat) + this.ttlSeconds,
    };
    const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
    return {
      token: `${body}.${this.sign(body)}`,
      expiresAt: new Date(claims.exp * 1000).toISOString(),
      session: { id: claims.sid, issuedAt },
    };
  }

  verify(token: string): { actor: Actor; session: SessionRef } | { problem: TokenProblem } {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return { problem: 'malformed' };
    const expected = Buffer.from(this.sign(`${parts[0]}.${parts[1]}`));
    const given = Buffer.from(parts[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { problem: 'bad_signature' };
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Claims;
    } catch {
      return { problem: 'malformed' };
    }
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.now()) return { problem: 'expired' };
    const role = ROLE_OF_ACCOUNT_TYPE[claims.act];
    if (!role || typeof claims.sub !== 'string') return { problem: 'unknown_account_type' };
    // Tokens from before sessions could be ended name no session: refused (the app then starts signed out).
    if (typeof claims.sid !== 'string' || claims.sid.length === 0 || typeof claims.iat !== 'number')
      return { problem: 'malformed' };
    return {
      actor: { id: claims.sub, role, accountType: claims.act, email: claims.email },
      session: { id: claims.sid, issuedAt: Math.round(claims.iat * 1000) },
    };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
