import { Client } from 'pg';
import { redactionStatement } from '../../src/people/erasure/people-erasure.step';
import { ERASED } from '../../src/platform/personal-data/sealed-value';
import { createTestDatabase } from '../support/test-database';

/**
 * The erasure cuts a person's values out of what others hold (e-mails and SMS to the buyer, others'
 * chat lines) with one statement per table for all values and columns. It must leave exactly what
 * one replace per value and column left, in the values' order, and touch no row without a value.
 */
describe('Redacting a person’s values from others’ text in one statement', () => {
  let db: Client;
  const values = ['Chan Tai Man', 'tai.man@example.hk', '+85291234567'];
  const rows: [string, string | null, string | null][] = [
    ['Dear Chan Tai Man, your parcel', 'Order for Chan Tai Man', null],
    ['Reply to tai.man@example.hk or +85291234567', 'Nothing here', '<p>tai.man@example.hk</p>'],
    ['Unrelated text', 'Unrelated subject', '<p>Chan Tai</p>'],
    ['Chan Tai Man Chan Tai Man', 'x', 'Call +85291234567, +85291234567'],
  ];

  beforeAll(async () => {
    db = new Client({ connectionString: await createTestDatabase() });
    await db.connect();
    await db.query(`CREATE TABLE letters (n int, body text NOT NULL, subject text NOT NULL, html text, kind text)`);
    for (const [i, [body, subject, html]] of rows.entries())
      await db.query(`INSERT INTO letters VALUES ($1, $2, $3, $4, $5)`, [i, body, subject, html, i % 2 ? 'b' : 'a']);
  });

  afterAll(async () => {
    await db.end();
  });

  const oneByOne = (text: string | null) =>
    text === null ? null : values.reduce((t, v) => t.split(v).join(ERASED), text);

  it('leaves what one replace per value and column left, and counts the rows it changed', async () => {
    const changed = await db.query(redactionStatement('letters', ['body', 'subject', 'html'], values.length), [
      values,
      ERASED,
    ]);
    expect(changed.rowCount).toBe(3);
    const { rows: after } = await db.query<{ body: string; subject: string; html: string | null }>(
      `SELECT body, subject, html FROM letters ORDER BY n`,
    );
    expect(after).toEqual(
      rows.map(([body, subject, html]) => ({ body: oneByOne(body), subject: oneByOne(subject), html: oneByOne(html) })),
    );
  });

  it('keeps to the rows its condition allows, with the condition’s own parameters after the values', async () => {
    await db.query(`UPDATE letters SET body = 'Hello Chan Tai Man'`);
    const changed = await db.query(redactionStatement('letters', ['body'], values.length, 'kind = $3'), [
      values,
      ERASED,
      'b',
    ]);
    expect(changed.rowCount).toBe(2);
    const { rows: after } = await db.query<{ kind: string; body: string }>(`SELECT kind, body FROM letters ORDER BY n`);
    expect(after.map((r) => r.body)).toEqual(
      after.map((r) => (r.kind === 'b' ? `Hello ${ERASED}` : 'Hello Chan Tai Man')),
    );
  });
});
