import type { DestinationStream } from 'pino';
import type { Socket } from 'socket.io-client';
import { ProjectionRegistry } from '../../../src/platform/projections/projection-registry';
import { PostgresEventStore } from '../../../src/platform/event-store/postgres/postgres-event-store';
import { seedDemoData } from '../../../src/dev/seed/seed-demo-data';
import { startTestApp, type ProviderOverrides, type TestApp } from '../test-app';
import { expectStatus, http } from './http';
import { startInstance, type Instance } from './instances';
import { givenAccount, signedIn, type Account, type AccountType, type NewAccount } from './sign-in';

/** A registered user's account (rows written), or `{ id, accountType }` for one that lives only in its token. */
export type AccountSpec = NewAccount | { id: string; accountType: AccountType };

/** The usual parties, registered under the names suites assert on ('Rita Requester', 'Bob Buyer', …). */
export const PEOPLE = {
  requester: { firstName: 'Rita', lastName: 'Requester', accountType: 'r' },
  buyer: { firstName: 'Bob', lastName: 'Buyer', accountType: 'b' },
  staff: { firstName: 'Sam', lastName: 'Staff', accountType: 's' },
  auditor: { firstName: 'Ada', lastName: 'Auditor', accountType: 'x' },
} as const satisfies Record<string, NewAccount>;

/** These of PEOPLE by role, to spread into a world's `accounts` beside the suite's own parties. */
export function people<R extends keyof typeof PEOPLE>(...roles: R[]): Pick<typeof PEOPLE, R> {
  return Object.fromEntries(roles.map((role) => [role, PEOPLE[role]])) as Pick<typeof PEOPLE, R>;
}

export interface AppWorldOptions<K extends string = never> {
  /** Environment over the test defaults; a function when it depends on something started first. */
  env?: Record<string, string> | (() => Record<string, string>);
  logStream?: DestinationStream;
  /** Provider overrides on Nest's testing module (an outside service swapped), for the app and its second. */
  overrides?: ProviderOverrides;
  /**
   * The automatic assignment's pool, set by staff before the tests; `[]` so that it never races the
   * batches a suite sets up (the suite assigns buyers itself).
   */
  pool?: string[] | ((accounts: Record<K, Account>) => string[]);
  /** The accounts the suite acts as, by the names it calls them, signed in once the app runs. */
  accounts?: Record<K, AccountSpec>;
  /**
   * A second server on the same database (`world.second`), for what instances share. With
   * `afterProjection`, it starts once the first holds that projection's lock (the first's runner
   * is active), so the second's copy stands by.
   */
  second?: { env?: Record<string, string>; afterProjection?: string };
  /** The demo accounts seeded first, as `npm start` does (for suites about sign-in and the demo data). */
  seedDemo?: boolean;
  /** Disconnects the tracked sockets after each test, not only at the end. */
  socketsPerTest?: boolean;
  /** Jest's timeout for starting and stopping, when the default is too short for this app. */
  timeoutMs?: number;
}

/** One real app with its event store opened from outside (for given histories), for one suite file or block. */
export class AppWorld<K extends string = never> {
  app!: TestApp;
  store!: PostgresEventStore;
  second!: Instance;
  /** Sockets the tests opened (`track`), disconnected before the servers stop. */
  readonly sockets: Socket[] = [];
  /** Filled in place when the app starts: keep a reference to the object, not to its values. */
  readonly accounts = {} as Record<K, Account>;
  /** The accounts' session tokens, filled in place like `accounts`. */
  readonly tokens = {} as Record<K, string>;
  private readonly cleanups: Array<() => unknown> = [];

  async start(options: AppWorldOptions<K> = {}): Promise<void> {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    this.app = await startTestApp(env, { logStream: options.logStream, overrides: options.overrides });
    if (options.seedDemo) await seedDemoData(this.app.dataSource);
    this.store = new PostgresEventStore(this.app.databaseUrl, { poolSize: 4 });
    const specs = options.accounts ?? ({} as Record<K, AccountSpec>);
    for (const key of Object.keys(specs) as K[]) {
      const spec = specs[key];
      this.accounts[key] =
        'id' in spec ? signedIn(this.app, spec.accountType, spec.id) : await givenAccount(this.app, spec);
      this.tokens[key] = this.accounts[key].token;
    }
    const pool = typeof options.pool === 'function' ? options.pool(this.accounts) : options.pool;
    if (pool) await setAssignmentPool(this.app, pool);
    if (options.second) {
      if (options.second.afterProjection) await projectionActive(this.app, options.second.afterProjection);
      this.second = await startInstance(this.app.databaseUrl, options.second.env, { overrides: options.overrides });
    }
  }

  /** Keeps a socket to disconnect before the servers stop. */
  track = (socket: Socket): Socket => {
    this.sockets.push(socket);
    return socket;
  };

  /** Runs before the app stops (sockets to close, work to let finish), last registered first. */
  beforeStop(cleanup: () => unknown): void {
    this.cleanups.unshift(cleanup);
  }

  disconnectSockets(): void {
    for (const socket of this.sockets.splice(0)) socket.disconnect();
  }

  async stop(): Promise<void> {
    for (const cleanup of this.cleanups) await cleanup();
    this.disconnectSockets();
    await this.store?.close();
    await this.second?.close();
    await this.app?.close();
  }
}

/** Starts an app before the enclosing block's tests and stops it after them. */
export function useAppWorld<K extends string = never, W extends AppWorld<K> = AppWorld<K>>(
  options: AppWorldOptions<K> = {},
  /** A world that does more on start or stop (a `SimulatorWorld`). */
  world: W = new AppWorld<K>() as W,
): W {
  beforeAll(() => world.start(options), options.timeoutMs);
  if (options.socketsPerTest) afterEach(() => world.disconnectSockets());
  afterAll(() => world.stop(), options.timeoutMs);
  return world;
}

/** The ids of named accounts, for suites that address parties by id once the app runs. */
export function accountIds<K extends string>(accounts: Record<K, Account>): Record<K, string> {
  return Object.fromEntries(Object.entries<Account>(accounts).map(([key, account]) => [key, account.id])) as Record<
    K,
    string
  >;
}

/** The automatic assignment's pool of buyers, set by staff through the API. */
export async function setAssignmentPool(app: TestApp, buyerIds: string[]): Promise<void> {
  const staff = app.tokenFor({ id: 'staff-pool', accountType: 's' });
  const answer = http(app, 'PUT', '/api/admin/assignment/buyers', staff, { buyer_ids: buyerIds });
  await expectStatus('setting the assignment pool', answer);
}

/** Resolves once this app's runner of the projection is active (holds its lock). */
export async function projectionActive(app: TestApp, name: string): Promise<void> {
  const runner = app.app.get(ProjectionRegistry).get(name);
  if (!runner) throw new Error(`no runner ${name}`);
  if (runner.snapshot().state === 'active') return;
  await new Promise<void>((resolve) => runner.once('active', () => resolve()));
}
