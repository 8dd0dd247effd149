import { declareConcern } from './env-variable';
import { type Env, readBool, readCount, readPositiveNumber, readSecret, readUrl } from './env-readers';

export const securityConcern = declareConcern({
  title: 'Sign-in, sessions and secrets',
  summary: 'Session tokens, the personal-data master key, rate limits and social sign-in.',
  variables: {
    SESSION_SECRET: {
      defaultText: 'generated once into the database (`app_secrets`)',
      description:
        'HMAC key of session tokens (at least 32 characters); unset outside production, the first instance stores a random key that every instance on the database uses',
    },
    PERSONAL_DATA_MASTER_KEY: {
      defaultText: 'generated into `DATA_DIR/personal-data-master-key`',
      description:
        "Base64 of 32 random bytes (`openssl rand -base64 32`) wrapping every person's data key; every instance of one database needs the same key, and losing it makes every sealed personal field read as erased",
    },
    SESSION_TTL_SECONDS: {
      default: 604_800,
      description: 'Absolute session lifetime from sign-in, however the session is used',
    },
    SESSION_IDLE_SECONDS: {
      default: 86_400,
      description:
        'A session unused this long ends (`AUTH_SESSION_EXPIRED`); every request slides the window, and a sweep closes the open sockets of idle or expired sessions',
    },
    SESSION_RETENTION_HOURS: {
      default: 168,
      description:
        'Rows of `sessions` are deleted this long after their tokens would be refused anyway; `0` prunes at once',
    },
    RATE_LIMITS: {
      default: true,
      description:
        'Sign-in, OTP and upload limits per IP, account and session, counted in PostgreSQL and shared by instances (429 `RATE_LIMITED`); off only for load tests',
    },
    DEV_SIGN_IN: {
      defaultText: 'on outside production',
      description:
        'The login page offers a development sign-in as the demo accounts; never on in production, whatever the flag says',
    },
    SUPPORT_CHAT_SECRET: {
      defaultText: 'derived from the session key',
      description: "HMAC-SHA256 key of the support chat widget's identity hash (at least 32 characters)",
    },
    GOOGLE_CLIENT_ID: {
      defaultText: 'unset',
      description: 'Audience of Google ID tokens; Google sign-in is refused without it',
    },
    GOOGLE_JWKS_URL: {
      default: 'https://www.googleapis.com/oauth2/v3/certs',
      description: 'Where Google publishes its signing keys (tests and proxies override it)',
    },
    FACEBOOK_APP_ID: {
      defaultText: 'unset',
      description: 'Facebook app id for token debugging; needs `FACEBOOK_APP_SECRET`',
    },
    FACEBOOK_APP_SECRET: { defaultText: 'unset', description: 'Facebook app secret, for `appsecret_proof`' },
    FACEBOOK_GRAPH_URL: {
      default: 'https://graph.facebook.com/v19.0',
      description: 'Graph API base URL with its version (tests and proxies override it)',
    },
  },
});

const { names: v, variables: d } = securityConcern;

export interface SecurityConfig {
  /** HMAC key for session tokens; undefined outside production = one key kept in the database for every instance. */
  sessionSecret: string | undefined;
  /**
   * Base64 of the 32-byte master key that wraps every data subject's data key
   * (PERSONAL_DATA_MASTER_KEY, src/platform/personal-data); undefined outside production = a key kept in dataDir.
   */
  personalDataMasterKey: string | undefined;
  /** Absolute lifetime of a session from sign-in (SESSION_TTL_SECONDS, default 7 days), whatever its use. */
  sessionTtlSeconds: number;
  /** A session unused this long ends (SESSION_IDLE_SECONDS, default 24 hours); every use slides it. */
  sessionIdleSeconds: number;
  /** Rows of ended sessions are kept this long after their tokens would be refused anyway (SESSION_RETENTION_HOURS, default 168); 0 prunes at once. */
  sessionRetentionHours: number;
  /** Rate limits (shared by every instance, in PostgreSQL): off only for load tests (RATE_LIMITS=false). */
  rateLimits: boolean;
  devSignIn: boolean;
  /** HMAC key of the support chat widget's identity hash (SUPPORT_CHAT_SECRET); undefined = derived from the session key. */
  supportChatSecret: string | undefined;
  /** Social sign-in: Google OAuth client id (ID-token audience); unset = Google sign-in unavailable. */
  googleClientId: string | undefined;
  /** Where Google publishes its signing keys; tests point it at a local JWKS server. */
  googleJwksUrl: string;
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  /** Graph API base URL (with version); tests point it at a local stand-in. */
  facebookGraphUrl: string;
}

export function readSecurityConfig(env: Env, production: boolean, problems: string[]): SecurityConfig {
  const sessionSecret = readSecret(env, v.SESSION_SECRET, problems);
  if (production && !sessionSecret) problems.push('NODE_ENV=production needs SESSION_SECRET');
  const sessionTtlSeconds = Number(env[v.SESSION_TTL_SECONDS] || d.SESSION_TTL_SECONDS.default);
  if (!Number.isInteger(sessionTtlSeconds) || sessionTtlSeconds <= 0)
    problems.push('SESSION_TTL_SECONDS must be a positive whole number of seconds');
  const facebookAppId = env[v.FACEBOOK_APP_ID] || undefined;
  const facebookAppSecret = env[v.FACEBOOK_APP_SECRET] || undefined;
  if (facebookAppId && !facebookAppSecret)
    problems.push('FACEBOOK_APP_ID needs FACEBOOK_APP_SECRET (for appsecret_proof)');
  return {
    sessionSecret,
    personalDataMasterKey: readMasterKey(env, production, problems),
    sessionTtlSeconds,
    sessionIdleSeconds: readPositiveNumber(env, v.SESSION_IDLE_SECONDS, d.SESSION_IDLE_SECONDS.default, problems, true),
    sessionRetentionHours: readCount(env, v.SESSION_RETENTION_HOURS, d.SESSION_RETENTION_HOURS.default, problems),
    rateLimits: readBool(env, v.RATE_LIMITS, d.RATE_LIMITS.default, problems),
    // The development sign-in must never be reachable in production, whatever the flag says.
    devSignIn: !production && readBool(env, v.DEV_SIGN_IN, true, problems),
    supportChatSecret: readSecret(env, v.SUPPORT_CHAT_SECRET, problems),
    googleClientId: env[v.GOOGLE_CLIENT_ID] || undefined,
    googleJwksUrl: readUrl(env, v.GOOGLE_JWKS_URL, ['https:', 'http:'], problems) ?? d.GOOGLE_JWKS_URL.default,
    facebookAppId,
    facebookAppSecret,
    facebookGraphUrl: readUrl(env, v.FACEBOOK_GRAPH_URL, ['https:', 'http:'], problems) ?? d.FACEBOOK_GRAPH_URL.default,
  };
}

/** Personal fields in the event log are unreadable without this key: production must bring its own. */
function readMasterKey(env: Env, production: boolean, problems: string[]): string | undefined {
  const raw = env[v.PERSONAL_DATA_MASTER_KEY] || undefined;
  if (raw === undefined) {
    if (production) problems.push('NODE_ENV=production needs PERSONAL_DATA_MASTER_KEY (base64 of 32 random bytes)');
    return undefined;
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw) || Buffer.from(raw, 'base64').length !== 32)
    problems.push('PERSONAL_DATA_MASTER_KEY must be base64 of exactly 32 bytes (e.g. `openssl rand -base64 32`)');
  return raw;
}
