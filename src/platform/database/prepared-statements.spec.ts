import type { DataSource } from 'typeorm';
import { MAX_PREPARED_TEXTS, PreparedStatements } from './prepared-statements';

function fakeDataSource() {
  const named: Array<{ name: string; text: string; values: unknown[] }> = [];
  const unnamed: string[] = [];
  const dataSource = {
    driver: {
      master: {
        query: (config: { name: string; text: string; values: unknown[] }) => {
          named.push(config);
          return Promise.resolve({ rows: [{ ok: true }] });
        },
      },
    },
    query: (text: string) => {
      unnamed.push(text);
      return Promise.resolve([{ ok: true }]);
    },
  } as unknown as DataSource;
  return { dataSource, named, unnamed };
}

describe('PreparedStatements', () => {
  it('runs a text under one name every time, and another text under another name', async () => {
    const { dataSource, named } = fakeDataSource();
    const prepared = new PreparedStatements(dataSource);
    expect(await prepared.query('SELECT $1', [1])).toEqual([{ ok: true }]);
    await prepared.query('SELECT $1', [2]);
    await prepared.query('SELECT $1 + 1', [3]);
    expect(named.map((c) => c.values)).toEqual([[1], [2], [3]]);
    expect(named[0].name).toBe(named[1].name);
    expect(named[2].name).not.toBe(named[0].name);
  });

  it(`prepares at most ${MAX_PREPARED_TEXTS} texts; the next ones run unnamed, the known ones stay named`, async () => {
    const { dataSource, named, unnamed } = fakeDataSource();
    const prepared = new PreparedStatements(dataSource);
    for (let i = 0; i < MAX_PREPARED_TEXTS + 3; i += 1) await prepared.query(`SELECT ${i}`, []);
    await prepared.query('SELECT 0', []);
    expect(named).toHaveLength(MAX_PREPARED_TEXTS + 1);
    expect(unnamed).toEqual([0, 1, 2].map((i) => `SELECT ${MAX_PREPARED_TEXTS + i}`));
  });
});
