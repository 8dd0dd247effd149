import type { Socket } from 'socket.io-client';
import { Client } from 'pg';
import { connected, openSocket } from '../support/kit/sockets';
import type { AppBenchRun } from './app-bench-run';
import { latencyOf, round } from './app-load';
import type { Cast } from './app-parties';
import type { AppRow } from './app-report';
import { load1 } from './app-run-info';
import type { AppServer } from './app-server';
import { DEPARTURE, shipmentGiven, type ShipmentGiven } from './app-shipment-given';
import { benchCall } from './bench-http';

const STAGE = 'oversea_shipping';
/** Detail reads in flight when every order's detail is checked (a console tab would make one). */
const READERS = 8;
/** How often the moves are looked at (SQL), and the last order's detail (GET) at five times this rate. */
const POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Every order's detail must show the stage within this. */
const CAP_MS = 900_000;

export interface ShipmentFigures {
  orders: number;
  /** Staff's depart request sent → the last order's detail showing oversea_shipping. */
  allVisibleMs: number;
  /** The order's stage event committed (created_at) → its requester's socket heard batch:changed. */
  push: ReturnType<typeof latencyOf>;
  /** Mark departed → the last order's stage event committed. */
  allMovedMs: number;
  /** Orders moved per second, mark departed → the last stage event. */
  ordersPerSec: number;
  /** Mark departed → its fan-out job done (every move job scheduled). */
  fanOutDoneMs: number;
  /** Between the first and the last stage event: the longest time with no stage event committed. */
  longestGapMs: number;
  /** The server's and the whole local PostgreSQL's CPU from mark departed to the last moved order's detail showing it, ÷ orders. */
  serverCpuMsPerOrder: number;
  postgresCpuMsPerOrder?: number;
  missingPushes: number;
  /** Orders whose detail did not show the stage yet once the last moved order's did (0: the read model kept log order). */
  stragglers: number;
  load: number;
  setUp: ShipmentGiven['setUp'];
}

/**
 * Phase 9: a shipment of `orders` paid, approved orders (app-shipment-given.ts: appended with the real
 * deciders while the server is stopped, the reactions' checkpoints put past them) is marked departed
 * by staff (PUT /api/admin/shipments/{id}/depart); the server's shipment-moves process moves each order through the batch writer. Timed: until every
 * order's detail (GET /api/batch/orders/{id}, staff) shows oversea_shipping, and each requester's
 * batch:changed after its order's stage event committed (the database's clock, on this machine).
 * The server restarted here is the run's from then on (`run.rss.server`).
 */
export async function shipmentDeparture(
  run: AppBenchRun,
  live: AppServer,
  cast: Cast,
  orders: number,
): Promise<ShipmentFigures> {
  const given = await shipmentGiven(run, live, cast, orders);
  const { server, made, shipmentId, requesters } = given;
  const db = new Client({ connectionString: run.setup.databaseUrl });
  await db.connect();
  const sockets: Socket[] = [];
  try {
    const heardAt = new Map<string, number>();
    for (const r of requesters) {
      const socket = await connected(openSocket(server.baseUrl, r.token));
      sockets.push(socket);
      socket.on('batch:changed', (d: { batch_id: string; status: string }) => {
        if (d.status === STAGE && !heardAt.has(d.batch_id)) heardAt.set(d.batch_id, Date.now());
      });
    }
    const streams = made.map((o) => `batch-${o.batchId}`);
    const committedAt = async () => {
      const { rows } = await db.query<{ stream_id: string; at: Date }>(
        `SELECT stream_id, created_at AS at FROM es_events
          WHERE stream_id = ANY($1) AND event_type = 'OrderStatusUpdated' AND data ->> 'status' = $2`,
        [streams, STAGE],
      );
      return new Map(rows.map((r) => [r.stream_id.slice('batch-'.length), r.at.getTime()]));
    };

    const moving = run.progress.phase(`9. shipment of ${orders} orders marked departed`);
    const serverCpuAt = server.cpuMs();
    const postgresCpuAt = run.databaseCpu?.();
    const started = Date.now();
    // Staff's own route, as the console sends it: the server's writer appends and wakes its reactions at once.
    const departed = await benchCall(server, 'PUT', `/api/admin/shipments/${shipmentId}/depart`, {
      token: cast.staff.token,
      body: DEPARTURE,
    });
    if (departed.status !== 200)
      throw new Error(`depart answered ${departed.status}: ${JSON.stringify(departed.body)}`);
    const shows = async (id: string) => {
      const answer = await benchCall<{ status?: string }>(server, 'GET', `/api/batch/orders/${id}`, {
        token: cast.staff.token,
      });
      return answer.status === 200 && answer.body.status === STAGE;
    };
    const within = () => Date.now() - started < CAP_MS;
    // Every stage event committed: read from the database, so the watching costs the server nothing.
    let moved = await committedAt();
    while (moved.size < orders && within()) {
      moving.status(`${moved.size} of ${orders} moved`);
      await sleep(POLL_MS);
      moved = await committedAt();
    }
    if (moved.size < orders) throw new Error(`${orders - moved.size} orders not moved after ${CAP_MS / 1000} s`);
    // The detail read model applies the log in order: the order whose stage event committed last shows it last.
    const [last] = [...moved].sort((a, b) => b[1] - a[1])[0];
    while (!(await shows(last)) && within()) await sleep(POLL_MS / 5);
    let allVisibleMs = Date.now() - started;
    const serverCpuMs = server.cpuMs() - serverCpuAt;
    const postgresCpuMs = postgresCpuAt === undefined ? undefined : run.databaseCpu!() - postgresCpuAt;
    const load = load1();
    // Then every other order's detail is read: one that does not show it yet moves the figure to when it did.
    const waiting = new Set(made.map((o) => o.batchId));
    let stragglers = 0;
    for (let pass = 0; waiting.size > 0 && within(); pass += 1) {
      const ids = [...waiting];
      for (let i = 0; i < ids.length; i += READERS)
        await Promise.all(ids.slice(i, i + READERS).map(async (id) => (await shows(id)) && waiting.delete(id)));
      if (pass === 0) stragglers = waiting.size;
      if (waiting.size > 0) await sleep(POLL_MS);
      else if (pass > 0) allVisibleMs = Date.now() - started;
    }
    if (waiting.size > 0) throw new Error(`${waiting.size} orders' details not at ${STAGE} after ${CAP_MS / 1000} s`);
    moving.status(`every detail shows ${STAGE}`);
    // Pushes still in flight get a moment (they go out at commit, before the detail could show it).
    await sleep(1000);
    const committed = await committedAt();
    const latencies = made
      .filter((o) => heardAt.has(o.batchId) && committed.has(o.batchId))
      .map((o) => Math.max(0, heardAt.get(o.batchId)! - committed.get(o.batchId)!));
    const times = [...committed.values()].sort((a, b) => a - b);
    const { rows: fanOut } = await db.query<{ done_at: Date | null }>(
      `SELECT done_at FROM jobs WHERE kind = 'shipment-moves.fan-out' ORDER BY id DESC LIMIT 1`,
    );
    const allMovedMs = times[times.length - 1] - started;
    const figures: ShipmentFigures = {
      orders,
      allVisibleMs,
      allMovedMs,
      ordersPerSec: round(orders / (allMovedMs / 1000), 1),
      fanOutDoneMs: (fanOut[0]?.done_at?.getTime() ?? Number.NaN) - started,
      longestGapMs: Math.max(0, ...times.slice(1).map((t, i) => t - times[i])),
      serverCpuMsPerOrder: round(serverCpuMs / orders, 2),
      postgresCpuMsPerOrder: postgresCpuMs === undefined ? undefined : round(postgresCpuMs / orders, 2),
      push: latencyOf(latencies),
      missingPushes: orders - latencies.length,
      stragglers,
      load,
      setUp: given.setUp,
    };
    moving.done(
      `${round(allVisibleMs / 1000, 2)} s, ${figures.ordersPerSec} orders/s, push p99 ${figures.push.p99Ms} ms, ` +
        `server CPU ${figures.serverCpuMsPerOrder} ms/order`,
    );
    return figures;
  } finally {
    for (const s of sockets) s.disconnect();
    await db.end();
  }
}

/** The row: the same run's commit floor is the reference (the least time N commits could take). */
export function shipmentRow(run: AppBenchRun, f: ShipmentFigures): AppRow {
  const floorSeconds = f.orders / run.floor.opsPerSec;
  return {
    phase: '9-shipment-moves',
    measure: `shipment of ${f.orders.toLocaleString('en-US')} orders marked departed: every order's detail shows ${STAGE}; batch:changed after each stage commit, p99 (p50)`,
    value:
      `${round(f.allVisibleMs / 1000, 2)} s (all moved ${round(f.allMovedMs / 1000, 2)} s, ${f.ordersPerSec} orders/s); ` +
      `push ${f.push.p99Ms} ms (${f.push.p50Ms} ms)`,
    reference: `${run.floor.opsPerSec} commits/s = ${round(floorSeconds, 2)} s for ${f.orders} commits; ${f.missingPushes} pushes missing`,
    ratio: `× ${round(f.allVisibleMs / 1000 / floorSeconds, 1)} of the floor`,
    target: 'reference',
    met: null,
    load: f.load,
    serverCpuMsPerRequest: f.serverCpuMsPerOrder,
    postgresCpuMsPerRequest: f.postgresCpuMsPerOrder,
  };
}
