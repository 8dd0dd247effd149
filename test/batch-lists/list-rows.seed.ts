import { randomUUID } from 'node:crypto';
import type { ClientBase } from 'pg';
import { DASHBOARD_GROUPS, SHIPPING_STAGES, statusByName, type StatusName } from '@machines/batch';
import { batchTypeOf } from '../../src/batch/core/state/batch-columns';

/**
 * Summary rows of rm_batch_list as a live service accumulates them, written straight into the read
 * model (the list queries read nothing else): two years of batches, most of them closed (completed
 * or declined/canceled, so archived), the last two months still moving. Requesters and buyers are
 * skewed like real customers: a few heavy accounts hold thousands of batches, most a handful.
 * Deterministic for a given seed, so plans and counts are reproducible.
 */
export interface ListSeed {
  batches: number;
  now: Date;
  seed?: number;
  /** Requester ids are `${prefix}r${n}`, buyers `${prefix}b${n}`; account 0 is the heaviest. */
  prefix?: string;
  /** Real account ids instead (n from 0, the heaviest first), so the list's name join finds people. */
  accounts?: { requesters: readonly string[]; buyers: readonly string[] };
  /** The folded state to store (e.g. a real row's, copied), instead of the small built-in one. */
  state?: (status: StatusName, batchNumber: string) => unknown;
}

export interface SeededList {
  requesters: number;
  buyers: number;
  /** The heaviest accounts and how many rows each holds. */
  heavyRequester: { id: string; rows: number };
  heavyBuyer: { id: string; rows: number };
}

const DAY = 24 * 3600 * 1000;
const BRANDS = ['uniqlo', 'muji', 'nike', 'adidas', 'sony', 'apple', 'lego', 'dyson', 'shiseido', 'kanebo', 'casio'];
const ITEMS = ['rain jacket', 'running shoes', 'headphones', 'face cream', 'backpack', 'watch', 'rice cooker'];
const MORE = ['green tea', 'sunscreen', 'camera lens', 'vitamin c', 'phone case', 'desk lamp', 'wool scarf'];
const COUNTRIES = ['us', 'jp', 'kr', 'gb', 'de', 'au'];

/** mulberry32: a small seeded generator (Math.random cannot be seeded). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];

function weighted(rnd: () => number, table: ReadonlyArray<readonly [number, readonly StatusName[]]>): StatusName {
  let u = rnd() * table.reduce((n, [w]) => n + w, 0);
  for (const [w, statuses] of table) {
    if (u < w) return pick(rnd, statuses);
    u -= w;
  }
  return table[0][1][0];
}

/** Older than two months: closed (completed group or declined/canceled). */
const CLOSED: ReadonlyArray<readonly [number, readonly StatusName[]]> = [
  [70, ['completed']],
  [10, ['refunded', 'all_refunded', 'all_abandoned', 'all_payment_canceled']],
  [20, DASHBOARD_GROUPS.archived],
];
/** The last two months: every stage of the workflow. */
const MOVING: ReadonlyArray<readonly [number, readonly StatusName[]]> = [
  [20, DASHBOARD_GROUPS.new],
  [20, ['assigned', 'accepted', 'modified', 'confirmed', 'requested_payment']],
  [10, ['paid', 'payment_authorized']],
  [10, DASHBOARD_GROUPS.purchased],
  [15, ['item_sent', ...SHIPPING_STAGES]],
  [15, DASHBOARD_GROUPS.completed],
  [10, DASHBOARD_GROUPS.archived],
];

export async function seedListRows(client: ClientBase, o: ListSeed): Promise<SeededList> {
  const rnd = random(o.seed ?? 42);
  const prefix = o.prefix ?? 'seed-';
  const requesters = o.accounts?.requesters.length ?? Math.max(10, Math.round(o.batches / 50));
  const buyers = o.accounts?.buyers.length ?? Math.max(5, Math.round(o.batches / 2000));
  const requesterId = (n: number) => o.accounts?.requesters[n] ?? `${prefix}r${n}`;
  const buyerId = (n: number) => o.accounts?.buyers[n] ?? `${prefix}b${n}`;
  const counts = { r: new Map<number, number>(), b: new Map<number, number>() };
  const chunk = 2000;
  for (let from = 0; from < o.batches; from += chunk) {
    const rows: Record<string, unknown>[] = [];
    for (let n = from; n < Math.min(o.batches, from + chunk); n += 1) {
      const createdAt = o.now.getTime() - rnd() * 730 * DAY;
      const age = o.now.getTime() - createdAt;
      const status = weighted(rnd, age > 60 * DAY ? CLOSED : MOVING);
      const def = statusByName(status);
      if (!def) throw new Error(`unknown status ${status}`);
      const updatedAt = createdAt + rnd() * Math.min(age, 20 * DAY);
      const r = Math.floor(requesters * rnd() ** 3);
      const b = Math.floor(buyers * rnd() ** 2);
      const hasBuyer = !['new', 'requested'].includes(status) || rnd() < 0.3;
      counts.r.set(r, (counts.r.get(r) ?? 0) + 1);
      if (hasBuyer) counts.b.set(b, (counts.b.get(b) ?? 0) + 1);
      const day = new Date(createdAt).toISOString().slice(0, 10).replace(/-/g, '');
      const number = `BN${day}${String(n + 1).padStart(6, '0')}`;
      const items = Array.from({ length: 1 + Math.floor(rnd() * 4) }, (_, i) => ({
        id: randomUUID(),
        name: `${pick(rnd, ITEMS)} ${pick(rnd, MORE)}`,
        brand: pick(rnd, BRANDS),
        link: `https://shop.example.com/p/${n}-${i}`,
        quantity: 1 + Math.floor(rnd() * 3),
        price: { amount: 1000 + Math.floor(rnd() * 50000), currency: 'USD' },
        fromCountry: pick(rnd, COUNTRIES),
        toCountry: 'hk',
        state: def.step >= 4 ? 'purchased' : 'requested',
      }));
      const auto = rnd() < 0.3;
      const remark = hasBuyer && rnd() < 0.2 ? `call before ${pick(rnd, ['noon', 'delivery', 'payment'])}` : null;
      const batchId = randomUUID();
      rows.push({
        batch_id: batchId,
        stream_id: `batch-${batchId}`,
        revision: 3 + Math.floor(rnd() * 20),
        batch_number: number,
        status,
        status_code: def.code,
        step: def.step,
        type: batchTypeOf(status),
        requester_id: requesterId(r),
        buyer_id: hasBuyer ? buyerId(b) : null,
        site_from: items[0].fromCountry,
        site_to: 'hk',
        purchase_type: auto ? 'auto' : 'manual',
        internal_remark: remark,
        refund_request: ['refunded', 'all_refunded'].includes(status),
        auto_workflow: auto,
        item_count: items.length,
        purchased_items: def.step >= 4 ? items.length : 0,
        refunded_items: status === 'all_refunded' ? items.length : status === 'refunded' ? 1 : 0,
        ordered_items: items.length,
        total: def.step >= 2 ? 2000 + Math.floor(rnd() * 90000) : null,
        currency: def.step >= 2 ? 'HKD' : null,
        search_text: [number, ...items.flatMap((i) => [i.name, i.brand, i.link])].join(' ').toLowerCase(),
        created_at: new Date(createdAt).toISOString(),
        updated_at: new Date(updatedAt).toISOString(),
        // The folded machine state the projection keeps: about the size of a real one.
        state: o.state?.(status, number) ?? {
          value: status,
          context: { batchNumber: number, items, remarks: [], fees: { total: 0 } },
        },
      });
    }
    // The columns written (PostgreSQL computes the generated `closed` itself).
    const columns = Object.keys(rows[0] ?? {}).join(', ');
    if (columns)
      await client.query(
        `INSERT INTO rm_batch_list (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::rm_batch_list, $1::jsonb)`,
        [JSON.stringify(rows)],
      );
  }
  const heaviest = (m: Map<number, number>) => [...m.entries()].sort((x, y) => y[1] - x[1])[0] ?? [0, 0];
  const [hr, hrRows] = heaviest(counts.r);
  const [hb, hbRows] = heaviest(counts.b);
  return {
    requesters,
    buyers,
    heavyRequester: { id: requesterId(hr), rows: hrRows },
    heavyBuyer: { id: buyerId(hb), rows: hbRows },
  };
}
