import { RequestFeeEstimator } from '../../src/batch';
import { eventually, startInstance, startTestApp, type Instance, type TestApp } from '../support/kit';

/**
 * Pricing keeps the fee table in memory (one round trip less per create and re-pricing); a change
 * to fee_rates, by the console or straight in SQL, reaches every instance through the trigger's
 * NOTIFY (migration 1763899600000) and the next price uses the new rates.
 */
describe('fee rates: read once, re-read on every instance after a change', () => {
  let app: TestApp;
  let other: Instance;

  beforeAll(async () => {
    app = await startTestApp();
    other = await startInstance(app.databaseUrl);
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const estimatorOf = (server: { app: TestApp['app'] }) => server.app.get(RequestFeeEstimator, { strict: false });
  /** The sum of every rate's flat fee (row order is not fixed). */
  const flatTotal = async (server: { app: TestApp['app'] }) =>
    ((await estimatorOf(server).options()).feeRates ?? []).reduce((sum, r) => sum + r.feeFlat, 0);
  const rateCount = async () =>
    Number((await app.dataSource.query<{ n: string }[]>(`SELECT count(*) AS n FROM fee_rates`))[0].n);

  it('reads fee_rates once for repeated pricing', async () => {
    await estimatorOf(app).options();
    let reads = 0;
    const original = app.dataSource.query.bind(app.dataSource);
    const spy = jest
      .spyOn(app.dataSource, 'query')
      .mockImplementation((query: string, parameters?: Parameters<TestApp['dataSource']['query']>[1]) => {
        if (query.includes('FROM fee_rates')) reads += 1;
        return original(query, parameters);
      });
    try {
      for (let i = 0; i < 3; i += 1) await estimatorOf(app).options();
      expect(reads).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('prices with the new rates on both instances once fee_rates changed in SQL', async () => {
    const rates = await rateCount();
    expect(rates).toBeGreaterThan(0);
    const before = await flatTotal(app);
    expect(await flatTotal(other)).toBe(before);
    const after = before + 100 * rates;
    await app.dataSource.query(`UPDATE fee_rates SET fee_flat_cents = fee_flat_cents + 100`);
    try {
      await eventually(async () => (await flatTotal(app)) === after && (await flatTotal(other)) === after, {
        what: 'both instances to price with the changed fee table',
      });
    } finally {
      await app.dataSource.query(`UPDATE fee_rates SET fee_flat_cents = fee_flat_cents - 100`);
    }
  });
});
