import { Client } from 'pg';
import { executedPlan, genericPlan, wholeTableReads } from '../support/query-plans';
import { createTestDatabase } from '../support/test-database';

/** People signed up, and what a few months of e-mails, SMS, chat and alerts leave behind: enough pages that reading a whole table shows. */
const PEOPLE = 20_000;
const EVENTS = 60_000;

interface Person {
  userId: string;
  accountId: string;
  email: string;
  mobile: string;
}

interface Shape {
  name: string;
  /** The tables it must not read whole. */
  tables: string[];
  sql: string;
  params: (p: Person) => unknown[];
  /** The server sends it unprepared (custom plans only): the custom plan must also find its rows through an index condition. */
  customPlanIndexed?: boolean;
}

/**
 * The statements that read the tables growing with people and with time by a column no other index
 * serves: account deletion's erasure and the personal-data download (the person's sign-in
 * identities, chat lines, e-mails, SMS and notification e-mail records), the operators' alert lists
 * and dashboard, and the robot failures on each order's detail. Each must find its rows through an
 * index (migration 1763904800000): without one, every deletion or download read all of
 * outbox_email and notification_emails (about 0.3 s each at a million rows) with the person locked.
 */
const SHAPES: Shape[] = [
  {
    name: "the person's sign-in identities (erasure, personal data)",
    tables: ['user_identities'],
    sql: `SELECT email FROM user_identities WHERE user_id = $1 AND email IS NOT NULL`,
    params: (p) => [p.userId],
  },
  {
    name: "removing the person's sign-in identities (account deletion)",
    tables: ['user_identities'],
    sql: `DELETE FROM user_identities WHERE user_id = $1`,
    params: (p) => [p.userId],
  },
  {
    name: 'the chat images they sent (erasure)',
    tables: ['chat_messages'],
    sql: `SELECT message FROM chat_messages WHERE sender_id = ANY($1::text[]) AND message_type = 'image'`,
    params: (p) => [[p.accountId]],
  },
  {
    name: 'their chat lines anonymised (erasure)',
    tables: ['chat_messages'],
    sql: `UPDATE chat_messages SET message = $2, sender_name = $2 WHERE sender_id = ANY($1::text[]) RETURNING 1`,
    params: (p) => [[p.accountId], '[erased]'],
  },
  {
    name: 'their chat lines (personal data)',
    tables: ['chat_messages'],
    sql: `SELECT id, room, sender_name, message, message_type, created_at FROM chat_messages
         WHERE sender_id = ANY($1) ORDER BY seq`,
    params: (p) => [[p.accountId]],
  },
  {
    name: 'e-mails sent to them deleted (erasure)',
    tables: ['outbox_email'],
    sql: `DELETE FROM outbox_email WHERE lower(to_address) = ANY($1::text[]) RETURNING 1`,
    params: (p) => [[p.email]],
  },
  {
    name: 'e-mails sent to them (personal data)',
    tables: ['outbox_email'],
    sql: `SELECT to_address, subject, body, purpose, created_at FROM outbox_email WHERE lower(to_address) = lower($1) ORDER BY created_at`,
    params: (p) => [p.email],
  },
  {
    name: 'SMS sent to them deleted (erasure)',
    tables: ['outbox_sms'],
    sql: `DELETE FROM outbox_sms WHERE to_number = ANY($1::text[]) RETURNING 1`,
    params: (p) => [[p.mobile, p.email]],
  },
  {
    name: 'SMS sent to them (personal data)',
    tables: ['outbox_sms'],
    sql: `SELECT to_number, body, purpose, language, created_at FROM outbox_sms WHERE to_number = ANY($1) ORDER BY created_at`,
    params: (p) => [[p.mobile]],
  },
  {
    name: 'SMS delivery records of them deleted (erasure)',
    tables: ['sms_deliveries'],
    sql: `DELETE FROM sms_deliveries WHERE to_number = ANY($1::text[])
              OR reference = ANY (ARRAY(SELECT id::text FROM otp_verifications WHERE user_id = $2)) RETURNING 1`,
    params: (p) => [[p.mobile, p.email], p.userId],
  },
  {
    name: 'notification e-mail records of them deleted (erasure)',
    tables: ['notification_emails'],
    sql: `DELETE FROM notification_emails WHERE recipient_id = ANY($1::text[]) OR lower(to_address) = ANY($2::text[]) RETURNING 1`,
    params: (p) => [[p.accountId], [p.email]],
  },
  {
    name: 'the newest alerts on the operators’ dashboard',
    tables: ['timer_alerts', 'payment_alerts'],
    sql: `SELECT * FROM (
         SELECT 'payment' AS source, batch_id, batch_number, code, message, created_at FROM payment_alerts
         UNION ALL SELECT 'robot', batch_id, batch_number, code, message, created_at FROM robot_failures
         UNION ALL SELECT 'timer', batch_id, batch_number, kind, message, created_at FROM timer_alerts
       ) e ORDER BY created_at DESC LIMIT $1`,
    params: () => [20],
  },
  {
    name: 'the timer alerts list',
    tables: ['timer_alerts'],
    sql: `SELECT id::text AS id, kind, batch_id, batch_number, message, created_at FROM timer_alerts ORDER BY created_at DESC, id DESC LIMIT $1`,
    params: () => [100],
  },
  {
    name: 'the payment alerts list',
    tables: ['payment_alerts'],
    sql: `SELECT id, batch_id, batch_number, code, message, created_at, resolved_at FROM payment_alerts
         ORDER BY created_at DESC LIMIT $1`,
    params: () => [100],
  },
  {
    name: 'the robot failures of one order (its detail)',
    tables: ['robot_failures'],
    sql: `SELECT id::text AS id, batch_id, batch_number, sent_event_id, code, message, created_at FROM robot_failures
        WHERE ($1::text IS NULL OR batch_id = $1) ORDER BY created_at DESC, id DESC LIMIT $2`,
    params: () => ['b123', 50],
    customPlanIndexed: true,
  },
];

describe('Reading the tables that grow with people and with time', () => {
  let db: Client;
  let person: Person;

  beforeAll(async () => {
    db = new Client({ connectionString: await createTestDatabase() });
    await db.connect();
    await db.query(
      `INSERT INTO users (email, user_code, first_name, last_name, language_country, mobile)
       SELECT 'scale' || g || '@example.hk', 'SCALE' || g, 'First' || g, 'Last' || g, 'en-HK', '+852' || (50000000 + g)
         FROM generate_series(1, $1) g`,
      [PEOPLE],
    );
    await db.query(`INSERT INTO accounts (user_id, account_type) SELECT id, 'r' FROM users`);
    await db.query(
      `INSERT INTO user_identities (provider, subject, user_id, email) SELECT 'google', 'sub' || id, id, email FROM users`,
    );
    await db.query(`CREATE TEMP TABLE people AS
      SELECT row_number() OVER (ORDER BY a.id) AS n, a.id::text AS account_id, u.email, u.mobile
        FROM accounts a JOIN users u ON u.id = a.user_id`);
    await db.query(`CREATE INDEX ON people (n)`);
    const each = `FROM generate_series(1, $1) g JOIN people p ON p.n = 1 + g % $2`;
    await db.query(
      `INSERT INTO chat_messages (id, room, sender_id, sender_name, message, message_type)
       SELECT gen_random_uuid(), p.account_id || '_CS', p.account_id, 'Name', 'Message ' || g, 'text' ${each}`,
      [EVENTS, PEOPLE],
    );
    await db.query(
      `INSERT INTO outbox_email (to_address, subject, body, purpose)
       SELECT p.email, 'Your order N' || g, 'Your order N' || g || ' has moved on.', 'notification' ${each}`,
      [EVENTS, PEOPLE],
    );
    await db.query(
      `INSERT INTO outbox_sms (to_number, body, purpose, language) SELECT p.mobile, 'Your code', 'otp', 'en' ${each}`,
      [EVENTS, PEOPLE],
    );
    await db.query(
      `INSERT INTO sms_deliveries (reference, to_number, purpose, status, attempts, created_at, updated_at)
       SELECT 'ref' || g, p.mobile, 'otp', 'sent', 1, now(), now() ${each}`,
      [EVENTS, PEOPLE],
    );
    await db.query(
      `INSERT INTO notification_emails (event_id, recipient_id, purpose, to_address)
       SELECT gen_random_uuid(), p.account_id, 'notification', p.email ${each}`,
      [EVENTS, PEOPLE],
    );
    for (const [table, code] of [
      ['timer_alerts (kind, batch_id, batch_number, episode_event_id, message, created_at)', `'late', 'e' || g`],
      ['robot_failures (code, batch_id, batch_number, sent_event_id, message, created_at)', `'failed', 'e' || g`],
    ])
      await db.query(
        `INSERT INTO ${table} SELECT ${code.split(', ')[0]}, 'b' || g, 'N' || g, ${code.split(', ')[1]}, 'message',
                now() - g * interval '1 minute' FROM generate_series(1, $1) g`,
        [EVENTS],
      );
    await db.query(
      `INSERT INTO payment_alerts (dedupe_key, batch_id, batch_number, code, message, created_at, resolved_at)
       SELECT 'd' || g, 'b' || g, 'N' || g, 'code', 'message', now() - g * interval '1 minute', now()
         FROM generate_series(1, $1) g`,
      [EVENTS],
    );
    for (const table of [
      'users',
      'accounts',
      'user_identities',
      'chat_messages',
      'outbox_email',
      'outbox_sms',
      'sms_deliveries',
      'notification_emails',
      'timer_alerts',
      'robot_failures',
      'payment_alerts',
    ])
      await db.query(`ANALYZE ${table}`);
    const { rows } = await db.query<{ user_id: string; account_id: string; email: string; mobile: string }>(
      `SELECT u.id AS user_id, a.id::text AS account_id, u.email, u.mobile FROM accounts a JOIN users u ON u.id = a.user_id
        ORDER BY a.id OFFSET $1 LIMIT 1`,
      [PEOPLE / 2],
    );
    person = { userId: rows[0].user_id, accountId: rows[0].account_id, email: rows[0].email, mobile: rows[0].mobile };
  }, 60_000);

  afterAll(async () => {
    await db.end();
  });

  it.each(SHAPES)('$name goes through an index, not the whole table', async (shape) => {
    // Data-changing statements are explained inside a transaction that is rolled back.
    await db.query('BEGIN');
    try {
      const { nodes: custom } = await executedPlan(db, shape.sql, shape.params(person));
      expect(wholeTableReads(custom, shape.tables)).toEqual([]);
      if (shape.customPlanIndexed)
        expect(
          custom
            .filter((n) => shape.tables.includes(n['Relation Name'] ?? '') && !n['Index Cond'])
            .map((n) => n['Node Type']),
        ).toEqual([]);
      // Statements prepared by the server reuse a generic plan: it must not scan the table either.
      expect(wholeTableReads(await genericPlan(db, shape.sql), shape.tables)).toEqual([]);
    } finally {
      await db.query('ROLLBACK');
    }
  });

  it('still finds exactly the person’s rows', async () => {
    await expect(db.query(SHAPES[0].sql, SHAPES[0].params(person))).resolves.toMatchObject({ rowCount: 1 });
    const emails = await db.query(SHAPES[6].sql, SHAPES[6].params(person));
    expect(emails.rowCount).toBe(EVENTS / PEOPLE);
    expect(emails.rows.every((r: { to_address: string }) => r.to_address === person.email)).toBe(true);
  });
});
