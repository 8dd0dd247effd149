/**
 * Every HTTP route of the server with its contract: summary, body, query, answer and the error codes
 * it may send. Type names are those exported by contracts/index.ts (their JSON Schemas are in
 * schemas.json, `npm run contracts:schemas`). Keyed as Nest registers the route (`:param`); the
 * methods, roles and success statuses come from the running app (src/platform/openapi).
 * test/openapi/openapi-routes.e2e.ts fails when this table and the app disagree.
 *
 * The lines live by feature in routes/*-routes.ts; this file merges them, in this order. A route
 * key written in two tables would silently keep the later line, so the compiler refuses it below.
 */
import { ACCOUNT_ROUTES } from './routes/account-routes';
import { ARRIVAL_ROUTES } from './routes/arrival-routes';
import { ADMIN_PEOPLE_ROUTES } from './routes/admin-people-routes';
import { ADMIN_WORKFLOW_ROUTES } from './routes/admin-workflow-routes';
import { BATCH_ORDER_ROUTES } from './routes/batch-order-routes';
import { BATCH_READ_ROUTES } from './routes/batch-read-routes';
import { BATCH_REQUEST_ROUTES } from './routes/batch-request-routes';
import { LEGACY_ROUTES } from './routes/legacy-routes';
import { MESSAGING_ROUTES } from './routes/messaging-routes';
import { OPERATIONS_ROUTES } from './routes/operations-routes';
import { PAYMENT_ROUTES } from './routes/payment-routes';
import { PICKUP_ROUTES } from './routes/pickup-routes';
import { REFERENCE_ADMIN_ROUTES } from './routes/reference-admin-routes';
import { REFERENCE_ROUTES } from './routes/reference-routes';
import { SHIPMENT_ROUTES } from './routes/shipment-routes';
import { SHIPMENT_MOVES_ROUTES } from './routes/shipment-moves-routes';
import type { RouteContract } from './routes/route-contract';

export type { RouteContract } from './routes/route-contract';

const TABLES = [
  BATCH_READ_ROUTES,
  BATCH_REQUEST_ROUTES,
  BATCH_ORDER_ROUTES,
  ARRIVAL_ROUTES,
  PICKUP_ROUTES,
  PAYMENT_ROUTES,
  ADMIN_WORKFLOW_ROUTES,
  ADMIN_PEOPLE_ROUTES,
  REFERENCE_ADMIN_ROUTES,
  OPERATIONS_ROUTES,
  REFERENCE_ROUTES,
  LEGACY_ROUTES,
  ACCOUNT_ROUTES,
  MESSAGING_ROUTES,
  SHIPMENT_ROUTES,
  SHIPMENT_MOVES_ROUTES,
] as const;

/** Route keys that more than one table writes (never, or the tie below fails to compile). */
type KeysInTwoTables<T extends readonly object[], Seen = never> = T extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? (keyof First & Seen) | KeysInTwoTables<Rest, Seen | keyof First>
  : never;

type Merged<T extends readonly object[]> = T extends readonly [infer First, ...infer Rest extends readonly object[]]
  ? First & Merged<Rest>
  : unknown;

function merge<T extends readonly Record<string, RouteContract>[]>(
  tables: T & ([KeysInTwoTables<T>] extends [never] ? unknown : { written_twice: KeysInTwoTables<T> }),
): Merged<T> {
  return Object.assign({}, ...tables) as Merged<T>;
}

export const ROUTES = merge(TABLES);

export type RouteKey = keyof typeof ROUTES;
