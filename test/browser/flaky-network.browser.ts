import type { Page, Request, WebSocketRoute } from 'playwright-core';
import { BUYER, REQUESTER } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { pick, waitForText } from './support/page-helpers';
import { eventually } from '../support/kit';

// The customer app on a flaky network, against the real server: an answer lost on the way back is
// resent under the same Idempotency-Key (console/shared/api/send-once.ts), and a page whose socket was
// down while the other party acted catches up when it reconnects (the realtime client's `resync`).
jest.setTimeout(180_000);
const chromiumSetup = chromiumOrSkip();

/** Requests the demo requester made: the RequestCreated events in the log, whatever the read models say. */
const CREATED_BY = `SELECT count(*)::int AS n FROM es_events
  WHERE event_type = 'RequestCreated' AND metadata->'actor'->>'id' = $1`;

/**
 * The page's Socket.IO connections pass through this switch: while it is down, open ones are closed
 * and new ones refused, as on a train going through a tunnel; the client retries on its own.
 */
async function socketSwitch(page: Page) {
  let down = false;
  let refused = 0;
  let connected = 0;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (down) {
      refused += 1;
      void ws.close({ code: 1001, reason: 'network down' });
      return;
    }
    const server = ws.connectToServer();
    // Forwarded by hand to see Socket.IO's own connect packet ("40…"): an open WebSocket whose
    // handshake has not finished is not yet a connection the client will later resync after.
    server.onMessage((message) => {
      if (typeof message === 'string' && message.startsWith('40')) connected += 1;
      ws.send(message);
    });
    open.add(ws);
    ws.onClose(() => open.delete(ws));
  });
  return {
    open: () => open.size,
    connected: () => connected,
    refused: () => refused,
    async down() {
      down = true;
      await Promise.all([...open].map((ws) => ws.close({ code: 1001, reason: 'network down' })));
      open.clear();
    },
    up() {
      down = false;
    },
  };
}

chromiumSetup.describe('customer app on a flaky network', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoBuyerEligible: true });
  const { scenario } = suite;

  it('a new request whose answer is lost is resent under the same key and made once', async () => {
    const { page, errors } = await scenario.signIn(REQUESTER.email);
    const createdBefore = (await suite.app.dataSource.query<Array<{ n: number }>>(CREATED_BY, [REQUESTER.accountId]))[0]
      .n;

    // The first create reaches the server, which makes the request; its answer never reaches the page.
    const keys: Array<string | undefined> = [];
    let lostStatus: number | undefined;
    await page.route('**/api/batch/requests/create', async (route) => {
      const request: Request = route.request();
      keys.push(await request.headerValue('idempotency-key').then((v) => v ?? undefined));
      if (lostStatus !== undefined) return route.continue();
      lostStatus = (await route.fetch()).status();
      return route.abort('failed');
    });

    await page.getByTestId('new-request').click();
    await page.getByTestId('page-batchRequest').waitFor();
    const item = (field: string) => page.getByTestId(`item-0-${field}`);
    await item('link').fill('https://shop.example.com/umbrella');
    await item('name').fill('Folding umbrella');
    await pick(page, 'item-0-category', 0);
    await item('price').fill('18');
    await item('contains-none').check();
    await pick(page, 'pickup-location', 0);
    await page.getByTestId('restrictions-confirmed').check();
    await page.getByTestId('submit-request').click();
    await page.getByTestId('page-batch-detail').waitFor({ timeout: 60_000 });

    expect(lostStatus).toBe(201);
    // Resent once, under the very key of the lost attempt (32 hex characters).
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const createdAfter = (await suite.app.dataSource.query<Array<{ n: number }>>(CREATED_BY, [REQUESTER.accountId]))[0]
      .n;
    expect(createdAfter - createdBefore).toBe(1);
    // The page shows the one request the lost attempt made.
    const shownId = await page.getByTestId('page-batch-detail').getAttribute('data-batch-id');
    const [made] = await suite.app.dataSource.query<Array<{ stream_id: string }>>(
      `SELECT stream_id FROM es_events WHERE event_type = 'RequestCreated' AND metadata->'actor'->>'id' = $1
        ORDER BY global_position DESC LIMIT 1`,
      [REQUESTER.accountId],
    );
    expect(made.stream_id).toBe(`batch-${shownId}`);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('a detail page whose socket was down while the buyer accepted shows Accepted once it reconnects', async () => {
    const { id } = await scenario.assignedRequest('Travel kettle');
    const { page } = await scenario.signIn(REQUESTER.email);
    const network = await socketSwitch(page);
    // A full load: the page's socket is opened through the switch.
    await page.goto(`${suite.app.baseUrl}/dashboard/requests/${id}`);
    await waitForText(page, 'batch-status', 'Assigned');
    await eventually(() => (network.open() > 0 && network.connected() > 0) || undefined, {
      timeoutMs: 30_000,
      what: 'the page socket connected',
    });

    await network.down();
    // The client noticed and is retrying: its next attempt was refused.
    await eventually(() => network.refused() > 0 || undefined, { timeoutMs: 30_000, what: 'a reconnect attempt' });
    const accepted = await scenario.api<{ status?: string }>(
      'PUT',
      `/api/batch/requests/accept/${id}`,
      BUYER.accountId,
      'b',
      {},
    );
    expect(accepted.status).toBe(200);
    await scenario.waitForDetail(id, REQUESTER.accountId, 'r', (d) => d.status === 'accepted');
    // The push of the accept went to no socket of this page: it still shows what it had.
    expect((await page.getByTestId('batch-status').innerText()).trim()).toBe('Assigned');

    network.up();
    // Back online: the socket reconnects and the page refetches what changed while it was away.
    await waitForText(page, 'batch-status', 'Accepted');
    expect(network.open()).toBeGreaterThan(0);
  });
});
