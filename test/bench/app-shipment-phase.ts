import type { Socket } from 'socket.io-client';
import { Client } from 'pg';
import { PostgresEventStore } from '../../src/platform/event-store';
import {
  givenApprovedOrder,
  givenClosedShipment,
  markShipment,
  type ApprovedOrder,
} from '../support/kit/shipment-givens';
import { connected, openSocket } from '../support/kit/sockets';
import type { AppBenchRun } from './app-bench-run';
import { latencyOf, round } from './app-load';
import { party, type Cast } from './app-parties';
import type { AppRow } from './app-report';
import { load1 } from './app-run-info';
import type { AppServer } from './app-server';
import { benchCall } from './bench-http';

const REQUESTERS = 20;
const STAGE = 'oversea_shipping';
/** Detail reads in flight while waiting for every order to show its stage (a console tab would make one). */
const READERS = 8;

export interface ShipmentFigures {
  orders: number;
  /** Mark departed (append) → the last order's detail showing oversea_shipping. */
  allVisibleMs: number;
  /** The order's stage event committed (created_at) → its requester's socket heard batch:changed. */
  push: ReturnType<typeof latencyOf>;
  /** Mark departed → the last order's stage event committed. */
  allMovedMs: number;
  missingPushes: number;
}

/**
 * Phase 9: a shipment of `orders` paid, approved orders (appended with the real deciders through the
 * event store port, as the integration test does) is marked departed; the server's shipment-moves
 * process moves each order through the batch writer. Timed: until every order's detail (GET
 * /api/batch/orders/{id}, staff) shows oversea_shipping, and each requester's batch:changed after
 * its order's stage event committed (the database's clock, on this machine).
 */
export async function shipmentDeparture(run: AppBenchRun, live: AppServer, cast: Cast, orders: number) {
  const store = new PostgresEventStore(run.setup.databaseUrl, { poolSize: 4 });
  const db = new Client({ connectionString: run.setup.databaseUrl });
  await db.connect();
  const sockets: Socket[] = [];
  try {
    const ticker = run.progress.phase(`9. shipment of ${orders} orders: set-up`);
    const requesters = Array.from({ length: REQUESTERS }, () => party(live, 'r'));
    const made: ApprovedOrder[] = [];
    for (let n = 0; n < orders; n += 1)
      made.push(await givenApprovedOrder(store, { requesterId: requesters[n % REQUESTERS].id, warehouse: 'us' }));
    const shipmentId = await givenClosedShipment(store, { warehouse: 'us', orders: made });
    const heardAt = new Map<string, number>();
    for (const r of requesters) {
      const socket = await connected(openSocket(live.baseUrl, r.token));
      sockets.push(socket);
      socket.on('batch:changed', (d: { batch_id: string; status: string }) => {
        if (d.status === STAGE && !heardAt.has(d.batch_id)) heardAt.set(d.batch_id, Date.now());
      });
    }
    ticker.done(`${orders} orders in ${shipmentId}`);

    const moving = run.progress.phase(`9. shipment of ${orders} orders marked departed`);
    const started = Date.now();
    await markShipment(store, shipmentId, 'MarkDeparted');
    const waiting = new Set(made.map((o) => o.batchId));
    const deadline = started + 600_000;
    while (waiting.size > 0 && Date.now() < deadline) {
      const pass = [...waiting].slice(0, 200);
      for (let i = 0; i < pass.length; i += READERS)
        await Promise.all(
          pass.slice(i, i + READERS).map(async (id) => {
            const answer = await benchCall<{ status?: string }>(live, 'GET', `/api/batch/orders/${id}`, {
              token: cast.staff.token,
            });
            if (answer.status === 200 && answer.body.status === STAGE) waiting.delete(id);
          }),
        );
    }
    const allVisibleMs = Date.now() - started;
    if (waiting.size > 0) throw new Error(`${waiting.size} orders not at ${STAGE} after 600 s`);
    // Pushes still in flight get a moment (they go out at commit, before the detail could show it).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { rows } = await db.query<{ stream_id: string; at: Date }>(
      `SELECT stream_id, created_at AS at FROM es_events
        WHERE stream_id = ANY($1) AND event_type = 'OrderStatusUpdated' AND data ->> 'status' = $2`,
      [made.map((o) => `batch-${o.batchId}`), STAGE],
    );
    const committed = new Map(rows.map((r) => [r.stream_id.slice('batch-'.length), r.at.getTime()]));
    const latencies = made
      .filter((o) => heardAt.has(o.batchId) && committed.has(o.batchId))
      .map((o) => Math.max(0, heardAt.get(o.batchId)! - committed.get(o.batchId)!));
    const lastCommit = Math.max(...committed.values());
    const figures: ShipmentFigures = {
      orders,
      allVisibleMs,
      allMovedMs: lastCommit - started,
      push: latencyOf(latencies),
      missingPushes: orders - latencies.length,
    };
    moving.done(`${round(allVisibleMs / 1000, 2)} s, push p99 ${figures.push.p99Ms} ms`);
    return figures;
  } finally {
    for (const s of sockets) s.disconnect();
    await db.end();
    await store.close();
  }
}

/** The row: the same run's commit floor is the reference (the least time N commits could take). */
export function shipmentRow(run: AppBenchRun, f: ShipmentFigures): AppRow {
  const floorSeconds = f.orders / run.floor.opsPerSec;
  return {
    measure: `shipment of ${f.orders.toLocaleString('en-US')} orders marked departed: every order's detail shows ${STAGE}; batch:changed after each stage commit, p99 (p50)`,
    value: `${round(f.allVisibleMs / 1000, 2)} s (all moved ${round(f.allMovedMs / 1000, 2)} s); push ${f.push.p99Ms} ms (${f.push.p50Ms} ms)`,
    reference: `${run.floor.opsPerSec} commits/s = ${round(floorSeconds, 2)} s for ${f.orders} commits; ${f.missingPushes} pushes missing`,
    ratio: `× ${round(f.allVisibleMs / 1000 / floorSeconds, 1)} of the floor`,
    target: 'reference',
    met: null,
    load: load1(),
  };
}
