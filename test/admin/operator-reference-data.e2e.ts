import { http } from '../support/kit';
import { useOperatorWorld } from './operator-admin.fixture';

interface ChangeRow {
  table: string;
  key: string;
  before: unknown;
  after: unknown;
  changed_by: string;
  changed_at: string;
}

describe('Operator endpoints: reference data', () => {
  const w = useOperatorWorld();
  const { accounts, tokens: who } = w;

  describe('reference data', () => {
    it('a featured shop added by staff is public at once and recorded with who and when; auditors cannot write', async () => {
      const shop = {
        region: 'hk',
        name: 'Admin Test Shop',
        url: 'https://shop.example.com',
        categories: ['Books'],
        description: 'Books',
      };
      for (const token of [who.auditor, who.requester, who.buyer])
        expect((await http(w.app, 'POST', '/api/admin/reference/featured-shops', token, shop)).status).toBe(403);
      const bad = await http(w.app, 'POST', '/api/admin/reference/featured-shops', who.staff, {
        ...shop,
        url: 'not a url',
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ params: { field: 'url' } });
      const created = await http<{ id: number }>(w.app, 'POST', '/api/admin/reference/featured-shops', who.staff, shop);
      expect(created.status).toBe(201);
      const pub = await http<{ results: Array<{ name: string }> }>(
        w.app,
        'GET',
        '/api/shop/featured?region=hk&category=Books',
      );
      expect(pub.body.results.map((r) => r.name)).toContain('Admin Test Shop');
      const del = await http(w.app, 'DELETE', `/api/admin/reference/featured-shops/${created.body.id}`, who.staff);
      expect(del.status).toBe(200);
      expect(
        (
          await http<{ results: Array<{ name: string }> }>(w.app, 'GET', '/api/shop/featured?region=hk&category=Books')
        ).body.results.map((r) => r.name),
      ).not.toContain('Admin Test Shop');
      const changes = await http<{
        results: Array<{ key: string; before: unknown; after: unknown; changed_by: string; changed_at: string }>;
      }>(w.app, 'GET', '/api/admin/reference/changes?table=featured_shops', who.auditor);
      const mine = changes.body.results.filter((c) => c.key === String(created.body.id));
      expect(mine).toHaveLength(2);
      expect(mine[0]).toMatchObject({ after: null, changed_by: accounts.staff.id });
      expect(mine[1]).toMatchObject({
        before: null,
        after: { name: 'Admin Test Shop' },
        changed_by: accounts.staff.id,
      });
      expect(Number.isNaN(Date.parse(mine[0].changed_at))).toBe(false);
      expect((await http(w.app, 'DELETE', `/api/admin/reference/featured-shops/999999`, who.staff)).status).toBe(404);
    });

    it('fee rates, pickup hours, prohibited items and currency rates: edits show in the public reads and the change log', async () => {
      const startedAt = Date.now();
      const rates = await http<{ results: Array<{ id: number }> }>(
        w.app,
        'GET',
        '/api/admin/reference/fee-rates',
        who.auditor,
      );
      const id = rates.body.results[0].id;
      const put = await http(w.app, 'PUT', `/api/admin/reference/fee-rates/${id}`, who.staff, { fee_flat_cents: 4321 });
      expect(put.body).toMatchObject({ id, fee_flat_cents: 4321 });
      expect(
        (await http(w.app, 'PUT', `/api/admin/reference/fee-rates/${id}`, who.staff, { fee_flat_cents: -1 })).body,
      ).toMatchObject({ params: { field: 'fee_flat_cents' } });
      const pub = await http<{ results: Array<{ id: number; fee_flat: unknown }> }>(
        w.app,
        'GET',
        '/api/order/rates?fee_country_from=1&fee_country_to=2',
      );
      expect(pub.body.results.find((r) => r.id === id)?.fee_flat).toEqual(expect.anything());
      expect(
        (
          await http<{ results: Array<{ id: number; fee_flat_cents: number }> }>(
            w.app,
            'GET',
            '/api/order/rates?fee_country_from=1&fee_country_to=2',
          )
        ).body.results.find((r) => r.id === id)?.fee_flat_cents,
      ).toBe(4321);

      const locations = await http<{ results: Array<{ id: string }> }>(
        w.app,
        'GET',
        '/api/admin/reference/pickup-locations',
        who.staff,
      );
      const loc = locations.body.results[0].id;
      const hours = [{ days: 'Mon-Sun', open: '09:00', close: '21:00' }];
      expect(
        (
          await http(w.app, 'PUT', `/api/admin/reference/pickup-locations/${loc}`, who.staff, {
            open_hours: hours,
            open_hours_text: 'Daily 09:00-21:00',
          })
        ).status,
      ).toBe(200);
      expect((await http(w.app, 'GET', `/api/location/detail/${loc}`)).body).toMatchObject({
        openHours: 'Daily 09:00-21:00',
        openHoursDetail: hours,
      });
      expect(
        (
          await http(w.app, 'PUT', `/api/admin/reference/pickup-locations/${loc}`, who.staff, {
            open_hours: [{ days: 'Mon', open: '25:00', close: '10:00' }],
          })
        ).status,
      ).toBe(400);

      const item = {
        name: 'admin_test_item',
        category: 'arts_and_culture',
        title: 'Admin test item',
        scope: 'all',
        description: 'Not allowed',
      };
      expect(
        (await http(w.app, 'POST', '/api/admin/reference/prohibited-items', who.staff, { ...item, category: 'nope' }))
          .body,
      ).toMatchObject({ params: { field: 'category' } });
      expect((await http(w.app, 'POST', '/api/admin/reference/prohibited-items', who.staff, item)).status).toBe(201);
      expect((await http(w.app, 'POST', '/api/admin/reference/prohibited-items', who.staff, item)).status).toBe(409);
      const publicItems = await http<{ categories: Array<{ items: Array<{ name: string }> }> }>(
        w.app,
        'GET',
        '/api/prohibited-items',
      );
      expect(publicItems.body.categories.flatMap((c) => c.items.map((i) => i.name))).toContain('admin_test_item');

      const hkd = await http(w.app, 'PUT', '/api/admin/reference/currency-rates/HKD', who.staff, {
        rate_micro: 7_790_000,
      });
      expect(hkd.body).toMatchObject({ currency: 'HKD', rate_micro: 7_790_000, per_usd: '7.790000' });
      expect(
        (await http(w.app, 'PUT', '/api/admin/reference/currency-rates/USD', who.staff, { rate_micro: 2 })).body,
      ).toMatchObject({ params: { field: 'currency' } });
      expect(
        (await http(w.app, 'PUT', '/api/admin/reference/currency-rates/HKD', who.auditor, { rate_micro: 2 })).status,
      ).toBe(403);
      const publicRates = await http<{ results: Array<{ currency: string; rate_micro: number }> }>(
        w.app,
        'GET',
        '/api/currency/rates',
      );
      expect(publicRates.body.results.find((r) => r.currency === 'HKD')?.rate_micro).toBe(7_790_000);
      for (const token of [who.requester, who.buyer])
        expect((await http(w.app, 'GET', '/api/admin/reference/fee-rates', token)).status).toBe(403);

      // Each edit is in the change log with who (the staff account) and when (during this test).
      const changeOf = async (table: string, key: string) => {
        const log = await http<{ results: ChangeRow[] }>(
          w.app,
          'GET',
          `/api/admin/reference/changes?table=${table}`,
          who.auditor,
        );
        expect(log.status).toBe(200);
        return log.body.results.filter((c) => c.key === key);
      };
      const fee = await changeOf('fee_rates', String(id));
      expect(fee).toHaveLength(1);
      expect(fee[0]).toMatchObject({
        table: 'fee_rates',
        after: { fee_flat_cents: 4321 },
        changed_by: accounts.staff.id,
      });
      expect(fee[0].before).not.toMatchObject({ fee_flat_cents: 4321 });
      const pickup = await changeOf('pickup_locations', loc);
      expect(pickup).toHaveLength(1);
      expect(pickup[0]).toMatchObject({
        after: { open_hours: hours, open_hours_text: 'Daily 09:00-21:00' },
        changed_by: accounts.staff.id,
      });
      const prohibited = await changeOf('prohibited_items', 'admin_test_item');
      expect(prohibited).toHaveLength(1);
      expect(prohibited[0]).toMatchObject({
        before: null,
        after: { name: 'admin_test_item', category: 'arts_and_culture', title: 'Admin test item' },
        changed_by: accounts.staff.id,
      });
      const currency = await changeOf('currency_rates', 'HKD');
      expect(currency).toHaveLength(1);
      // The log keeps the row as stored: rate_micro is a bigint column, so compare its value.
      expect(currency[0]).toMatchObject({ changed_by: accounts.staff.id });
      expect(Number((currency[0].after as { rate_micro: unknown }).rate_micro)).toBe(7_790_000);
      for (const change of [...fee, ...pickup, ...prohibited, ...currency]) {
        const at = Date.parse(change.changed_at);
        expect(at).toBeGreaterThanOrEqual(startedAt - 1000);
        expect(at).toBeLessThanOrEqual(Date.now() + 1000);
      }
      // Refused and invalid edits (auditor, bad values, the duplicate item) left no record.
      expect((await changeOf('currency_rates', 'USD')).length).toBe(0);
    });
  });
});
