import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sqlOfDataSource, type Sql } from '../../platform/jobs/sql';
import { PurchaseRobot, type RobotPurchaseAnswer, type RobotPurchaseRequest } from '../../around-batch/robot';

/**
 * Deterministic rules, per item in order, the first failing item failing the whole run (nothing bought):
 * - a link that is not an http(s) URL → ROBOT_BAD_LINK
 * - a host containing "fail" → ROBOT_CHECKOUT_FAILED
 * - a host containing "oos" → ROBOT_OUT_OF_STOCK
 * Otherwise every item is bought; its shop order id is `SIM-` + 10 hex of sha256(key:itemId), upper case.
 */
export function simulateRobot(request: RobotPurchaseRequest): RobotPurchaseAnswer {
  for (const item of request.items) {
    let host: string;
    try {
      const url = new URL(item.link);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
      host = url.hostname.toLowerCase();
    } catch {
      return { ok: false, code: 'ROBOT_BAD_LINK', message: `Cannot open the link of ${item.name}` };
    }
    if (host.includes('fail'))
      return { ok: false, code: 'ROBOT_CHECKOUT_FAILED', message: `Checkout failed on ${host} for ${item.name}` };
    if (host.includes('oos'))
      return { ok: false, code: 'ROBOT_OUT_OF_STOCK', message: `${item.name} is out of stock on ${host}` };
  }
  return {
    ok: true,
    orders: request.items.map((item) => ({
      itemId: item.id,
      purchaseSiteOrderId: `SIM-${createHash('sha256').update(`${request.idempotencyKey}:${item.id}`).digest('hex').slice(0, 10).toUpperCase()}`,
    })),
  };
}

/**
 * In-process simulator of the purchase robot. Like the real service it keeps its own ledger keyed
 * by the idempotency key (table robot_simulator_orders, shared by every instance): a repeated
 * request gets the first answer and buys nothing more.
 */
@Injectable()
export class PurchaseRobotSimulator extends PurchaseRobot {
  private readonly sql: Sql;
  /** Calls received (repeats included), for tests and diagnostics. */
  calls = 0;

  constructor(dataSource: DataSource) {
    super();
    this.sql = sqlOfDataSource(dataSource);
  }

  async purchase(request: RobotPurchaseRequest): Promise<RobotPurchaseAnswer> {
    this.calls++;
    const answer = simulateRobot(request);
    await this.sql(
      `INSERT INTO robot_simulator_orders (idempotency_key, request, answer) VALUES ($1, $2, $3) ON CONFLICT (idempotency_key) DO NOTHING`,
      [request.idempotencyKey, JSON.stringify(request), JSON.stringify(answer)],
    );
    const [row] = await this.sql<{ answer: RobotPurchaseAnswer }>(
      `SELECT answer FROM robot_simulator_orders WHERE idempotency_key = $1`,
      [request.idempotencyKey],
    );
    return row.answer;
  }

  /** How many runs the simulator performed (one per idempotency key) for a batch. */
  async runsFor(batchId: string): Promise<number> {
    const [row] = await this.sql<{ n: string }>(
      `SELECT count(*)::text AS n FROM robot_simulator_orders WHERE request->>'batchId' = $1`,
      [batchId],
    );
    return Number(row.n);
  }
}
