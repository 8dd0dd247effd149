import { Client } from 'pg';
import { PostgresEventStore } from '../../src/platform/event-store';
import { givenApprovedOrder, givenClosedShipment, type ApprovedOrder } from '../support/kit/shipment-givens';
import type { AppBenchRun } from './app-bench-run';
import { logEnd, reactionsAtEnd } from './app-bulk';
import { config } from './app-config';
import { round } from './app-load';
import { party, type Cast, type Party } from './app-parties';
import type { Ticker } from './app-progress';
import { startAppServer, type AppServer } from './app-server';
import { benchCall } from './bench-http';
import { projections, settle } from './app-write-phases';
import { isReaction } from './app-read-phases';

const REQUESTERS = 20;
/**
 * Orders of a shipment that departs first, untimed: the restarted server's code runs cold (a
 * first run of 100 orders after a restart cost 16.9 ms of server CPU per order against 3 on a
 * warm server), and a server that has run for days is warm.
 */
const WARM_UP = 50;
/** What staff type when a shipment departs (the console's form). */
export const DEPARTURE = { carrier: 'Cathay Cargo', master_tracking_number: '160-12345675' };

export interface ShipmentGiven {
  /** The server restarted on the given orders (the run's from now on). */
  server: AppServer;
  made: ApprovedOrder[];
  shipmentId: string;
  requesters: Party[];
  setUp: {
    appendSeconds: number;
    /** Until /health answered, then until no read model was behind (null: still behind at the cap). */
    restartSeconds: number;
    settledSeconds: number | null;
    /** The warm-up shipment departed until all its orders moved, then until no job was due (null: not at the cap). */
    warmUpOrders: number;
    warmUpSeconds: number | null;
    quietSeconds: number | null;
    /** Jobs of any kind due when the shipment was marked departed (the moves queue behind them). */
    dueJobsAtDeparture: number;
    reactionsAtEnd: string[];
  };
}

/**
 * Phase 9's set-up: `orders` paid, approved orders and one closed shipment carrying them, written
 * with the server stopped through the event store port (the real deciders' events, as the
 * integration test writes them), then the reactions' checkpoints put at the log end before the
 * server starts again. The orders stand for ones approved and consolidated over days: their
 * reactions (timers, e-mails, assignment, joining a shipment) acted long ago. Written live, they left
 * about 16 reaction jobs per order (16,400 at 1,000 orders, including 1,000 `shipments.join` that all
 * contend for one open shipment) ahead of the fan-out on the FIFO `reactions` lane: the bench then
 * timed the set-up's backlog, not the moves. The read models do catch up on the orders (a detail
 * must show them) and the bench waits for that before the departure.
 */
export async function shipmentGiven(
  run: AppBenchRun,
  live: AppServer,
  cast: Cast,
  orders: number,
): Promise<ShipmentGiven> {
  const ticker = run.progress.phase(`9. shipment of ${orders} orders: set-up (server stopped)`);
  const reactions = (await projections(live, cast.auditor.token)).filter((p) => isReaction(p.name));
  const requesters = Array.from({ length: REQUESTERS }, () => party(live, 'r'));
  await live.stop();
  run.rss.server = undefined;
  const appendStarted = performance.now();
  let written: Written | undefined;
  let warmUp: Written | undefined;
  let failure: Error | undefined;
  try {
    warmUp = await appendOrders(run, WARM_UP, requesters, ticker, 'jp');
    written = await appendOrders(run, orders, requesters, ticker, 'us');
    const end = await logEnd(run.setup.databaseUrl);
    await reactionsAtEnd(
      run.setup.databaseUrl,
      reactions.map((r) => r.name),
      end,
    );
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  // The run goes on with a server whatever happened here.
  const restartedAt = performance.now();
  const server = await startAppServer(run.setup);
  run.rss.server = server;
  const restartSeconds = round((performance.now() - restartedAt) / 1000);
  if (!written || !warmUp || failure) throw failure ?? new Error('the orders were not written');
  const { made, shipmentId } = written;
  const appendSeconds = round((restartedAt - appendStarted) / 1000);
  const capMs = Math.max(config.drainSeconds, 300) * 1000;
  const settledSeconds = await settle(server, cast.auditor.token, capMs);
  ticker.status(`warm-up: a shipment of ${WARM_UP} orders departs`);
  const warmUpSeconds = await departAndWait(server, cast.staff.token, warmUp.shipmentId, capMs);
  const quietSeconds = await untilNoDueJobs(run.setup.databaseUrl, capMs);
  await settle(server, cast.auditor.token, capMs);
  const dueJobsAtDeparture = await dueJobs(run.setup.databaseUrl);
  ticker.done(
    `${orders} orders in ${shipmentId}: appended in ${appendSeconds} s, restart ${restartSeconds} s, ` +
      `read models caught up in ${settledSeconds ?? 'still behind at the cap'} s, warm-up ${warmUpSeconds} s, ` +
      `${dueJobsAtDeparture} jobs due`,
  );
  return {
    server,
    made,
    shipmentId,
    requesters,
    setUp: {
      appendSeconds,
      restartSeconds,
      settledSeconds,
      warmUpOrders: WARM_UP,
      warmUpSeconds,
      quietSeconds,
      dueJobsAtDeparture,
      reactionsAtEnd: reactions.map((r) => r.name),
    },
  };
}

interface Written {
  made: ApprovedOrder[];
  shipmentId: string;
}

/** The orders, requesters in turn, and the closed shipment of `warehouse` carrying them, through the event store port. */
async function appendOrders(
  run: AppBenchRun,
  orders: number,
  requesters: readonly Party[],
  ticker: Ticker,
  warehouse: string,
): Promise<Written> {
  const store = new PostgresEventStore(run.setup.databaseUrl, { poolSize: 2 });
  try {
    const made: ApprovedOrder[] = [];
    for (let n = 0; n < orders; n += 1) {
      made.push(await givenApprovedOrder(store, { requesterId: requesters[n % REQUESTERS].id, warehouse }));
      if (n % 100 === 99) ticker.status(`${n + 1} orders appended (${warehouse})`);
    }
    return { made, shipmentId: await givenClosedShipment(store, { warehouse, orders: made }) };
  } finally {
    await store.close();
  }
}

/** Staff mark the shipment departed; resolves once its progress says done, with the seconds (null: not within the cap). */
async function departAndWait(server: AppServer, token: string, shipmentId: string, capMs: number) {
  const started = performance.now();
  const departed = await benchCall(server, 'PUT', `/api/admin/shipments/${shipmentId}/depart`, {
    token,
    body: DEPARTURE,
  });
  if (departed.status !== 200) throw new Error(`depart answered ${departed.status}: ${JSON.stringify(departed.body)}`);
  while (performance.now() - started < capMs) {
    const progress = await benchCall<{ done?: boolean }>(server, 'GET', `/api/admin/shipments/${shipmentId}/moves`, {
      token,
    });
    if (progress.status === 200 && progress.body.done) return round((performance.now() - started) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

/** Waits (bounded) until no job of any kind is due: the warm-up's own reaction work is done. */
/** Waits (bounded) until no job is due: the seconds it took, or null when the cap came first. */
export async function untilNoDueJobs(databaseUrl: string, capMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < capMs) {
    if ((await dueJobs(databaseUrl)) === 0) return round((performance.now() - started) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}

/** Jobs due now and not done (every lane). */
export async function dueJobs(databaseUrl: string): Promise<number> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE done_at IS NULL AND run_at <= now()`,
    );
    return rows[0].n;
  } finally {
    await db.end();
  }
}
