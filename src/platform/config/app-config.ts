import { availableParallelism } from 'node:os';
// The only place that reads process.env: every other module receives a validated AppConfig.
export type EventStoreKind = 'postgres' | 'eventstoredb';

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  eventStore: EventStoreKind;
  eventStoreUrl: string | undefined;
  /** PostgreSQL adapter: concurrent appends share one transaction and one WAL flush (EVENT_STORE_GROUP_COMMIT). */
  eventStoreGroupCommit: boolean;
  seedDemoData: boolean;
  /** The living demo's batches (src/dev/seed/demo-batches.ts); SEED_DEMO_DATA=accounts seeds the accounts only. */
  seedDemoBatches: boolean;
  devSignIn: boolean;
  disableSignup: boolean;
  /** B2B tracking link (TRACKING_LINK_TEMPLATE): `{tracking_number}` is replaced by the number; empty = no links. */
  trackingLinkTemplate: string | null;
  /** Hosts of a split deployment (API_HOST, HOME_PAGE_HOST, SOCKET_HOST); unset = same origin. */
  hosts: { api: string | null; homePage: string | null; socket: string | null };
  forceHongKongEnglish: boolean;
  /** Spec §9 "notification reload interval": how often the apps reload the notifications (NOTIFICATION_RELOAD_MS). */
  notificationReloadMs: number;
  cancelPaymentReason: boolean;
  allowCancelPaymentBeforePurchase: boolean;
  serviceFeeBasis: 'items_and_local_shipping' | 'items_only';
  /** Spec §9 gives three parcel-limit texts (PARCEL_LIMITS_READING, default A: the strictest sides). */
  parcelLimitsReading: 'A' | 'B' | 'C';
  /** HMAC key for session tokens; undefined outside production = one key kept in the database for every instance. */
  sessionSecret: string | undefined;
  /**
   * Base64 of the 32-byte master key that wraps every data subject's data key
   * (PERSONAL_DATA_MASTER_KEY, src/platform/personal-data); undefined outside production = a key kept in dataDir.
   */
  personalDataMasterKey: string | undefined;
  /** Absolute lifetime of a session from sign-in (SESSION_TTL_SECONDS, default 7 days), whatever its use. */
  sessionTtlSeconds: number;
  /** HMAC key of the support chat widget's identity hash (SUPPORT_CHAT_SECRET); undefined = derived from the session key. */
  supportChatSecret: string | undefined;
  /** A session unused this long ends (SESSION_IDLE_SECONDS, default 24 hours); every use slides it. */
  sessionIdleSeconds: number;
  /** Rows of ended sessions are kept this long after their tokens would be refused anyway (SESSION_RETENTION_HOURS, default 168); 0 prunes at once. */
  sessionRetentionHours: number;
  /**
   * Express's `trust proxy` (TRUST_PROXY, default off): which proxies' X-Forwarded-For gives the
   * client's address (rate limits key on it). `true`, a hop count, or addresses/subnets/`loopback`.
   */
  trustProxy: boolean | number | string[];
  /** Origins other than the API's own that browsers may call it from, Socket.IO and the ws chat included (CORS_ORIGINS; default none). */
  corsOrigins: string[];
  /** Rate limits (shared by every instance, in PostgreSQL): off only for load tests (RATE_LIMITS=false). */
  rateLimits: boolean;
  /** Images decoded and re-encoded at the same time by this instance (UPLOAD_CONCURRENCY, default cores - 1, 1 to 2). */
  uploadConcurrency: number;
  /** Longest wait for in-flight requests on SIGTERM before the process stops anyway (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number;
  /** Social sign-in: Google OAuth client id (ID-token audience); unset = Google sign-in unavailable. */
  googleClientId: string | undefined;
  /** Where Google publishes its signing keys; tests point it at a local JWKS server. */
  googleJwksUrl: string;
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  /** Graph API base URL (with version); tests point it at a local stand-in. */
  facebookGraphUrl: string;
  /** E-mail through SMTP (smtp:// or smtps://, credentials in the URL); unset = the outbox_email table. */
  smtpUrl: string | undefined;
  /** Sender of notification e-mails sent through SMTP. */
  smtpFrom: string;
  /** Card payments (src/around-batch/payments). No provider URL = the in-process card provider simulator. */
  payments: PaymentsConfig;
  /** Durable jobs (src/platform/jobs): poll interval, claim lease, attempts before a job is given up, worker on/off. */
  jobsPollMs: number;
  jobsLeaseMs: number;
  jobsMaxAttempts: number;
  jobsWorkerEnabled: boolean;
  /** Jobs one worker lane runs at the same time, and how many due rows it claims in one statement. */
  jobsConcurrency: number;
  jobsClaimBatch: number;
  /** Done jobs older than this are deleted (bounded passes by the jobs lane's instance); 0 keeps them. */
  jobsDoneRetentionHours: number;
  /** Hours an assigned buyer has to accept or decline before the request goes to the next best buyer. */
  acceptanceWindowHours: number;
  /** How long a query waits for a projection to reach the caller's own write before answering `stale: true`. */
  readYourWritesWaitMs: number;
  /** Timers (src/around-batch/timers): hours a ready-for-payment request may stay unpaid before it is declined as overdue. */
  overdueUnpaidHours: number;
  /** Hours after payment within which something must be bought, else staff take over (MarkManual). */
  purchaseDeadlineHours: number;
  /** Days delivered / ready-for-pickup goods may wait uncollected before they are abandoned. */
  abandonAfterDays: number;
  /** Batch writer (src/batch/write): streams whose folded state it keeps in memory (0 = none: every command reads its stream). */
  batchStateCacheSize: number;
  /** Batch writer: a snapshot of the folded state every this many events of a stream. */
  batchSnapshotEvery: number;
  /** Web apps' error reports (src/operations/client-reports): kept days, kept count, bytes per report, trace link. */
  clientReports: ClientReportsConfig;
  /** Issue 19: how long records of contact holding personal data are kept (the daily retention job). */
  retention: RetentionConfig;
  /** Readiness: a read model or reaction further behind than this (ms) makes /health/ready 503 (HEALTH_MAX_LAG_MS). */
  healthMaxLagMs: number;
  /**
   * Socket.IO's adapter (SOCKET_IO_ADAPTER): `postgres` (default) makes its room operations (leave,
   * disconnect, fetch, emit through `server`) reach every instance's sockets; `memory` = this instance only.
   */
  socketIoAdapter: 'postgres' | 'memory';
  /** Where uploaded images live (UPLOAD_STORAGE): `local` disk under DATA_DIR (default, one instance) or `postgres` (several). */
  uploadStorage: 'local' | 'postgres';
}

export interface ClientReportsConfig {
  retentionDays: number;
  maxReports: number;
  maxBytes: number;
  /** e.g. `http://localhost:16686/trace/{traceId}` (Jaeger); unset = no link. */
  traceUrlTemplate: string | undefined;
}

/**
 * Days each kind of row is kept after it was written; 0 keeps it for ever. Client error reports
 * follow `clientReports.retentionDays`. The server writes no log files (pino to stdout): keeping
 * logs is the collector's job, so there is no setting for them here.
 */
export interface RetentionConfig {
  /** Sent e-mail and SMS (outbox_email, outbox_sms, the notification e-mail log): RETENTION_OUTBOX_DAYS, default 90. */
  outboxDays: number;
  /** Order and support chat messages: RETENTION_CHAT_DAYS, default 730 (two years of order disputes). */
  chatDays: number;
  /** In-app notifications: RETENTION_NOTIFICATION_DAYS, default 180. */
  notificationDays: number;
  /** UTC hour of the day the job runs (RETENTION_HOUR_UTC, default 19 = 03:00 in Hong Kong). */
  hourUtc: number;
}

export interface PaymentsConfig {
  providerUrl: string | undefined;
  apiKey: string;
  merchantAccount: string;
  /** Hex HMAC key the provider signs notifications with. */
  hmacKey: string;
  clientKey: string;
  environment: 'test' | 'live';
  /** The provider's secure card fields page; unset with the simulator = the simulator's own page. */
  cardFieldsUrl: string | undefined;
  /** Fixed simulator port (0 = any free one), e.g. to publish it from a container. */
  simulatorPort: number;
  /** Simulator listening address (default 127.0.0.1; 0.0.0.0 in a container). */
  simulatorHost: string;
  /** Base URL browsers use for the simulator's pages, when not its listening address. */
  simulatorPublicUrl: string | undefined;
  /** A checkout left unanswered this long (abandoned card challenge) no longer blocks paying again. */
  checkoutTimeoutSeconds: number;
  /** Card brands accepted (PAYMENT_ACCEPTED_BRANDS, comma-separated; default the payment terms' visa,mc). */
  acceptedBrands: string[];
  /** Card funding sources refused before paying (PAYMENT_REFUSED_FUNDING, e.g. DEBIT; default DEBIT; `none` = none). */
  refusedFunding: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

type Env = Record<string, string | undefined>;

function readEnum<T extends string>(env: Env, key: string, allowed: readonly T[], fallback: T, problems: string[]): T {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${key} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return fallback;
}

function readBool(env: Env, key: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  problems.push(`${key} must be true or false (got "${raw}")`);
  return fallback;
}

function readPort(env: Env, key: string, fallback: number, problems: string[]): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`${key} must be a port number 0-65535 (got "${raw}")`);
    return fallback;
  }
  return port;
}

function readUrl(env: Env, key: string, protocols: string[], problems: string[]): string | undefined {
  const raw = env[key];
  if (raw === undefined || raw === '') return undefined;
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol)) problems.push(`${key} must use ${protocols.join(' or ')}`);
  } catch {
    problems.push(`${key} is not a valid URL`);
  }
  return raw;
}

function readCount(env: Env, key: string, fallback: number, problems: string[]): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    problems.push(`${key} must be a whole number, 0 or more (got "${raw}")`);
    return fallback;
  }
  return value;
}

function readPositiveNumber(env: Env, key: string, fallback: number, problems: string[], whole: boolean): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (whole && !Number.isInteger(value))) {
    problems.push(`${key} must be a positive ${whole ? 'whole ' : ''}number (got "${raw}")`);
    return fallback;
  }
  return value;
}

// Development-only default of the simulator (as in src/around-batch/payments/payments.options.ts): in
// production the real provider's values are required instead.
const DEV_PAYMENT_HMAC_KEY = '6c6f63616c2d73696d756c61746f722d686d61632d6b65792d6e6f742d7365637265742d2d2d2d2d2d2d2d';

function readPayments(env: Env, production: boolean, problems: string[]): PaymentsConfig {
  const providerUrl = readUrl(env, 'PAYMENT_PROVIDER_URL', ['https:', 'http:'], problems);
  const environment = readEnum(
    env,
    'PAYMENT_ENVIRONMENT',
    ['test', 'live'] as const,
    production ? 'live' : 'test',
    problems,
  );
  if (production) {
    if (!providerUrl)
      problems.push(
        'NODE_ENV=production needs PAYMENT_PROVIDER_URL (the card provider simulator is for development and tests)',
      );
    for (const key of ['PAYMENT_API_KEY', 'PAYMENT_MERCHANT_ACCOUNT', 'PAYMENT_HMAC_KEY', 'PAYMENT_CLIENT_KEY']) {
      if (!env[key]) problems.push(`NODE_ENV=production needs ${key}`);
    }
  }
  const hmacKey = env.PAYMENT_HMAC_KEY || DEV_PAYMENT_HMAC_KEY;
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hmacKey)) problems.push('PAYMENT_HMAC_KEY must be an even-length hex string');
  const timeout = Number(env.PAYMENT_CHECKOUT_TIMEOUT_SECONDS || 900);
  if (!Number.isInteger(timeout) || timeout <= 0)
    problems.push('PAYMENT_CHECKOUT_TIMEOUT_SECONDS must be a positive whole number of seconds');
  return {
    providerUrl,
    apiKey: env.PAYMENT_API_KEY || 'simulator-api-key',
    merchantAccount: env.PAYMENT_MERCHANT_ACCOUNT || 'ConciergeHK_Simulator',
    hmacKey,
    clientKey: env.PAYMENT_CLIENT_KEY || 'test_SIMULATORCLIENTKEY',
    environment,
    cardFieldsUrl: readUrl(env, 'PAYMENT_CARD_FIELDS_URL', ['https:', 'http:'], problems),
    simulatorPort: readPort(env, 'PAYMENT_SIMULATOR_PORT', 0, problems),
    simulatorHost: env.PAYMENT_SIMULATOR_HOST || '127.0.0.1',
    simulatorPublicUrl: readUrl(env, 'PAYMENT_SIMULATOR_PUBLIC_URL', ['https:', 'http:'], problems),
    checkoutTimeoutSeconds: timeout,
    acceptedBrands: readList(env, 'PAYMENT_ACCEPTED_BRANDS', 'visa,mc', ['visa', 'mc', 'jcb', 'amex'], problems),
    refusedFunding: readList(env, 'PAYMENT_REFUSED_FUNDING', 'DEBIT', ['CREDIT', 'DEBIT', 'PREPAID', 'NONE'], problems)
      .map((f) => f.toUpperCase())
      .filter((f) => f !== 'NONE'),
  };
}

/** The default links to a public multi-carrier tracker; `none` turns the links off. */
export const DEFAULT_TRACKING_LINK_TEMPLATE = 'https://t.17track.net/en#nums={tracking_number}';

function readTrackingTemplate(env: Env, problems: string[]): string | null {
  const raw = env.TRACKING_LINK_TEMPLATE ?? DEFAULT_TRACKING_LINK_TEMPLATE;
  if (raw === '' || raw === 'none') return null;
  if (
    !raw.includes('{tracking_number}') ||
    !/^https?:\/\//.test(raw) ||
    !URL.canParse(raw.replace('{tracking_number}', 'X'))
  )
    problems.push('TRACKING_LINK_TEMPLATE must be an http(s) URL containing {tracking_number}');
  return raw;
}

function readList(env: Env, key: string, fallback: string, allowed: readonly string[], problems: string[]): string[] {
  const items = (env[key] || fallback)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const wrong = items.filter((v) => !allowed.includes(v) && !allowed.includes(v.toUpperCase()));
  if (wrong.length || items.length === 0)
    problems.push(`${key} must be a comma-separated list of ${allowed.join(', ')}`);
  return items;
}

function readTrustProxy(env: Env, problems: string[]): boolean | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const wrong = entries.filter((v) => !named.includes(v) && !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(v));
  if (wrong.length > 0)
    problems.push(
      `TRUST_PROXY must be true, false, a hop count, or addresses/subnets (or loopback, linklocal, uniquelocal), comma-separated (got "${wrong.join(', ')}")`,
    );
  return entries;
}

function readOrigins(env: Env, key: string, problems: string[]): string[] {
  const origins: string[] = [];
  for (const raw of (env[key] ?? '').split(',').map((v) => v.trim())) {
    if (!raw) continue;
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    // An origin is exactly scheme://host[:port]: a path or a trailing slash would never match the Origin header.
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== raw.replace(/\/$/, ''))
      problems.push(`${key} must be comma-separated origins such as https://shop.example.com (got "${raw}")`);
    else origins.push(url.origin);
  }
  return origins;
}

/** Personal fields in the event log are unreadable without this key: production must bring its own. */
function readMasterKey(env: Env, production: boolean, problems: string[]): string | undefined {
  const raw = env.PERSONAL_DATA_MASTER_KEY || undefined;
  if (raw === undefined) {
    if (production) problems.push('NODE_ENV=production needs PERSONAL_DATA_MASTER_KEY (base64 of 32 random bytes)');
    return undefined;
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw) || Buffer.from(raw, 'base64').length !== 32)
    problems.push('PERSONAL_DATA_MASTER_KEY must be base64 of exactly 32 bytes (e.g. `openssl rand -base64 32`)');
  return raw;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = readEnum(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development', problems);
  const production = nodeEnv === 'production';
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems);
  const eventStore = readEnum(env, 'EVENT_STORE', ['postgres', 'eventstoredb'] as const, 'postgres', problems);
  const eventStoreUrl = readUrl(env, 'EVENTSTORE_URL', ['esdb:', 'esdb+discover:', 'kurrentdb:', 'kurrent:'], problems);
  if (eventStore === 'eventstoredb' && !eventStoreUrl) problems.push('EVENT_STORE=eventstoredb needs EVENTSTORE_URL');
  if (production && !databaseUrl)
    problems.push('NODE_ENV=production needs DATABASE_URL (the embedded PostgreSQL is for development)');
  const config: AppConfig = {
    nodeEnv,
    port: readPort(env, 'PORT', 3000, problems),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: env.DATA_DIR || '.data',
    logLevel: readEnum(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info', problems),
    eventStore,
    eventStoreUrl,
    eventStoreGroupCommit: readBool(env, 'EVENT_STORE_GROUP_COMMIT', false, problems),
    seedDemoData: env.SEED_DEMO_DATA === 'accounts' || readBool(env, 'SEED_DEMO_DATA', !production, problems),
    seedDemoBatches: env.SEED_DEMO_DATA !== 'accounts' && readBool(env, 'SEED_DEMO_DATA', !production, problems),
    // The development sign-in must never be reachable in production, whatever the flag says.
    devSignIn: !production && readBool(env, 'DEV_SIGN_IN', true, problems),
    disableSignup: readBool(env, 'DISABLE_SIGNUP', true, problems),
    trackingLinkTemplate: readTrackingTemplate(env, problems),
    hosts: {
      api: readUrl(env, 'API_HOST', ['https:', 'http:'], problems) ?? null,
      homePage: readUrl(env, 'HOME_PAGE_HOST', ['https:', 'http:'], problems) ?? null,
      socket: readUrl(env, 'SOCKET_HOST', ['https:', 'http:', 'wss:', 'ws:'], problems) ?? null,
    },
    forceHongKongEnglish: readBool(env, 'FORCE_HONG_KONG_ENGLISH', true, problems),
    notificationReloadMs: readPositiveNumber(env, 'NOTIFICATION_RELOAD_MS', 180_000, problems, true),
    cancelPaymentReason: readBool(env, 'CANCEL_PAYMENT_REASON', true, problems),
    allowCancelPaymentBeforePurchase: readBool(env, 'ALLOW_CANCEL_PAYMENT_BEFORE_PURCHASE', true, problems),
    parcelLimitsReading: readEnum(env, 'PARCEL_LIMITS_READING', ['A', 'B', 'C'] as const, 'A', problems),
    serviceFeeBasis: readEnum(
      env,
      'SERVICE_FEE_BASIS',
      ['items_and_local_shipping', 'items_only'] as const,
      'items_and_local_shipping',
      problems,
    ),
    sessionSecret: undefined,
    personalDataMasterKey: readMasterKey(env, production, problems),
    sessionTtlSeconds: 0,
    supportChatSecret: undefined,
    sessionIdleSeconds: readPositiveNumber(env, 'SESSION_IDLE_SECONDS', 24 * 3600, problems, true),
    sessionRetentionHours: readCount(env, 'SESSION_RETENTION_HOURS', 7 * 24, problems),
    trustProxy: readTrustProxy(env, problems),
    corsOrigins: readOrigins(env, 'CORS_ORIGINS', problems),
    rateLimits: readBool(env, 'RATE_LIMITS', true, problems),
    // One core stays free for the event loop: on 2 cores one image at a time, at most 2.
    uploadConcurrency: readPositiveNumber(
      env,
      'UPLOAD_CONCURRENCY',
      Math.max(1, Math.min(2, availableParallelism() - 1)),
      problems,
      true,
    ),
    drainTimeoutMs: readPositiveNumber(env, 'DRAIN_TIMEOUT_MS', 10_000, problems, true),
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl:
      readUrl(env, 'GOOGLE_JWKS_URL', ['https:', 'http:'], problems) ?? 'https://www.googleapis.com/oauth2/v3/certs',
    facebookAppId: env.FACEBOOK_APP_ID || undefined,
    facebookAppSecret: env.FACEBOOK_APP_SECRET || undefined,
    facebookGraphUrl:
      readUrl(env, 'FACEBOOK_GRAPH_URL', ['https:', 'http:'], problems) ?? 'https://graph.facebook.com/v19.0',
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems),
    smtpFrom: env.SMTP_FROM || 'BNS Concierge <no-reply@localhost>',
    payments: readPayments(env, production, problems),
    jobsPollMs: readPositiveNumber(env, 'JOBS_POLL_MS', 1000, problems, true),
    jobsLeaseMs: readPositiveNumber(env, 'JOBS_LEASE_MS', 5 * 60 * 1000, problems, true),
    jobsMaxAttempts: readPositiveNumber(env, 'JOBS_MAX_ATTEMPTS', 10, problems, true),
    jobsWorkerEnabled: readBool(env, 'JOBS_WORKER_ENABLED', true, problems),
    jobsConcurrency: readPositiveNumber(env, 'JOBS_CONCURRENCY', 8, problems, true),
    jobsClaimBatch: readPositiveNumber(env, 'JOBS_CLAIM_BATCH', 50, problems, true),
    jobsDoneRetentionHours: readCount(env, 'JOBS_DONE_RETENTION_HOURS', 7 * 24, problems),
    // Fractions are allowed so a demo or a test can use a window of seconds.
    acceptanceWindowHours: readPositiveNumber(env, 'ACCEPTANCE_WINDOW_HOURS', 24, problems, false),
    readYourWritesWaitMs: readPositiveNumber(env, 'READ_YOUR_WRITES_WAIT_MS', 2000, problems, true),
    overdueUnpaidHours: readPositiveNumber(env, 'OVERDUE_UNPAID_HOURS', 72, problems, false),
    purchaseDeadlineHours: readPositiveNumber(env, 'PURCHASE_DEADLINE_HOURS', 24, problems, false),
    abandonAfterDays: readPositiveNumber(env, 'ABANDON_AFTER_DAYS', 30, problems, false),
    batchStateCacheSize: readCount(env, 'BATCH_STATE_CACHE_SIZE', 5000, problems),
    batchSnapshotEvery: readPositiveNumber(env, 'BATCH_SNAPSHOT_EVERY', 100, problems, true),
    clientReports: {
      retentionDays: readPositiveNumber(env, 'CLIENT_REPORTS_RETENTION_DAYS', 14, problems, false),
      maxReports: readPositiveNumber(env, 'CLIENT_REPORTS_MAX', 5000, problems, true),
      maxBytes: readPositiveNumber(env, 'CLIENT_REPORT_MAX_BYTES', 2 * 1024 * 1024, problems, true),
      traceUrlTemplate: env.TRACE_URL_TEMPLATE || undefined,
    },
    retention: {
      outboxDays: readCount(env, 'RETENTION_OUTBOX_DAYS', 90, problems),
      chatDays: readCount(env, 'RETENTION_CHAT_DAYS', 730, problems),
      notificationDays: readCount(env, 'RETENTION_NOTIFICATION_DAYS', 180, problems),
      hourUtc: readCount(env, 'RETENTION_HOUR_UTC', 19, problems),
    },
    healthMaxLagMs: readPositiveNumber(env, 'HEALTH_MAX_LAG_MS', 60_000, problems, true),
    socketIoAdapter: readEnum(env, 'SOCKET_IO_ADAPTER', ['postgres', 'memory'] as const, 'postgres', problems),
    uploadStorage: readEnum(env, 'UPLOAD_STORAGE', ['local', 'postgres'] as const, 'local', problems),
  };
  if (config.smtpFrom.length > 200 || !config.smtpFrom.includes('@'))
    problems.push('SMTP_FROM must be an e-mail address (optionally "Name <address>")');
  if (config.retention.hourUtc > 23) problems.push('RETENTION_HOUR_UTC must be an hour from 0 to 23');
  if (config.facebookAppId && !config.facebookAppSecret)
    problems.push('FACEBOOK_APP_ID needs FACEBOOK_APP_SECRET (for appsecret_proof)');
  const ttl = Number(env.SESSION_TTL_SECONDS || 7 * 24 * 3600);
  if (!Number.isInteger(ttl) || ttl <= 0)
    problems.push('SESSION_TTL_SECONDS must be a positive whole number of seconds');
  config.sessionTtlSeconds = ttl;
  config.sessionSecret = env.SESSION_SECRET || undefined;
  if (config.sessionSecret !== undefined && config.sessionSecret.length < 32)
    problems.push('SESSION_SECRET must be at least 32 characters');
  if (production && !config.sessionSecret) problems.push('NODE_ENV=production needs SESSION_SECRET');
  config.supportChatSecret = env.SUPPORT_CHAT_SECRET || undefined;
  if (config.supportChatSecret !== undefined && config.supportChatSecret.length < 32)
    problems.push('SUPPORT_CHAT_SECRET must be at least 32 characters');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
