import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createDataSource, migrate } from '../../src/platform/database/data-source';
import { eventHash, GENESIS_HASH } from '../../src/platform/event-store/integrity/event-hash';
import { jsonbText } from '../../src/platform/event-store/integrity/jsonb-text';
import { createTestDatabase } from '../support/test-database';

// The JavaScript chain (used where PostgreSQL cannot compute it: the EventStoreDB adapter) must give
// the very hash PostgreSQL's es_event_hash gives, so one export format and one verifier serve both.
const SAMPLES: unknown[] = [
  null,
  true,
  0,
  -0,
  42,
  -17.25,
  0.1,
  1e21,
  1.5e-7,
  -2.5e-9,
  123456789012345680000,
  Number.MAX_SAFE_INTEGER,
  '',
  'plain',
  'quote " backslash \\ slash / tab \t newline \n cr \r bell \u0007 unit \u001f del \u007f',
  '中文 emoji 🎉 line sep \u2028 nbsp \u00a0',
  [],
  {},
  [1, 'two', [3, { four: 4 }], null],
  { b: 1, a: 2, aa: 3, B: 4, ab: { z: [], y: {} }, '': 0, 長い: 'multi-byte key sorts by bytes', é: 1, z: 1 },
  {
    items: [{ name: 'Tote bag', qty: 2, price: { amount: 1999, currency: 'USD' } }],
    links: ['https://shop.example/item?a=1&b=2'],
  },
];

describe('event hash: JavaScript and PostgreSQL agree', () => {
  let db: Client;

  beforeAll(async () => {
    const url = await createTestDatabase();
    const ds = createDataSource(url, { poolSize: 1 });
    await ds.initialize();
    await migrate(ds);
    await ds.destroy();
    db = new Client({ connectionString: url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
  });

  test.each(SAMPLES.map((value) => [JSON.stringify(value), value]))('jsonb text of %s', async (_label, value) => {
    const { rows } = await db.query<{ text: string }>(`SELECT $1::jsonb::text AS text`, [JSON.stringify(value)]);
    expect(jsonbText(value)).toBe(rows[0].text);
  });

  test('eventHash equals es_event_hash for every sample as data and inside metadata', async () => {
    let previous = GENESIS_HASH;
    for (const [i, value] of SAMPLES.entries()) {
      const content = {
        streamId: `batch-${randomUUID()}`,
        revision: i,
        eventId: randomUUID().toUpperCase(),
        type: 'RequestCreated',
        schemaVersion: 1 + (i % 3),
        data: value,
        metadata: {
          actor: { id: 'u-1', role: 'requester' },
          sample: value,
          hash: 'ignored',
          previousHash: 'ignored',
          at: '2026-11-23T10:00:00.000Z',
        },
      };
      const { rows } = await db.query<{ hash: string }>(
        `SELECT es_event_hash($1, $2, $3::uuid, $4, $5, $6::jsonb, $7::jsonb, $8) AS hash`,
        [
          content.streamId,
          content.revision,
          content.eventId,
          content.type,
          content.schemaVersion,
          JSON.stringify(content.data),
          JSON.stringify(content.metadata),
          previous,
        ],
      );
      expect(eventHash(content, previous)).toBe(rows[0].hash);
      previous = rows[0].hash;
    }
  });
});
