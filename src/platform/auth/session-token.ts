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

/** Tokens whose signature was checked, remembered at most (the oldest go first). */
export const VERIFIED_TOKENS_CACHED = 10_000;

interface Verified {
  actor: Actor;
  session: SessionRef;
  /** The claim `exp` in milliseconds: checked on every use, cached or not. */
  expiresAt: number;
}

export class SessionTokens {
  /**
   * What a token's signature proved, by the token's exact text: every request and socket event
   * carries the same token again, and the HMAC, the base64 and the JSON of its claims cost about a
   * twentieth of a cheap request's CPU. A signature checked once stays valid for the process (the
   * key never changes while it runs); the expiry is still compared on every use, and whether the
   * session was ended is SessionChecks' question, asked after this. Only valid tokens are kept, so
   * nobody can fill the map without tokens we signed.
   */
  private readonly verified = new Map<string, Verified>();

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
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt <= this.now()) {
        this.verified.delete(token);
        return { problem: 'expired' };
      }
      // Copies: a caller that changes its actor must not change the next request's.
      return { actor: { ...known.actor }, session: { ...known.session } };
    }
    const checked = this.check(token);
    if ('problem' in checked) return checked;
    if (this.verified.size >= VERIFIED_TOKENS_CACHED) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, checked);
    return { actor: { ...checked.actor }, session: { ...checked.session } };
  }

  /** Tokens whose signature is remembered now (tests). */
  get cachedTokens(): number {
    return this.verified.size;
  }

  private check(token: string): Verified | { problem: TokenProblem } {
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
      expiresAt: claims.exp * 1000,
    };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
