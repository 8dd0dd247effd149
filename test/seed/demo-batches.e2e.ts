import { DEMO_BATCH_TARGETS, seedDemoBatches } from '../../src/dev/seed/demo-batches';
import { loadConfig } from '../../src/platform/config/app-config';
import { http, signInDemo, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
jest.setTimeout(300_000);

// The living demo: the first start seeds, through the real API (commands, the batch
// machine, events), batches in every step and side state for the demo requester and buyer.
describe('Demo batches (what npm start seeds after the accounts)', () => {
  const world = useAppWorld({ seedDemo: true });

  it('drives one batch to each state through the API, with chat, notifications, a refund and a quote change; a second run adds nothing', async () => {
    const { app } = world;
    const { batches } = await seedDemoBatches(app.baseUrl, app.dataSource);
    expect(batches.map((b) => b.status)).toEqual([...DEMO_BATCH_TARGETS]);

    // Events, not rows: every batch has its stream, written by the writer with the acting party.
    const anyStream: Array<{ n: string }> = await app.dataSource.query(
      `SELECT count(DISTINCT stream_id)::text AS n FROM es_events WHERE stream_id LIKE ANY($1)`,
      [batches.map((b) => `%${b.id}%`)],
    );
    expect(Number(anyStream[0].n)).toBeGreaterThanOrEqual(batches.length);

    const requester = signInDemo(app, 'requester');
    // The quote change: the ready-for-payment batch's first item costs US$1 more than asked.
    const quoted = batches.find((b) => b.target === 'requested_payment')!;
    const events: Array<{ event_type: string }> = await app.dataSource.query(
      `SELECT event_type FROM es_events WHERE stream_id LIKE $1 ORDER BY global_position`,
      [`%${quoted.id}%`],
    );
    expect(events.map((e) => e.event_type).join(' ')).toMatch(/Modif/i);
    // The refund: the refunded order's payment shows the whole capture refunded.
    const refunded = batches.find((b) => b.target === 'all_refunded')!;
    const detail = await http<{ batch: { payments: { captured: number; refunded: number } } }>(
      app,
      'GET',
      `/api/batch/requests/${refunded.id}`,
      requester.token,
    );
    expect(detail.body.batch.payments.refunded).toBeGreaterThan(0);
    // Notifications come from the server's own reactions to those events.
    const notes = await http<{ count: number }>(
      app,
      'GET',
      '/api/batch/notifications?page=1&page_size=10',
      requester.token,
    );
    expect(notes.body.count).toBeGreaterThan(0);
    // Chat: an order conversation and a support question.
    const chats: Array<{ room: string }> = await app.dataSource.query(`SELECT DISTINCT room FROM chat_messages`);
    expect(chats.map((c) => c.room).some((r) => r.endsWith('_CS'))).toBe(true);
    expect(chats.some((c) => c.room.split('_').length === 3)).toBe(true);

    expect((await seedDemoBatches(app.baseUrl, app.dataSource)).batches).toEqual([]);
  });

  it('SEED_DEMO_DATA=accounts seeds the accounts only; true (the development default) both', () => {
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'accounts' })).toMatchObject({
      seedDemoData: true,
      seedDemoBatches: false,
    });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ seedDemoData: true, seedDemoBatches: true });
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' })).toMatchObject({
      seedDemoData: false,
      seedDemoBatches: false,
    });
  });
});
