import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import schemas from '@contracts/schemas.json';
import { ERROR_STATUS } from '@contracts/error-codes';
import { ROUTES, type RouteContract } from '@contracts/routes';
import { discoverRoutes, type DiscoveredRoute } from '../../src/platform/openapi/route-discovery';
import { call, driveTo, startTestApp, type TestApp } from '../support/kit';
import { hostileString, hostileValue, mutated, SchemaArbitraries } from './schema-arbitrary';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/**
 * Every route of the running app (discovered from its controllers, typed by
 * contracts/routes.ts), every write route's body and every query parameter, fed plausible values made
 * hostile one place at a time (wrong types, missing fields, huge strings, control characters, lone
 * surrogates, deep nesting, prototype keys, numbers at and beyond the maxima). Asserts: never a 5xx,
 * every error is `{ code, message }`, and a refused call leaves the database as it was.
 * Seeded (FUZZ_SEED, printed on failure); FUZZ_RUNS calls per route (default 20) until FUZZ_BUDGET_MS
 * (default 90 s) has passed, then 3 per remaining route, so every route is covered in bounded time.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
// Bounded in time: past the budget every remaining route still gets MIN_RUNS calls.
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 90_000);
const MIN_RUNS = 3;

// Tables a synchronous handler writes (read models, jobs and OTP attempt counters are left out: they
// change on their own or on purpose when a code is refused).
const CHECKED_TABLES = [
  'accounts',
  'account_type_overrides',
  'admin_changes',
  'assignment_buyer_profiles',
  'categories',
  'chat_messages',
  'cities',
  'countries',
  'currency_rates',
  'districts',
  'featured_shops',
  'fee_rates',
  'languages',
  'payment_alerts',
  'payment_attempts',
  'pickup_locations',
  'prohibited_item_categories',
  'prohibited_items',
  'promo_codes',
  'promo_redemptions',
  'regions',
  'revoked_accounts',
  'states',
  'user_identities',
  'users',
];

/**
 * A URL carries UTF-8 only (a lone surrogate has no encoding: it goes as U+FFFD, as a browser sends
 * it) and Node answers a line over 16 KB with a bodiless 431 before the app: text is cut at 2,000.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function urlText(value: string, encode = true): string {
  const text = value.replace(LONE_SURROGATE, '\ufffd').slice(0, 500);
  return encode ? encodeURIComponent(text) : text;
}

type Role = 'requester' | 'buyer' | 'staff' | 'auditor' | 'none';

interface Sent {
  method: string;
  path: string;
  role: Role;
  body?: unknown;
  raw?: string;
  contentType?: string;
}

/**
 * A 5xx the route's contract names with that very status (e.g. sign-in's 503
 * LOGIN_PROVIDER_UNAVAILABLE when a provider is not configured here) is the documented answer,
 * not a crash; any other 5xx is a server error.
 */
function documented(contract: RouteContract | undefined, answer: { status: number; body: unknown }): boolean {
  const code = (answer.body as { code?: unknown } | null)?.code;
  if (!contract || typeof code !== 'string' || !(code in ERROR_STATUS)) return false;
  const listed = (contract.errors as readonly string[]).includes(code);
  return listed && ERROR_STATUS[code as keyof typeof ERROR_STATUS] === answer.status;
}

describe('API fuzz: no input causes a 5xx, errors are { code, message }, refusals change nothing', () => {
  let app: TestApp;
  let checksumSql: string;
  const tokens: Record<Role, string | undefined> = {
    requester: undefined,
    buyer: undefined,
    staff: undefined,
    auditor: undefined,
    none: undefined,
  };
  const known: Record<string, string[]> = {};
  const accounts = {} as Record<Exclude<Role, 'none'>, { id: string; accountType: 'r' | 'b' | 's' | 'x' }>;
  const stats = { requests: 0, routes: 0, refused: 0, byStatus: {} as Record<number, number> };

  beforeAll(async () => {
    app = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    // Session tokens name accounts by their UUIDs (the server mints them only for real accounts).
    const ids = { requester: randomUUID(), buyer: randomUUID(), staff: randomUUID(), auditor: randomUUID() };
    tokens.requester = app.tokenFor({ id: ids.requester, accountType: 'r' });
    tokens.buyer = app.tokenFor({ id: ids.buyer, accountType: 'b' });
    tokens.staff = app.tokenFor({ id: ids.staff, accountType: 's' });
    tokens.auditor = app.tokenFor({ id: ids.auditor, accountType: 'x' });
    accounts.requester = { id: ids.requester, accountType: 'r' };
    accounts.buyer = { id: ids.buyer, accountType: 'b' };
    accounts.staff = { id: ids.staff, accountType: 's' };
    accounts.auditor = { id: ids.auditor, accountType: 'x' };
    const parties = {
      requester: { id: ids.requester, token: tokens.requester },
      buyer: { id: ids.buyer, token: tokens.buyer },
      staff: { id: ids.staff, token: tokens.staff },
    };
    const driven = await driveTo(app, 'requested_payment', parties as never);
    // Real ids let the generated calls reach past "not found" into the handlers.
    known.id = [driven.id];
    known.batchNumber = [driven.batchNumber];
    known.itemId = driven.itemIds;
    const tables = await app.dataSource.query<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1)`,
      [CHECKED_TABLES],
    );
    checksumSql = `SELECT (SELECT count(*) FROM es_events)::text || ':' || (SELECT coalesce(max(global_position), 0) FROM es_events)::text${tables
      .map(
        (t) =>
          ` || ':' || coalesce((SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) FROM ${t.table_name} x), '-')`,
      )
      .join('')} AS sum`;
  });
  afterAll(async () => {
    console.log(
      `API fuzz: seed ${SEED}, ${stats.routes} routes, ${stats.requests} requests, by status ${JSON.stringify(stats.byStatus)}`,
    );
    await app?.close();
  });

  const checksum = async () => (await app.dataSource.query<{ sum: string }[]>(checksumSql))[0].sum;

  const paramValue = (name: string): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(known[name] ?? known.id)) },
      { weight: 2, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: hostileString },
      { weight: 1, arbitrary: fc.constantFrom('us', 'HKD', 'BN20991231000001', 'WELCOME10', 'nope', '0', '-1') },
    );

  function pathOf(route: string): fc.Arbitrary<string> {
    const names = [...route.matchAll(/:(\w+)/g)].map(([, n]) => n);
    if (names.length === 0) return fc.constant(route);
    return fc.tuple(...names.map(paramValue)).map((values) => {
      let path = route;
      names.forEach((n, i) => {
        path = path.replace(`:${n}`, urlText(values[i]) || 'x');
      });
      return path;
    });
  }

  function queryOf(contract: RouteContract | undefined, arbitraries: SchemaArbitraries): fc.Arbitrary<string> {
    const base = contract?.query ? mutated(arbitraries.of(contract.query)) : fc.constant({});
    const extra = fc.dictionary(fc.constantFrom('page', 'page_size', 'q', 'status', 'lang', 'x'), hostileValue, {
      maxKeys: 2,
    });
    return fc.tuple(base, extra).map(([q, e]) => {
      const params = new URLSearchParams();
      const all = { ...(typeof q === 'object' && q !== null && !Array.isArray(q) ? q : { q }), ...e };
      for (const [k, v] of Object.entries(all))
        params.append(k, urlText(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''), false));
      const text = params.toString();
      return text ? `?${text}` : '';
    });
  }

  function bodyOf(contract: RouteContract | undefined, arbitraries: SchemaArbitraries) {
    const plausible = contract?.body ? arbitraries.of(contract.body) : fc.constant({});
    return fc.oneof(
      { weight: 6, arbitrary: mutated(plausible).map((body) => ({ body })) },
      { weight: 1, arbitrary: hostileValue.map((body) => ({ body })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          { raw: '{', contentType: 'application/json' },
          { raw: '[1,', contentType: 'application/json' },
          { raw: `${'['.repeat(20000)}${']'.repeat(20000)}`, contentType: 'application/json' },
          { raw: '{"a":1}', contentType: 'text/plain' },
          { raw: '<a/>', contentType: 'application/xml' },
          { raw: 'a=1&b[c]=%00', contentType: 'application/x-www-form-urlencoded' },
          { raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
          { raw: JSON.stringify({ s: 'x'.repeat(200_000) }), contentType: 'application/json' },
        ),
      },
    );
  }

  async function send(s: Sent): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {};
    // A fresh session per call: a generated call to a logout route ends its own session, not the run's.
    const token = s.role === 'none' ? undefined : app.tokenFor(accounts[s.role]);
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (s.raw !== undefined) {
      body = s.raw;
      headers['content-type'] = s.contentType ?? 'application/json';
    } else if (s.body !== undefined && s.method !== 'GET') {
      body = JSON.stringify(s.body);
      headers['content-type'] = 'application/json';
    }
    stats.requests += 1;
    const answer = await call(app, s.method, s.path, { headers, body: body as never });
    stats.byStatus[answer.status] = (stats.byStatus[answer.status] ?? 0) + 1;
    return answer;
  }

  it(
    'answers every generated call of every route without a server error',
    async () => {
      const arbitraries = new SchemaArbitraries(schemas.definitions as never);
      const routes: DiscoveredRoute[] = discoverRoutes(app.app).filter((r) => !r.path.startsWith('/api/dev'));
      stats.routes = routes.length;
      expect(routes.length).toBeGreaterThan(100);
      const failures: string[] = [];
      const startedAt = Date.now();
      for (const [index, route] of routes.entries()) {
        const contract = (ROUTES as Record<string, RouteContract | undefined>)[`${route.method} ${route.path}`];
        const roles: Role[] = route.roles?.length ? [...route.roles, 'none'] : ['requester', 'buyer', 'staff', 'none'];
        const write = route.method !== 'GET';
        const sent = fc.record({
          path: fc.tuple(pathOf(route.path), queryOf(contract, arbitraries)).map(([p, q]) => p + q),
          role: fc.constantFrom(...roles),
          payload: write ? bodyOf(contract, arbitraries) : fc.constant({}),
        });
        const property = fc.asyncProperty(sent, async ({ path, role, payload }) => {
          const s: Sent = { method: route.method, path, role, ...(payload as Partial<Sent>) };
          const before = write ? await checksum() : '';
          const answer = await send(s);
          const where = `${s.method} ${s.path.slice(0, 200)} as ${role}`;
          if (answer.status >= 500 && !documented(contract, answer))
            throw new Error(`${where} answered ${answer.status} ${JSON.stringify(answer.body)}`);
          if (answer.status >= 400) {
            const body = answer.body as { code?: unknown; message?: unknown };
            if (typeof body?.code !== 'string' || typeof body.message !== 'string')
              throw new Error(`${where} answered ${answer.status} without { code, message }: ${JSON.stringify(body)}`);
            if (write) {
              stats.refused += 1;
              const after = await checksum();
              if (after !== before)
                throw new Error(`${where} was refused (${answer.status} ${body.code}) yet changed the database`);
            }
          }
        });
        const seed = (SEED + index) % 2_147_483_647;
        const numRuns = Date.now() - startedAt > BUDGET_MS ? MIN_RUNS : RUNS;
        const result = await fc.check(property, { seed, numRuns, endOnFailure: true });
        if (result.failed)
          failures.push(
            `${route.method} ${route.path} (FUZZ_SEED=${SEED}, route seed ${seed}, path ${result.counterexamplePath}): ${String(
              (result.errorInstance as Error | undefined)?.message ?? result.errorInstance,
            ).slice(0, 600)}`,
          );
      }
      if (failures.length > 0) throw new Error(`API fuzz failed with FUZZ_SEED=${SEED}:\n  ${failures.join('\n  ')}`);
      expect(stats.requests).toBeGreaterThanOrEqual(routes.length * MIN_RUNS);
    },
    BUDGET_MS + 180_000,
  );
});
