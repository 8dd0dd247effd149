import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import type { SupportRooms } from '../../contracts/admin';
import { SupportInboxHeads1763904900000 } from '../../migrations/1763904900000-support-inbox-heads';
import { supportPageSql } from '../../src/people/chat/support-inbox.query';
import { connectAs, emitWithAck, http, people, useAppWorld } from '../support/kit';
import { executedPlan, genericPlan, wholeTableReads } from '../support/query-plans';
import { createTestDatabase } from '../support/test-database';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

type Ack = { ok: boolean; code?: string; message?: { id: string; message: string } };

const CUSTOMER_KEYS = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6'] as const;
const CUSTOMERS = CUSTOMER_KEYS.length;
const customerSpecs = Object.fromEntries(
  CUSTOMER_KEYS.map((key, i) => [key, { firstName: `Customer${i}`, lastName: 'Inbox', accountType: 'r' as const }]),
) as Record<(typeof CUSTOMER_KEYS)[number], { firstName: string; lastName: string; accountType: 'r' }>;

describe('The support inbox in pages, newest activity first', () => {
  const world = useAppWorld({ accounts: { ...people('staff', 'auditor'), ...customerSpecs } });
  const customer = (i: number) => world.accounts[CUSTOMER_KEYS[i]];
  const staffToken = () => world.accounts.staff.token;
  const roomOf = (i: number) => `${customer(i).id}_CS`;

  const say = async (i: number, message: string) => {
    const socket = world.track(await connectAs(world.app, customer(i).token));
    expect((await emitWithAck<Ack>(socket, 'chat:join', { room: roomOf(i) })).ok).toBe(true);
    const ack = await emitWithAck<Ack>(socket, 'chat:send', {
      id: randomUUID(),
      room: roomOf(i),
      message,
      message_type: 'text',
    });
    expect(ack.ok).toBe(true);
    socket.disconnect();
  };
  const page = (query: string, token = staffToken()) =>
    http<SupportRooms>(world.app, 'GET', `/api/admin/support/rooms${query}`, token);

  /** Every page from the first, `limit` rooms each: the rooms in the order the pages gave them. */
  const walk = async (limit: number) => {
    const rooms: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const answer = await page(`?limit=${limit}${before === null ? '' : `&before=${before}`}`);
      expect(answer.status).toBe(200);
      expect(answer.body.results.length).toBeLessThanOrEqual(limit);
      rooms.push(...answer.body.results.map((r) => r.room));
      before = answer.body.next;
      pages += 1;
      if (before !== null) expect(answer.body.results).toHaveLength(limit);
    } while (before !== null && pages < 1000);
    return { rooms, pages };
  };

  beforeAll(async () => {
    // One message each, c0 first: c6 has the newest activity.
    for (let i = 0; i < CUSTOMERS; i += 1) await say(i, `Question from ${i}`);
  });

  it('pages through every room once, newest activity first, with next null on the last page', async () => {
    const first = await page('?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(3);
    expect(first.body.next).toEqual(expect.any(String));
    expect(first.body.results[0]).toEqual({
      room: roomOf(6),
      account_id: customer(6).id,
      account_name: 'Customer6 Inbox',
      last_message: 'Question from 6',
      last_at: expect.any(String) as unknown,
      unread: 1,
    });

    const { rooms, pages } = await walk(3);
    expect(pages).toBe(3);
    expect(rooms).toEqual([6, 5, 4, 3, 2, 1, 0].map(roomOf));
    const last = await page(`?limit=3&before=${(await page('?limit=6')).body.next}`);
    expect(last.body).toMatchObject({ results: [{ room: roomOf(0) }], next: null });
    // Exactly one page's worth: no further page.
    expect((await page(`?limit=${CUSTOMERS}`)).body.next).toBeNull();
  });

  it('a new message in an old room brings it to the first page, and marking it read still works', async () => {
    await say(0, 'Any news on my parcel?');
    const first = await page('?limit=3');
    expect(first.body.results.map((r) => r.room)).toEqual([0, 6, 5].map(roomOf));
    expect(first.body.results[0]).toMatchObject({ last_message: 'Any news on my parcel?', unread: 2 });
    expect((await walk(3)).rooms).toEqual([0, 6, 5, 4, 3, 2, 1].map(roomOf));

    const read = await http(world.app, 'PUT', `/api/admin/support/rooms/${roomOf(0)}/read`, staffToken());
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ room: roomOf(0), unread: 0 });
    expect((await page('?limit=1')).body.results[0]).toMatchObject({ room: roomOf(0), unread: 0 });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['before=abc', 'before'],
    ['before=-1', 'before'],
    ['before=1e3', 'before'],
    ['before=99999999999999999999', 'before'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const bad = await page(`?${query}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field } });
  });

  it('is for staff and auditors only', async () => {
    expect((await page('', customer(1).token)).status).toBe(403);
    expect((await page('', world.accounts.auditor.token)).status).toBe(200);
  });

  it('answers 50 rooms by default and at most 100, keyset pages covering every room', async () => {
    // 120 more support rooms written directly: the triggers keep their heads.
    await world.app.dataSource.query(
      `INSERT INTO chat_messages (id, room, sender_id, sender_name, message, message_type)
       SELECT gen_random_uuid(), 'bulk' || g || '_CS', 'bulk' || g, 'Bulk', 'bulk ' || g, 'text'
         FROM generate_series(1, 120) g`,
    );
    const first = await page('');
    expect(first.body.results).toHaveLength(50);
    expect(first.body.results[0]).toMatchObject({ room: 'bulk120_CS', account_name: '', unread: 1 });
    expect(first.body.next).toEqual(expect.any(String));
    expect((await page('?limit=100')).body.results).toHaveLength(100);

    const { rooms, pages } = await walk(100);
    expect(pages).toBe(2);
    expect(new Set(rooms).size).toBe(rooms.length);
    expect(rooms).toHaveLength(120 + CUSTOMERS);
    expect(rooms.slice(0, 120)).toEqual(Array.from({ length: 120 }, (_, i) => `bulk${120 - i}_CS`));
    expect(rooms.slice(120)).toEqual([0, 6, 5, 4, 3, 2, 1].map(roomOf));
  });
});

/** The newest message of each support room, computed from chat_messages: what every head must be. */
const HEADS_FROM_MESSAGES = `
  SELECT DISTINCT ON (room) room, seq AS last_seq, message AS last_message, created_at AS last_at
    FROM chat_messages WHERE room LIKE '%\\_CS' ORDER BY room, seq DESC`;

describe('The support inbox heads (chat_support_rooms) in SQL', () => {
  let db: Client;
  const head = async (room: string) =>
    (
      await db.query<{ last_seq: string; last_message: string }>(
        `SELECT last_seq::text AS last_seq, last_message FROM chat_support_rooms WHERE room = $1`,
        [room],
      )
    ).rows[0];
  const message = async (room: string, sender: string, text: string, seq?: number) =>
    (
      await db.query<{ seq: string }>(
        `INSERT INTO chat_messages (id, room, sender_id, sender_name, message, message_type, seq)
         VALUES ($1, $2, $3, 'Someone', $4, 'text', COALESCE($5, nextval('chat_messages_seq_seq')))
         RETURNING seq::text AS seq`,
        [randomUUID(), room, sender, text, seq ?? null],
      )
    ).rows[0].seq;
  const differences = async () =>
    (
      await db.query<Record<string, unknown>>(
        `(SELECT room, last_seq, last_message, last_at FROM chat_support_rooms EXCEPT (${HEADS_FROM_MESSAGES}))
         UNION ALL ((${HEADS_FROM_MESSAGES}) EXCEPT SELECT room, last_seq, last_message, last_at FROM chat_support_rooms)`,
      )
    ).rows;

  beforeAll(async () => {
    db = new Client({ connectionString: await createTestDatabase() });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
  });

  it('keeps one head per support room: forward on insert, its text on update, recomputed on delete', async () => {
    const person = randomUUID();
    const room = `${person}_CS`;
    const orderRoom = `${randomUUID()}_${randomUUID()}`;
    await message(orderRoom, person, 'not a support room');
    expect(await head(orderRoom)).toBeUndefined();

    await message(room, person, 'My phone is +852 6123 4567');
    // A seq taken now and committed after the newer ones (two writers): it must not move the head back.
    const late = (await db.query<{ seq: string }>(`SELECT nextval('chat_messages_seq_seq')::text AS seq`)).rows[0].seq;
    const answer = await message(room, 'staff-1', 'We will call +852 6123 4567');
    expect(await head(room)).toEqual({ last_seq: answer, last_message: 'We will call +852 6123 4567' });
    const newest = await message(room, person, 'Thanks, my name is Olga Example');
    await message(room, person, 'late and older', Number(late));
    expect(await head(room)).toEqual({ last_seq: newest, last_message: 'Thanks, my name is Olga Example' });

    // The erasure's statements: the person's own lines anonymised, their values redacted from others'.
    await db.query(`UPDATE chat_messages SET message = $2, sender_name = $2 WHERE sender_id = ANY($1)`, [
      [person],
      '[deleted]',
    ]);
    expect(await head(room)).toEqual({ last_seq: newest, last_message: '[deleted]' });
    await db.query(`UPDATE chat_messages SET message = replace(message, $2, '[redacted]') WHERE room ~ $1`, [
      person,
      '+852 6123 4567',
    ]);
    // Deleting the head's message falls back to the room's newest message left.
    await db.query(`DELETE FROM chat_messages WHERE room = $1 AND seq = $2`, [room, newest]);
    expect(await head(room)).toEqual({ last_seq: answer, last_message: 'We will call [redacted]' });
    await db.query(`DELETE FROM chat_messages WHERE room = $1 AND seq = $2`, [room, answer]);
    expect(await head(room)).toEqual({ last_seq: late, last_message: '[deleted]' });
    const [{ found }] = (
      await db.query<{ found: number }>(
        `SELECT count(*)::int AS found FROM chat_support_rooms WHERE last_message LIKE '%6123 4567%'`,
      )
    ).rows;
    expect(found).toBe(0);

    await db.query(`DELETE FROM chat_messages WHERE room = $1`, [room]);
    expect(await head(room)).toBeUndefined();
    expect(await differences()).toEqual([]);
  });

  describe('at 20,000 support rooms and 100,000 messages', () => {
    beforeAll(async () => {
      await db.query(
        `INSERT INTO chat_messages (id, room, sender_id, sender_name, message, message_type, created_at)
         SELECT gen_random_uuid(), 'acct' || (g % 20000) || '_CS',
                CASE WHEN g % 3 = 0 THEN 'staff-1' ELSE 'acct' || (g % 20000) END, 'Someone',
                'message number ' || g, 'text', now() - interval '1 second' * (100000 - g)
           FROM generate_series(1, 100000) g`,
      );
      await db.query(
        `INSERT INTO chat_support_reads (room, last_read_seq, read_by)
         SELECT room, last_seq - 1, 'staff-1' FROM chat_support_rooms WHERE last_seq % 2 = 0`,
      );
      await db.query('ANALYZE chat_messages');
      await db.query('ANALYZE chat_support_rooms');
      await db.query('ANALYZE chat_support_reads');
    }, 120_000);

    const INBOX_TABLES = ['chat_messages', 'chat_support_rooms'];

    it.each([
      ['the first page', false],
      ['a following page', true],
    ])('%s reads an index, not the whole of chat_messages or the heads', async (_name, keyset) => {
      // The cursor of the 20th page of 50, and the newest message of all (the first row of the first page).
      const [{ cursor, newest }] = (
        await db.query<{ cursor: string; newest: string }>(
          `SELECT (SELECT last_seq::text FROM chat_support_rooms ORDER BY last_seq DESC OFFSET 999 LIMIT 1) AS cursor,
                  (SELECT max(seq)::text FROM chat_messages) AS newest`,
        )
      ).rows;
      const params = keyset ? [51, cursor] : [51];
      const { nodes } = await executedPlan(db, supportPageSql(keyset), params);
      expect(wholeTableReads(nodes, INBOX_TABLES)).toEqual([]);
      expect(wholeTableReads(await genericPlan(db, supportPageSql(keyset)), INBOX_TABLES)).toEqual([]);

      const page = await db.query<{ room: string; last_seq: string; unread: number }>(supportPageSql(keyset), params);
      expect(page.rows).toHaveLength(51);
      const seqs = page.rows.map((r) => Number(r.last_seq));
      expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
      if (keyset) expect(seqs[0]).toBe(Number(cursor) - 1);
      else expect(page.rows[0]).toMatchObject({ room: 'acct0_CS', last_seq: newest });
    });

    it('the migration backfills the same heads from existing messages (down, then up)', async () => {
      const runner = { query: (sql: string) => db.query(sql) } as unknown as QueryRunner;
      const migration = new SupportInboxHeads1763904900000();
      await db.query('BEGIN');
      await migration.down(runner);
      await migration.up(runner);
      await db.query('COMMIT');
      expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_support_rooms`)).rows[0].n).toBe(
        20000,
      );
      expect(await differences()).toEqual([]);
    });
  });
});
