import { createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from 'node:crypto';
import { getJson } from './http-json';
import { emailPermissionNeeded, invalidAccessToken, loginNotAuthorized, providerUnavailable } from './sign-in.errors';
import type { IdentityVerifier, LoginInput, SocialIdentity } from './social-identity';

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const CLOCK_SKEW_MS = 60_000;
/** An unknown key id triggers at most one JWKS refetch per minute, so forged kids cannot hammer Google. */
const REFETCH_AFTER_MS = 60_000;
const DEFAULT_KEYS_TTL_MS = 3600_000;

interface JwtHeader {
  alg?: string;
  kid?: string;
}

interface GoogleClaims {
  iss?: string;
  aud?: string | string[];
  sub?: string;
  exp?: number;
  iat?: number;
  nbf?: number;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
}

function decodePart<T>(part: string): T | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Verifies a Google ID token locally: RS256 signature against Google's JWKS, issuer, audience, time, e-mail. */
export class GoogleIdTokenVerifier implements IdentityVerifier {
  private keys = new Map<string, KeyObject>();
  private keysExpireAt = 0;
  private lastFetchAt = 0;

  constructor(
    private readonly clientId: string | undefined,
    private readonly jwksUrl: string,
    private readonly now: () => number,
  ) {}

  async verify({ token }: LoginInput): Promise<SocialIdentity> {
    if (!this.clientId) throw providerUnavailable('google', 'not_configured');
    const parts = token.split('.');
    if (parts.length !== 3) throw invalidAccessToken('malformed');
    const header = decodePart<JwtHeader>(parts[0]);
    const claims = decodePart<GoogleClaims>(parts[1]);
    if (!header || !claims) throw invalidAccessToken('malformed');
    // Only RS256: accepting the header's algorithm blindly is the classic "alg: none/HS256" forgery.
    if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw invalidAccessToken('unsupported_algorithm');
    const key = await this.keyFor(header.kid);
    if (!key) throw invalidAccessToken('unknown_key');
    const signed = verifySignature(
      'RSA-SHA256',
      Buffer.from(`${parts[0]}.${parts[1]}`),
      key,
      Buffer.from(parts[2], 'base64url'),
    );
    if (!signed) throw invalidAccessToken('bad_signature');
    if (!claims.iss || !ISSUERS.includes(claims.iss)) throw invalidAccessToken('wrong_issuer');
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(this.clientId)) throw loginNotAuthorized('wrong_audience');
    const now = this.now();
    if (typeof claims.exp !== 'number' || claims.exp * 1000 + CLOCK_SKEW_MS <= now) throw invalidAccessToken('expired');
    if (typeof claims.iat === 'number' && claims.iat * 1000 - CLOCK_SKEW_MS > now)
      throw invalidAccessToken('issued_in_future');
    if (typeof claims.nbf === 'number' && claims.nbf * 1000 - CLOCK_SKEW_MS > now)
      throw invalidAccessToken('not_yet_valid');
    if (typeof claims.sub !== 'string' || claims.sub === '') throw invalidAccessToken('no_subject');
    if (!claims.email) throw emailPermissionNeeded();
    return {
      provider: 'google',
      subject: claims.sub,
      email: claims.email,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      firstName: claims.given_name,
      lastName: claims.family_name,
    };
  }

  private async keyFor(kid: string): Promise<KeyObject | undefined> {
    const now = this.now();
    const stale = now >= this.keysExpireAt;
    if (stale || (!this.keys.has(kid) && now - this.lastFetchAt >= REFETCH_AFTER_MS)) await this.fetchKeys();
    return this.keys.get(kid);
  }

  private async fetchKeys(): Promise<void> {
    let response: Awaited<ReturnType<typeof getJson>>;
    try {
      response = await getJson(this.jwksUrl);
    } catch {
      throw providerUnavailable('google', 'jwks_unreachable');
    }
    const list = (response.body as { keys?: unknown })?.keys;
    if (response.status !== 200 || !Array.isArray(list)) throw providerUnavailable('google', 'jwks_invalid');
    const keys = new Map<string, KeyObject>();
    for (const jwk of list as Array<JsonWebKey & { kid?: string }>) {
      if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
      try {
        keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
      } catch {
        // A malformed key is skipped; tokens signed with it then fail as unknown_key.
      }
    }
    const maxAge = /max-age=(\d+)/.exec(response.cacheControl ?? '');
    const now = this.now();
    this.keys = keys;
    this.lastFetchAt = now;
    this.keysExpireAt = now + (maxAge ? Number(maxAge[1]) * 1000 : DEFAULT_KEYS_TTL_MS);
  }
}
