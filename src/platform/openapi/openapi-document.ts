import { ERROR_STATUS, type ErrorCode } from '@contracts/error-codes';
import { ROUTES, type RouteContract } from '@contracts/routes';
import { SOCKET_EVENTS } from '@contracts/realtime';
import type { DiscoveredRoute } from './route-discovery';

type Json = Record<string, unknown>;
type Schemas = Record<string, Json>;

/** OpenAPI component names allow [A-Za-z0-9._-] only: `ListBody<Country>` → `ListBody_Country_`. */
export const componentName = (typeName: string): string => typeName.replace(/[^A-Za-z0-9._-]/g, '_');

const ref = (typeName: string) => ({ $ref: `#/components/schemas/${componentName(typeName)}` });

/** Nest `:param` → OpenAPI `{param}`. */
export const openApiPath = (nestPath: string): string => nestPath.replace(/:(\w+)/g, '{$1}');

/** The generator's draft-07 definitions, renamed and re-pointed at components/schemas. */
export function toComponents(definitions: Schemas): Schemas {
  const text = JSON.stringify(definitions).replace(/"#\/definitions\/([^"]+)"/g, (_, name: string) =>
    JSON.stringify(`#/components/schemas/${componentName(decodeURIComponent(name))}`),
  );
  const renamed = JSON.parse(text) as Schemas;
  return Object.fromEntries(Object.entries(renamed).map(([name, schema]) => [componentName(name), schema]));
}

function successContent(contract: RouteContract): Json | undefined {
  if (contract.response === 'binary')
    return { 'application/octet-stream': { schema: { type: 'string', contentEncoding: 'binary' } } };
  if (typeof contract.response === 'object') return { 'text/plain': { schema: { type: 'string' } } };
  return { 'application/json': { schema: ref(contract.response) } };
}

function errorResponses(route: DiscoveredRoute, contract: RouteContract): Json {
  // The global ValidationPipe checks every route's params, query and body.
  const codes = new Set<ErrorCode>(['VALIDATION_FAILED', ...contract.errors]);
  if (!route.public)
    ['AUTH_REQUIRED', 'AUTH_SESSION_EXPIRED', 'AUTH_INVALID_TOKEN', 'AUTH_ACCOUNT_DISABLED'].forEach((c) =>
      codes.add(c as ErrorCode),
    );
  // Roles, and auditors: the guard refuses them every write, public routes included.
  if (route.roles || route.method !== 'GET') codes.add('AUTH_NOT_AUTHORIZED');
  codes.add('ER-0002');
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    for (const status of [ERROR_STATUS[code]].flat()) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Json = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: list.join(', '),
      content: {
        'application/json': { schema: { allOf: [ref('ApiErrorBody'), { properties: { code: { enum: list } } }] } },
      },
    };
  }
  return responses;
}

function operation(route: DiscoveredRoute, contract: RouteContract): Json {
  const params = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const who = route.public ? 'public' : route.roles ? `roles: ${route.roles.join(', ')}` : 'any signed-in actor';
  const op: Json = {
    summary: contract.summary,
    description: `Access: ${who}.`,
    tags: [
      route.path
        .split('/')
        .filter(Boolean)
        .slice(0, route.path.startsWith('/api/admin') ? 3 : 2)
        .join('/'),
    ],
    parameters: params,
    responses: {
      [String(route.status)]: { description: 'Success', content: successContent(contract) },
      ...Object.fromEntries(
        Object.entries(contract.also ?? {}).map(([status, type]) => [
          status,
          { description: 'Also', content: { 'application/json': { schema: ref(type) } } },
        ]),
      ),
      ...errorResponses(route, contract),
    },
  };
  if (contract.query) op['x-query'] = ref(contract.query);
  if (contract.body || contract.multipart) {
    const content: Json = {};
    if (contract.body) content['application/json'] = { schema: ref(contract.body) };
    if (contract.multipart) content['multipart/form-data'] = { schema: { type: 'object' } };
    op.requestBody = { required: contract.body !== undefined && !contract.multipart, content };
  }
  if (!route.public) op.security = [{ bearer: [] }];
  return op;
}

/**
 * The Socket.IO events (OpenAPI has no word for them, so an extension): each server push with its
 * payload's schema, each client event with its payload's and its acknowledgement's.
 */
export function socketEvents(): Json {
  return {
    description: 'Socket.IO on the same origin, `auth: { token }`; types in contracts/realtime.ts.',
    server: Object.fromEntries(
      Object.entries(SOCKET_EVENTS.server).map(([name, type]) => [name, { payload: ref(type) }]),
    ),
    client: Object.fromEntries(
      Object.entries(SOCKET_EVENTS.client).map(([name, { payload, ack }]) => [
        name,
        { payload: ref(payload), ack: ref(ack) },
      ]),
    ),
  };
}

/**
 * The OpenAPI 3.1 document: the routes Nest registered, each with its contract (contracts/routes.ts)
 * and the contracts' JSON Schemas. A registered route without a contract is still listed (so the
 * document never hides one); test/openapi/openapi-routes.e2e.ts fails on it.
 */
export function buildOpenApiDocument(routes: readonly DiscoveredRoute[], definitions: Schemas, version: string): Json {
  const contracts: Record<string, RouteContract> = ROUTES;
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const contract = contracts[`${route.method} ${route.path}`] ?? {
      summary: 'No contract yet',
      response: 'JsonObject',
      errors: [],
    };
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, contract) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'HK concierge shopping API',
      version,
      description: 'Errors are `{ code, message, params }`; clients translate `code`. Types: contracts/.',
    },
    servers: [{ url: '/' }],
    paths,
    'x-socket-events': socketEvents(),
    components: { schemas: toComponents(definitions), securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  };
}
