// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { DEFAULT_FEE_RATES } from '@machines/pricing/fee-rates';
import { DEMO_ACCOUNTS } from '../../src/dev/seed/demo-accounts';
import { call, useAppWorld } from '../support/kit';

type Row = Record<string, unknown>;

describe('Reference data (public GETs, seeded by migrations)', () => {
  const world = useAppWorld({ seedDemo: true });
  const get = <T = Row[]>(path: string, token?: string) => call<T>(world.app, 'GET', path, { token });
  const [REQUESTER, BUYER] = DEMO_ACCOUNTS;

  it('serves the 15 countries with fixed ids, calling codes, permissions and localized names', async () => {
    const { status, body } = await get('/api/country/?lang=zh-tw');
    expect(status).toBe(200);
    expect(body.map((c) => c.shortcode)).toEqual([
      'us',
      'hk',
      'tw',
      'mo',
      'jp',
      'sg',
      'my',
      'ph',
      'cn',
      'ca',
      'kr',
      'it',
      'uk',
      'au',
      'th',
    ]);
    expect(body.slice(0, 4)).toMatchObject([
      { id: 1, shortcode: 'us', calling_code: '+1', country_name_en: 'United States' },
      { id: 2, shortcode: 'hk', calling_code: '+852', permission: 'rb', name: '香港' },
      { id: 3, shortcode: 'tw', calling_code: '+886', name: '臺灣', country_name_zh_hk: '台灣' },
      { id: 4, shortcode: 'mo', calling_code: '+853', permission: 'r' },
    ]);
  });

  it('never offers Taiwan as a destination (permission r)', async () => {
    const destinations = (await get('/api/country/?permission=r')).body.map((c) => c.shortcode);
    expect(destinations).toEqual(['hk', 'mo']);
    const origins = (await get('/api/country/?permission=b')).body.map((c) => c.shortcode);
    expect(origins).toEqual(expect.arrayContaining(['us', 'hk', 'tw', 'jp']));
  });

  it('serves HK and Macau regions and districts, Taiwan states and cities, with localized names', async () => {
    const regions = (await get('/api/country/2/regions/?lang=zh-hk')).body;
    expect(regions.map((r) => r.name)).toEqual(['香港島', '九龍', '新界']);
    expect((await get('/api/region/3/districts/')).body.map((d) => d.name)).toContain('Tuen Mun');
    expect((await get('/api/country/4/regions/')).body.map((r) => r.name)).toEqual([
      'Macau Peninsula',
      'Taipa',
      'Coloane',
    ]);
    expect((await get('/api/country/3/states/?lang=zh-tw')).body[0]).toMatchObject({
      state_name: 'Taipei City',
      name: '臺北市',
    });
    expect((await get('/api/state/1/cities/?lang=zh-tw')).body.map((c) => c.name)).toContain('大安區');
  });

  it('falls back to the base name when a localized name is empty', async () => {
    const states = (await get('/api/country/1/states/?lang=zh-hk')).body;
    expect(states.find((s) => s.state_name === 'California')).toMatchObject({
      state_name_zh_hk: '',
      name: 'California',
    });
  });

  it('answers unknown or malformed ids with 404 / 400', async () => {
    expect((await get('/api/country/999/regions/')).status).toBe(404);
    expect((await get('/api/region/999/districts/')).status).toBe(404);
    expect((await get<Row>('/api/country/abc/regions/')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'id' },
    });
    expect((await get('/api/country/?lang=fr')).status).toBe(400);
    expect((await get('/api/country/?permission=x')).status).toBe(400);
  });

  it('answers GET /api/country/{id} for an unknown id with 404 and for a garbage id with 400', async () => {
    expect((await get<Row>('/api/country/2/')).body).toMatchObject({ id: 2 });
    for (const unknown of ['/api/country/999/', '/api/country/2147483647']) {
      const reply = await get<Row>(unknown);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ code: 'REFERENCE_NOT_FOUND', params: { kind: 'country' } });
    }
    for (const garbage of ['abc', '0', '-1', '1.5', '99999999999', '%20', '1%27%20OR%201%3D1']) {
      const reply = await get<Row>(`/api/country/${garbage}/`);
      expect([garbage, reply.status]).toEqual([garbage, 400]);
      expect(reply.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'id' } });
    }
  });

  it('answers GET /api/state/{id}/cities/ for an unknown state with 404 and for a garbage id with 400', async () => {
    const unknown = await get<Row>('/api/state/999999/cities/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'REFERENCE_NOT_FOUND', params: { kind: 'state' } });
    for (const garbage of ['abc', '0', '-5', '2.5', '99999999999']) {
      const reply = await get<Row>(`/api/state/${garbage}/cities/`);
      expect([garbage, reply.status]).toEqual([garbage, 400]);
      expect(reply.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'id' } });
    }
    // A known state with a bad language is still the client's mistake, not the server's.
    expect((await get('/api/state/1/cities/?lang=xx')).status).toBe(400);
  });

  it('serves categories with localized names', async () => {
    const categories = (await get('/api/category/?lang=zh-hk')).body;
    expect(categories).toHaveLength(11);
    expect(categories[0]).toMatchObject({
      id: 1,
      code: 'womens_fashion',
      category_name_en: "Women's Fashion",
      name: '女裝',
    });
  });

  it('serves units and currencies (TWD shown as NTD)', async () => {
    const { body } = await get<{ weight: Row[]; currency: Row[]; payment_currency: string }>('/api/item/unit/');
    expect(body.weight.map((w) => w.code)).toEqual(['LBS', 'KG', 'OZ']);
    expect(body.currency.map((c) => c.display)).toEqual(['USD', 'HKD', 'NTD']);
    expect(body.payment_currency).toBe('HKD');
  });

  it('serves fee rates, defaulting to from-country 1 to-country 2', async () => {
    const { body } = await get<{ fee_country_from: number; fee_country_to: number; results: Row[] }>(
      '/api/order/rates/',
    );
    expect(body).toMatchObject({ fee_country_from: 1, fee_country_to: 2 });
    expect(body.results[0]).toMatchObject({
      fee_country_from: 1,
      fee_country_to: 2,
      weight_type: 1,
      price_type: 'USD',
      fee_flat: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    // The same rows the pricing module quotes with.
    const [usHk] = DEFAULT_FEE_RATES;
    expect(body.results[0]).toMatchObject({ fee_flat_cents: usHk.feeFlat, fee_per_weight_cents: usHk.feePerWeight });
    const japan = (await get<{ results: Row[] }>('/api/order/rates/?fee_country_from=5&fee_country_to=2')).body.results;
    expect(japan).toHaveLength(1);
    expect((await get('/api/order/rates/?fee_country_from=x')).status).toBe(400);
  });

  it('serves the seven pickup locations with districts and hours per spec', async () => {
    const { body } = await get('/api/location/');
    expect(body.map((l) => l.id)).toEqual([
      'bns-hq',
      'bns-kf',
      'bns-lck',
      'elink-kt',
      'elink-mk',
      'elink-tm',
      'elink-wc',
    ]);
    expect(body.map((l) => l.district)).toEqual([
      'Kwai Hing',
      'Kwai Fong',
      'Lai Chi Kok',
      'Kwun Tong',
      'Mong Kok',
      'Tuen Mun',
      'Wan Chai',
    ]);
    for (const location of body) {
      const extended = location.id === 'elink-tm' || location.id === 'elink-wc';
      expect(location.openHours).toBe(
        extended
          ? 'Mon-Fri 12pm-8pm, Sat 12pm-7pm. Closed on Sundays and public holidays.'
          : 'Mon-Fri 12pm-7pm, Sat 12pm-5pm. Closed on Sundays and public holidays.',
      );
      expect(location).toMatchObject({
        addressLine1: expect.any(String),
        addressLine2: expect.any(String),
        stateId: expect.any(Number),
        cityId: expect.any(Number),
        geolink: expect.stringContaining('https://'),
      });
    }
    expect((await get<Row>('/api/location/detail/elink-wc/')).body).toMatchObject({
      id: 'elink-wc',
      district: 'Wan Chai',
      stateId: 1,
    });
    expect((await get<Row>('/api/location/bns-kf/')).body).toMatchObject({ id: 'bns-kf' });
    expect((await get('/api/location/2/')).body.map((l) => l.id)).toEqual(['bns-lck', 'elink-kt', 'elink-mk']);
    expect((await get('/api/location/detail/nowhere/')).status).toBe(404);
  });

  it('serves featured shops by region and category (Hong Kong has no Others)', async () => {
    const us = (
      await get<{ region: string; category: string; categories: string[]; results: Row[] }>('/api/shop/featured/')
    ).body;
    expect(us).toMatchObject({ region: 'us', category: 'All' });
    expect(us.categories).toContain('Others');
    for (const category of us.categories.filter((c) => c !== 'All')) {
      expect(us.results.some((shop) => (shop.categories as string[]).includes(category))).toBe(true);
    }
    const hk = (await get<{ categories: string[]; results: Row[] }>('/api/shop/featured/?region=hk')).body;
    expect(hk.categories).not.toContain('Others');
    expect(hk.results.every((shop) => typeof shop.description === 'string' && shop.description.length > 10)).toBe(true);
    expect((await get<{ results: Row[] }>('/api/shop/featured/?region=hk&category=Others')).body.results).toEqual([]);
    const books = (await get<{ results: Row[] }>('/api/shop/featured/?region=us&category=Books')).body.results;
    expect(books.every((shop) => (shop.categories as string[]).includes('Books'))).toBe(true);
    expect((await get('/api/shop/featured/?region=jp')).status).toBe(400);
  });

  it('serves prohibited items grouped by category with the all/usa filter', async () => {
    const all = (await get<{ categories: Array<{ key: string; items: Row[] }> }>('/api/prohibited-items/')).body
      .categories;
    expect(all.map((c) => c.key)).toEqual([
      'arts_and_culture',
      'food_and_health',
      'nature_science_technology',
      'luxury_and_entertainment',
      'special_items',
      'dangerous_goods',
      'others',
    ]);
    const usa = (await get<{ categories: Array<{ items: Row[] }> }>('/api/prohibited-items/?country=usa')).body
      .categories;
    const count = (groups: Array<{ items: Row[] }>) => groups.reduce((n, g) => n + g.items.length, 0);
    expect(count(usa)).toBeGreaterThan(count(all));
    expect((await get('/api/prohibited-items/?country=uk')).status).toBe(400);
  });

  it("shows languages by role: guests never see en-us and zh-tw, a requester their country's; buyers see all", async () => {
    const locales = async (token?: string) =>
      (await get<Array<{ locale: string; currency: string }>>('/api/language/', token)).body.map((l) => l.locale);
    expect(await locales()).toEqual(['en-hk', 'zh-hk', 'zh-mo']);
    expect(await locales(world.app.tokenFor({ id: REQUESTER.accountId, accountType: 'r' }))).toEqual([
      'en-hk',
      'zh-hk',
    ]);
    expect(await locales(world.app.tokenFor({ id: BUYER.accountId, accountType: 'b' }))).toEqual([
      'en-us',
      'en-hk',
      'zh-hk',
      'zh-tw',
      'zh-mo',
    ]);
    const zhTw = (
      await get<Array<{ locale: string; currency: string }>>(
        '/api/language/',
        world.app.tokenFor({ id: BUYER.accountId, accountType: 'b' }),
      )
    ).body.find((l) => l.locale === 'zh-tw');
    expect(zhTw?.currency).toBe('NTD');
  });

  it('exposes the client configuration flags without secrets', async () => {
    const { status, body } = await get<Row>('/api/config/');
    expect(status).toBe(200);
    expect(body).toEqual({
      disableSignup: true,
      forceHongKongEnglish: true,
      cancelPaymentReason: true,
      devSignIn: true,
      // The batch machine's option, so the customer app asks the machine with the server's options.
      allowCancelPaymentBeforePurchase: true,
      // docs/arrival.md: the charged weight's basis (the pages word it) and the arrival periods shown.
      chargeBasis: 'actual',
      arrivalReviewDays: 3,
      disputeWindowDays: 14,
      // Spec §9 notification reload interval, from NOTIFICATION_RELOAD_MS.
      notificationReloadMs: 180_000,
      googleClientId: null,
      facebookAppId: null,
      defaultLocale: 'en-hk',
      // Spec §7 configuration: the B2B tracking link template and the hosts of a split deployment.
      trackingLinkTemplate: 'https://t.17track.net/en#nums={tracking_number}',
      apiHost: null,
      homePageHost: null,
      socketHost: null,
    });
  });
});
