import { RequestFeeEstimator } from '../../src/batch';
import { eventually, type TestApp, useAppWorld } from '../support/kit';

/**
 * Pricing keeps the fee table in memory (one round trip less per create and re-pricing); a change
 * to fee_rates, by the console or straight in SQL, reaches every instance through the trigger's
 * NOTIFY (migration 1763899600000) and the next price uses the new rates.
 */
describe('fee rates: read once, re-read on every instance after a change', () => {
  const world = useAppWorld({ second: {} });

  const estimatorOf = (server: { app: TestApp['app'] }) => server.app.get(RequestFeeEstimator, { strict: false });
  /** The sum of every rate's flat fee (row order is not fixed). */
  const flatTotal = async (server: { app: TestApp['app'] }) =>
    ((await estimatorOf(server).options()).feeRates ?? []).reduce((sum, r) => sum + r.feeFlat, 0);
  const rateCount = async () =>
    Number((await world.app.dataSource.query<{ n: string }[]>(`SELECT count(*) AS n FROM fee_rates`))[0].n);

  it('reads fee_rates once for repeated pricing', async () => {
    await estimatorOf(world.app).options();
    let reads = 0;
    const original = world.app.dataSource.query.bind(world.app.dataSource);
    const spy = jest
      .spyOn(world.app.dataSource, 'query')
      .mockImplementation((query: string, parameters?: Parameters<TestApp['dataSource']['query']>[1]) => {
        if (query.includes('FROM fee_rates')) reads += 1;
        return original(query, parameters);
      });
    try {
      for (let i = 0; i < 3; i += 1) await estimatorOf(world.app).options();
      expect(reads).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('prices with the new rates on both instances once fee_rates changed in SQL', async () => {
    const rates = await rateCount();
    expect(rates).toBeGreaterThan(0);
    const before = await flatTotal(world.app);
    expect(await flatTotal(world.second)).toBe(before);
    const after = before + 100 * rates;
    await world.app.dataSource.query(`UPDATE fee_rates SET fee_flat_cents = fee_flat_cents + 100`);
    try {
      await eventually(
        async () => (await flatTotal(world.app)) === after && (await flatTotal(world.second)) === after,
        {
          what: 'both instances to price with the changed fee table',
        },
      );
    } finally {
      await world.app.dataSource.query(`UPDATE fee_rates SET fee_flat_cents = fee_flat_cents - 100`);
    }
  });
});
