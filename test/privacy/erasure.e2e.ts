import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { readModelProjections } from '../../src/batch';
import { PersonalDataErasure } from '../../src/people/erasure';
import { EVENT_STORE, type EventStore } from '../../src/platform/event-store/event-store.port';
import { SmsDeliveries } from '../../src/platform/outbox/sms-deliveries';
import { rebuildProjection } from '../../src/platform/projections/rebuild/projection-rebuilder';
import { EVENT_LOG_SOURCE } from '../../src/platform/projections/runner/create-log-source';
import type { EventLogSource } from '../../src/platform/projections/runner/event-log-source';
import {
  call,
  connectAs,
  driveTo,
  emitWithAck,
  givenAccount,
  http,
  png,
  startTestApp,
  type Account,
  type Driven,
  type TestApp,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

// Spellings no other fixture uses, so a hit anywhere is this person's data.
const FIRST = 'Erasmusine';
const LAST = 'Quillfeather';
const PHONE = '+85291827364';
// A number they were once sent a code at, no longer on the account.
const OLD_PHONE = '+85261827355';
const RECIPIENT_EMAIL = 'erasmusine.quill@example.hk';
const STREET = '88 Zetlandia Terrace';
const ADDRESS = {
  recipient_name: `${FIRST} ${LAST}`,
  recipient_email: RECIPIENT_EMAIL,
  contact_number: PHONE,
  address_line1: STREET,
  address_line2: 'Flat 7Q, Quillfeather Mansion',
  district: 'Central',
  country: 'hk',
};

type Hit = { table: string; column: string; needle: string };

/** Every text-like column of every table in the schema (the event log's payloads included). */
async function scanTables(app: TestApp, needles: readonly string[]): Promise<Hit[]> {
  const columns: { table_name: string; column_name: string }[] = await app.dataSource.query(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'jsonb', 'json', 'character varying', 'character', 'ARRAY', 'bytea')`,
  );
  const hits: Hit[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows: { needle: string }[] = await app.dataSource.query(
      `SELECT n AS needle FROM unnest($1::text[]) AS n
        WHERE EXISTS (SELECT 1 FROM "${table}" WHERE strpos(lower("${column}"::text), lower(n)) > 0)`,
      [needles],
    );
    for (const row of rows) hits.push({ table, column, needle: row.needle });
  }
  return hits;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('Erasure of a person: encrypted personal fields, erased everywhere', () => {
  let app: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'erasure-e2e-'));
  let requester: Account;
  let buyer: Account;
  let staff: Account;
  let requesterUserId: string;
  let requesterEmail: string;
  let avatarUrl: string;
  const batches: Driven[] = [];
  const sockets: Socket[] = [];
  let needles: string[];

  beforeAll(async () => {
    app = await startTestApp({ DATA_DIR: dataDir, UPLOAD_STORAGE: 'local' });
    requester = await givenAccount(app, {
      accountType: 'r',
      firstName: FIRST,
      lastName: LAST,
      mobile: PHONE,
      activated: true,
    });
    buyer = await givenAccount(app, { accountType: 'b', firstName: 'Bora', lastName: 'Buyer', activated: true });
    staff = await givenAccount(app, { accountType: 's', firstName: 'Sia', lastName: 'Staff', activated: true });
    requesterEmail = requester.email;
    [{ user_id: requesterUserId }] = await app.dataSource.query(`SELECT user_id::text FROM accounts WHERE id = $1`, [
      requester.id,
    ]);
    needles = [FIRST, LAST, PHONE, PHONE.slice(4), OLD_PHONE, RECIPIENT_EMAIL, requesterEmail, STREET, 'Zetlandia'];

    // SMS through the gateway port: delivery records to their mobile and for a code sent to an older number.
    const [code]: { id: string }[] = await app.dataSource.query(
      `INSERT INTO otp_verifications (user_id, phone_number, code_hash, language, status, created_at, expires_at)
       VALUES ($1, $2, 'hash', 'en', 'consumed', now(), now()) RETURNING id::text`,
      [requesterUserId, OLD_PHONE],
    );
    const sms = app.app.get(SmsDeliveries);
    await sms.attempt(randomUUID(), { to: PHONE, body: 'Your code is 123456', purpose: 'otp', language: 'en' });
    await sms.attempt(code.id, { to: OLD_PHONE, body: 'Your code is 654321', purpose: 'otp', language: 'en' });

    // Two batches delivered to an address, both completed (deleting an account needs no active request).
    for (let n = 0; n < 2; n += 1)
      batches.push(
        await driveTo(
          app,
          'completed',
          { requester, buyer, staff },
          { request: { pickup_location_id: undefined, shipping_address: ADDRESS } },
        ),
      );

    // A chat in the first batch's room: the requester writes, the buyer quotes the name.
    const room = `${buyer.id}_${requester.id}_${batches[0].batchNumber}`;
    const mine = await connectAs(app, requester.token);
    const theirs = await connectAs(app, buyer.token);
    sockets.push(mine, theirs);
    const sent = await emitWithAck<{ ok: boolean }>(mine, 'chat:send', {
      room,
      id: randomUUID(),
      message: `Please call ${FIRST} at ${PHONE}`,
      message_type: 'text',
    });
    expect(sent.ok).toBe(true);
    const reply = await emitWithAck<{ ok: boolean }>(theirs, 'chat:send', {
      room,
      id: randomUUID(),
      message: `Noted, ${FIRST} ${LAST}`,
      message_type: 'text',
    });
    expect(reply.ok).toBe(true);

    // An avatar.
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png(300, 200))], { type: 'image/png' }), 'me.png');
    const updated = await call<{ avatar: string }>(app, 'PATCH', `/api/account/update/${requesterUserId}/`, {
      token: requester.token,
      form,
    });
    expect(updated.status).toBe(200);
    avatarUrl = updated.body.avatar;
    expect(avatarUrl).toMatch(/^\/api\/uploads\/avatars\//);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  it('stores the personal fields of batch events sealed: the log never holds them in clear', async () => {
    const stored: { data: string }[] = await app.dataSource.query(
      `SELECT data::text AS data FROM es_events WHERE event_type = 'RequestCreated' AND stream_id = ANY($1)`,
      [batches.map((b) => `batch-${b.id}`)],
    );
    expect(stored).toHaveLength(2);
    for (const { data } of stored) {
      for (const needle of [FIRST, LAST, PHONE, RECIPIENT_EMAIL, STREET]) expect(data).not.toContain(needle);
      expect(data).toContain('"$pd"');
      // Non-personal fields stay in clear.
      expect(data).toContain('"country": "hk"');
    }
    // Read through the app, they are opened: the requester sees their own address.
    const detail = await http<{ delivery: { address: Record<string, string> } }>(
      app,
      'GET',
      `/api/batch/orders/${batches[0].id}`,
      requester.token,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.delivery.address).toMatchObject({ recipientName: `${FIRST} ${LAST}`, contactNumber: PHONE });
    // Before the erasure the person is findable (the scan below is not vacuous).
    expect((await scanTables(app, needles)).map((h) => h.table)).toEqual(
      expect.arrayContaining(['users', 'rm_batch_detail', 'chat_messages', 'sms_deliveries', 'outbox_sms']),
    );
  });

  it('account deletion erases the person: no table, event payload or upload holds their data in clear', async () => {
    const deleted = await call(app, 'DELETE', `/api/account/delete/${requesterUserId}/`, { token: requester.token });
    expect({ status: deleted.status, body: deleted.body }).toMatchObject({ status: 200 });

    expect(await scanTables(app, needles)).toEqual([]);
    // The avatar file is gone, and no stored file carries their data.
    expect(existsSync(join(dataDir, 'uploads', avatarUrl.replace('/api/uploads/', '')))).toBe(false);
    for (const file of filesUnder(join(dataDir, 'uploads'))) {
      const text = readFileSync(file).toString('latin1').toLowerCase();
      for (const needle of needles) expect(text).not.toContain(needle.toLowerCase());
    }
    const [key]: { wrapped_key: string | null; erased_at: Date | null }[] = await app.dataSource.query(
      `SELECT wrapped_key, erased_at FROM personal_data_keys WHERE subject_id = $1`,
      [requester.id],
    );
    expect(key.wrapped_key).toBeNull();
    expect(key.erased_at).toBeInstanceOf(Date);
  });

  it('the erasure service (the privacy requests call it) takes an account id too; erasing again is harmless', async () => {
    const report = await app.app.get(PersonalDataErasure).erase(requester.id);
    expect(report).toMatchObject({ user_id: requesterUserId, account_ids: [requester.id] });
    expect(report.counts.batch).toMatchObject({ batch_snapshots: 0 });
    expect(await scanTables(app, needles)).toEqual([]);
    await expect(app.app.get(PersonalDataErasure).erase(randomUUID())).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
    });
  });

  it('the hash chain of every touched stream still verifies, and the audit replay shows "[erased]"', async () => {
    const store = app.app.get<EventStore>(EVENT_STORE);
    for (const batch of batches) {
      const chain = await store.verifyStreamChain(`batch-${batch.id}`);
      expect(chain.ok).toBe(true);
      const verify = await http<{ ok: boolean }>(
        app,
        'GET',
        `/api/admin/batches/${batch.id}/history/verify`,
        staff.token,
      );
      expect(verify.body).toMatchObject({ ok: true });
      const history = await http<Record<string, unknown>>(
        app,
        'GET',
        `/api/admin/batches/${batch.id}/history`,
        staff.token,
      );
      expect(history.status).toBe(200);
      const text = JSON.stringify(history.body);
      expect(text).toContain('[erased]');
      for (const needle of needles) expect(text).not.toContain(needle);
    }
  });

  it('read models rebuilt from the log show the erased placeholders', async () => {
    const source = app.app.get<EventLogSource>(EVENT_LOG_SOURCE);
    for (const projection of readModelProjections())
      await rebuildProjection({ databaseUrl: app.databaseUrl, projection, source });
    const rows: {
      state: { context: { delivery: { address: Record<string, string> }; rating: { review: string } } };
    }[] = await app.dataSource.query(`SELECT state FROM rm_batch_detail WHERE batch_id = ANY($1)`, [
      batches.map((b) => b.id),
    ]);
    expect(rows).toHaveLength(2);
    for (const { state } of rows) {
      expect(state.context.delivery.address).toEqual({
        recipientName: '[erased]',
        recipientEmail: '[erased]',
        contactNumber: '[erased]',
        addressLine1: '[erased]',
        addressLine2: '[erased]',
        district: '[erased]',
        country: 'hk',
      });
      expect(state.context.rating.review).toBe('[erased]');
    }
    expect(await scanTables(app, needles)).toEqual([]);
  });

  it("the buyer's and staff's views of the batches still answer, with the placeholders, money and statuses kept", async () => {
    for (const batch of batches) {
      for (const token of [buyer.token, staff.token]) {
        const detail = await http<{
          status: string;
          delivery: { address: Record<string, string> };
          payment: { captured: number };
        }>(app, 'GET', `/api/batch/orders/${batch.id}`, token);
        expect(detail.status).toBe(200);
        expect(detail.body.status).toBe('completed');
        expect(detail.body.delivery.address.recipientName).toBe('[erased]');
        expect(detail.body.payment.captured).toBe(batch.detail.payment?.captured);
      }
    }
    for (const token of [buyer.token, staff.token]) {
      const list = await http<{ results: { id: string }[] }>(app, 'GET', '/api/batch/orders?page_size=50', token);
      expect(list.status).toBe(200);
      expect(list.body.results.map((r) => r.id)).toEqual(expect.arrayContaining(batches.map((b) => b.id)));
    }
  });
});
