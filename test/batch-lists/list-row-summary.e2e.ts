import type { BatchListItem, BatchListKind, BatchListPage } from '@contracts/batch/batch-list';
import { DEMO_FX_RATES, toHkd, type CurrencyCode } from '@machines/pricing';
import { readModelProjections } from '../../src/batch';
import { rebuildProjection } from '../../src/platform/projections/rebuild/projection-rebuilder';
import {
  call,
  DRIVE_PARTIES,
  driveTo,
  eventually,
  http,
  png,
  requestBodyFor,
  useAppWorld,
  type Driven,
} from '../support/kit';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
jest.setTimeout(180_000);

/** The fields a dashboard row is scanned by (the first item, the count, the HKD total, the status). */
const scanned = (r: BatchListItem) => ({
  status: r.status,
  first_item: r.first_item,
  item_count: r.item_count,
  total: r.total,
  currency: r.currency,
  total_hkd: r.total_hkd,
});

describe("the dashboards' list rows: first item (name and picture), item count and HKD total, live and after a rebuild", () => {
  const world = useAppWorld({ accounts: DRIVE_PARTIES, timeoutMs: 60_000 });
  /** One batch in each list: an accepted request, a paid order with a picture, a declined (archived) request. */
  let requested: Driven;
  let paid: Driven;
  let declined: Driven;
  let imageId: string;

  beforeAll(async () => {
    const { app, accounts } = world;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(120, 90, { text: 'vase' }))], { type: 'image/png' }), 'vase.png');
    const uploaded = await call<{ id: string }>(app, 'POST', '/api/upload/', { token: accounts.requester.token, form });
    expect(uploaded.status).toBe(201);
    imageId = uploaded.body.id;
    const items = [
      { name: 'Ceramic vase', price: 4000 },
      { name: 'Linen scarf', price: 1500 },
      { name: 'Tea towel', price: 800 },
    ];
    const body = requestBodyFor(items) as { items: Array<Record<string, unknown>> };
    body.items[0].image_id = imageId;
    paid = await driveTo(app, 'payment_authorized', accounts, { items, request: { items: body.items } });
    requested = await driveTo(app, 'accepted', accounts, { items: [{ name: 'Wool hat', price: 2000 }] });
    declined = await driveTo(app, 'declined', accounts, { items: [{ name: 'Paper lamp', price: 3000 }] });
  });

  /** The caller's row of `batch` in the list `kind` (waits until the list has caught up with it). */
  const rowOf = (kind: BatchListKind, token: string, batch: Driven, ready: (r: BatchListItem) => boolean) =>
    eventually(
      async () => {
        const answer = await http<BatchListPage>(world.app, 'GET', `/api/batch/${kind}?page_size=100`, token);
        expect(answer.status).toBe(200);
        const row = answer.body.results.find((r) => r.id === batch.id);
        return row && ready(row) ? row : undefined;
      },
      { what: `the ${kind} row of ${batch.batchNumber}` },
    );

  /** Each batch's row as the requester and the buyer read it, in the list it lives in. */
  const allRows = async () => {
    const { requester, buyer } = world.accounts;
    const rows: Record<string, ReturnType<typeof scanned>> = {};
    for (const [who, token] of [
      ['requester', requester.token],
      ['buyer', buyer.token],
    ] as const) {
      rows[`${who}:requests`] = scanned(await rowOf('requests', token, requested, (r) => r.status === 'accepted'));
      rows[`${who}:orders`] = scanned(await rowOf('orders', token, paid, (r) => r.status === 'payment_authorized'));
      rows[`${who}:archived`] = scanned(await rowOf('archived', token, declined, (r) => r.status === 'declined'));
    }
    return rows;
  };

  it('carry the first item, the item count and the total in HKD in every list, for the requester and the buyer, and the same after the list is rebuilt from the log', async () => {
    /** What the requester pays, in HKD minor units, converted as the order page converts it; null before fees. */
    const hkd = (d: Driven) => {
      const fees = d.detail.batch.fees;
      return fees ? toHkd({ amount: fees.total, currency: fees.currency as CurrencyCode }, DEMO_FX_RATES).amount : null;
    };
    /** The row of a one-item batch without a picture, its total as the detail gives it (null before fees). */
    const oneItemRow = (d: Driven, status: string, name: string) => ({
      status,
      first_item: { name, image_id: null },
      item_count: 1,
      total: d.detail.batch.fees?.total ?? null,
      currency: d.detail.batch.fees?.currency ?? null,
      total_hkd: hkd(d),
    });
    const fees = paid.detail.batch.fees!;
    expect(hkd(paid)).toBeGreaterThan(fees.total);
    const live = await allRows();
    for (const who of ['requester', 'buyer'])
      expect([live[`${who}:requests`], live[`${who}:orders`], live[`${who}:archived`]]).toEqual([
        oneItemRow(requested, 'accepted', 'Wool hat'),
        {
          status: 'payment_authorized',
          first_item: { name: 'Ceramic vase', image_id: imageId },
          item_count: 3,
          total: fees.total,
          currency: 'USD',
          total_hkd: hkd(paid),
        },
        oneItemRow(declined, 'declined', 'Paper lamp'),
      ]);
    // The row's picture is the stored one, served to an <img> without a session.
    const picture = await fetch(`${world.app.baseUrl}/api/uploads/${imageId}`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    // Rebuilt from the log (the projection's fold of every event), the rows answer the same.
    const columns = `SELECT batch_id, item_count, first_item_name, first_item_image, total::text, currency FROM rm_batch_list
       WHERE batch_id = ANY($1) ORDER BY batch_id`;
    const ids = [requested.id, paid.id, declined.id];
    const stored = await world.app.dataSource.query<Record<string, unknown>[]>(columns, [ids]);
    expect(stored).toHaveLength(3);
    const list = readModelProjections(world.app.config.shipments.freeStorageDays).find((p) => p.name === 'batch-list')!;
    await rebuildProjection({ databaseUrl: world.app.databaseUrl, projection: list });
    expect(await world.app.dataSource.query(columns, [ids])).toEqual(stored);
    expect(await allRows()).toEqual(live);
  });
});
