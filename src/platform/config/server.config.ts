import { declareConcern } from './env-variable';
import { type Env, readEnum, readPort, readPositiveNumber, readUrl } from './env-readers';

export const serverConcern = declareConcern({
  title: 'Server and hosts',
  summary: 'Where the one HTTP port listens, how it stops, and how a split or proxied deployment is described.',
  variables: {
    NODE_ENV: {
      default: 'development',
      description:
        '`development`, `test` or `production`; `production` requires `DATABASE_URL`, `SESSION_SECRET`, `PERSONAL_DATA_MASTER_KEY`, the payment provider and an SMS gateway (or `SMS_SENDER=outbox`), and turns off the development sign-in and the demo seed',
    },
    PORT: { default: 3000, description: 'HTTP port of the API, the web apps and Socket.IO' },
    HOST: { default: '0.0.0.0', description: 'Listen address' },
    DATA_DIR: {
      default: '.data',
      description:
        'Embedded PostgreSQL cluster, the development master key, uploads with `UPLOAD_STORAGE=local` and uploads being processed',
    },
    DRAIN_TIMEOUT_MS: {
      default: 10_000,
      description:
        'On SIGTERM, the longest wait for requests in flight (503 with `Retry-After` and readiness false meanwhile)',
    },
    TRUST_PROXY: {
      defaultText: 'off',
      description:
        "Express's `trust proxy` behind a load balancer: `true`, a hop count, or the proxies' addresses/subnets (or `loopback`), comma-separated; off, `X-Forwarded-For` is ignored so a client cannot pick the address rate limits count",
    },
    CORS_ORIGINS: {
      defaultText: 'unset (same origin only)',
      description:
        "Split deployments: comma-separated origins (`https://shop.example.com`) whose pages may call the API with bearer tokens, open Socket.IO and the ws chat; any other page's WebSocket handshake is refused (403)",
    },
    API_HOST: {
      defaultText: 'unset (same origin)',
      description: 'Split deployments: the API origin published in `/api/config`',
    },
    HOME_PAGE_HOST: {
      defaultText: 'unset (same origin)',
      description: 'Split deployments: the customer app origin published in `/api/config`',
    },
    SOCKET_HOST: {
      defaultText: 'unset (same origin)',
      description:
        "Split deployments: the Socket.IO origin published in `/api/config`; the customer app's socket follows it",
    },
    SOCKET_IO_ADAPTER: {
      default: 'postgres',
      description:
        "`postgres`: Socket.IO's room operations (leave, disconnect, fetch, emits through `server`) reach every instance's sockets through `@socket.io/postgres-adapter`; `memory`: this instance only. Pushes reach every instance either way",
    },
  },
});

const { names: v, variables: d } = serverConcern;

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Longest wait for in-flight requests on SIGTERM before the process stops anyway (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number;
  /**
   * Express's `trust proxy` (TRUST_PROXY, default off): which proxies' X-Forwarded-For gives the
   * client's address (rate limits key on it). `true`, a hop count, or addresses/subnets/`loopback`.
   */
  trustProxy: boolean | number | string[];
  /** Origins other than the API's own that browsers may call it from, Socket.IO and the ws chat included (CORS_ORIGINS; default none). */
  corsOrigins: string[];
  /** Hosts of a split deployment (API_HOST, HOME_PAGE_HOST, SOCKET_HOST); unset = same origin. */
  hosts: { api: string | null; homePage: string | null; socket: string | null };
  /**
   * Socket.IO's adapter (SOCKET_IO_ADAPTER): `postgres` (default) makes its room operations (leave,
   * disconnect, fetch, emit through `server`) reach every instance's sockets; `memory` = this instance only.
   */
  socketIoAdapter: 'postgres' | 'memory';
}

export function readNodeEnv(env: Env, problems: string[]): ServerConfig['nodeEnv'] {
  const allowed = ['development', 'production', 'test'] as const;
  return readEnum(env, v.NODE_ENV, allowed, d.NODE_ENV.default, problems);
}

/** DATA_DIR (also read alone by the backup tools, for the embedded cluster). */
export function readDataDir(env: Env): string {
  return env[v.DATA_DIR] || d.DATA_DIR.default;
}

export function readServerConfig(env: Env, nodeEnv: ServerConfig['nodeEnv'], problems: string[]): ServerConfig {
  return {
    nodeEnv,
    port: readPort(env, v.PORT, d.PORT.default, problems),
    host: env[v.HOST] || d.HOST.default,
    dataDir: readDataDir(env),
    drainTimeoutMs: readPositiveNumber(env, v.DRAIN_TIMEOUT_MS, d.DRAIN_TIMEOUT_MS.default, problems, true),
    trustProxy: readTrustProxy(env, problems),
    corsOrigins: readOrigins(env, v.CORS_ORIGINS, problems),
    hosts: {
      api: readUrl(env, v.API_HOST, ['https:', 'http:'], problems) ?? null,
      homePage: readUrl(env, v.HOME_PAGE_HOST, ['https:', 'http:'], problems) ?? null,
      socket: readUrl(env, v.SOCKET_HOST, ['https:', 'http:', 'wss:', 'ws:'], problems) ?? null,
    },
    socketIoAdapter: readEnum(
      env,
      v.SOCKET_IO_ADAPTER,
      ['postgres', 'memory'] as const,
      d.SOCKET_IO_ADAPTER.default,
      problems,
    ),
  };
}

function readTrustProxy(env: Env, problems: string[]): boolean | number | string[] {
  const raw = (env[v.TRUST_PROXY] ?? '').trim();
  if (raw === '' || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const wrong = entries.filter((s) => !named.includes(s) && !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s));
  if (wrong.length > 0)
    problems.push(
      `TRUST_PROXY must be true, false, a hop count, or addresses/subnets (or loopback, linklocal, uniquelocal), comma-separated (got "${wrong.join(', ')}")`,
    );
  return entries;
}

function readOrigins(env: Env, key: string, problems: string[]): string[] {
  const origins: string[] = [];
  for (const raw of (env[key] ?? '').split(',').map((s) => s.trim())) {
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
