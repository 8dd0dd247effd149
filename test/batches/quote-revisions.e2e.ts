import { randomUUID } from 'node:crypto';
import { quoteRevisionOf, replay, type BatchEvent, type QuoteView } from '@machines/batch';
import type { QuoteRevisionEntry } from '@contracts/batch/quote';
import {
  card,
  driveTo,
  eventually,
  http,
  payByCard,
  signedIn,
  startTestApp,
  storedState,
  streamOf,
  storedQuoteRevision,
  SUCCESS_CARD,
  waitForDetail,
  type Account,
  type DetailBody,
  type TestApp,
  moneyBeyondAcceptedQuote,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

type QuoteDetail = DetailBody & { quote: QuoteView | null; fees_updated_by_buyer?: boolean; warehouse?: string };

/**
 * Confirm and pay name the quote revision the requester saw; a changed quote is
 * 409 QUOTE_CHANGED with the new quote, and the money follows the accepted quote.
 */
describe('Quote revisions: the requester pays exactly what they saw and accepted', () => {
  let app: TestApp;
  let requester: Account;
  let buyer: Account;
  let staff: Account;

  beforeAll(async () => {
    app = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    requester = signedIn(app, 'r');
    buyer = signedIn(app, 'b');
    staff = signedIn(app, 's');
  });
  afterAll(async () => app.close());

  const detailOf = async (id: string) =>
    (await http<QuoteDetail>(app, 'GET', `/api/batch/requests/${id}`, requester.token)).body;
  const confirm = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    http<{ code?: string; params?: { quote?: QuoteView; quote_revision?: number } }>(
      app,
      'PUT',
      `/api/batch/requests/confirm/${id}`,
      requester.token,
      body,
      headers,
    );
  const reprice = (id: string, itemId: string, price: number) =>
    http(app, 'POST', `/api/batch/requests/modify/${id}/items`, buyer.token, {
      items: [{ id: itemId, price }],
      final_fee: true,
    });

  it('the detail carries the current quote revision, in the fees currency and HKD with the rate', async () => {
    const { id } = await driveTo(app, 'requested_payment', { requester, buyer, staff });
    const detail = await detailOf(id);
    expect(detail.quote).toMatchObject({
      revision: await storedQuoteRevision(app, id),
      currency: 'USD',
      hkd: { rate_micro: 7_800_000, rate_source: 'demo' },
    });
    expect(detail.quote?.lines.total).toBe(detail.batch.fees?.total);
  });

  it('a stale confirm answers 409 QUOTE_CHANGED with the new quote; the warning clears only on the latest', async () => {
    const { id, itemIds } = await driveTo(app, 'requested_payment', { requester, buyer, staff });
    const seen = (await detailOf(id)).quote as QuoteView;
    expect((await reprice(id, itemIds[0], 25_000)).status).toBe(200);
    const stale = await confirm(id, { quote_revision: seen.revision });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('QUOTE_CHANGED');
    const now = stale.body.params?.quote as QuoteView;
    expect(now.revision).toBe(seen.revision + 1);
    expect(now.reason).toBe('ItemsModified');
    expect(now.lines.item_subtotal).toBeGreaterThan(seen.lines.item_subtotal);
    // Refused: still waiting for the requester, with the buyer's change flagged.
    expect(await detailOf(id)).toMatchObject({ status: 'requested_payment', fees_updated_by_buyer: true });
    // If-Match is honoured the same way.
    expect((await confirm(id, {}, { 'if-match': `"${seen.revision}"` })).status).toBe(409);
    const ok = await confirm(id, {}, { 'if-match': `"${now.revision}"` });
    expect(ok.status).toBe(200);
    const confirmed = await waitForDetail(app, id, requester.token, (d) => d.status === 'confirmed');
    expect((confirmed as QuoteDetail).fees_updated_by_buyer).toBe(false);
    expect((confirmed as QuoteDetail).quote?.revision).toBe(now.revision);
  });

  it('a confirm naming no revision answers 428 QUOTE_REVISION_REQUIRED with the quote; a malformed one 400', async () => {
    const { id } = await driveTo(app, 'requested_payment', { requester, buyer, staff });
    const unnamed = await confirm(id, {});
    expect([unnamed.status, unnamed.body.code]).toEqual([428, 'QUOTE_REVISION_REQUIRED']);
    expect(unnamed.body.params?.quote_revision).toBe(await storedQuoteRevision(app, id));
    expect(unnamed.body.params?.quote?.lines.total).toBeGreaterThan(0);
    for (const bad of ['3', 0, -1, 1.5, 'q0123']) expect((await confirm(id, { quote_revision: bad })).status).toBe(400);
    expect((await confirm(id, {}, { 'if-match': '"abc"' })).status).toBe(400);
    expect((await detailOf(id)).status).toBe('requested_payment');
  });

  it('the warning "Buyer has updated the Shipping Fees" stays until the latest quote is confirmed', async () => {
    const { id, itemIds } = await driveTo(app, 'requested_payment', { requester, buyer, staff });
    expect((await reprice(id, itemIds[0], 21_000)).status).toBe(200);
    const first = await storedQuoteRevision(app, id);
    expect((await reprice(id, itemIds[0], 22_000)).status).toBe(200);
    // Confirming the first change (no longer the latest) is refused and the warning stays.
    expect((await confirm(id, { quote_revision: first })).status).toBe(409);
    expect(await storedState(app, id)).toMatchObject({
      value: 'requested_payment',
      context: { feesUpdatedByBuyer: true },
    });
    expect((await confirm(id, { quote_revision: first + 1 })).status).toBe(200);
    expect((await storedState(app, id)).context.feesUpdatedByBuyer).toBe(false);
  });

  it('a warehouse change makes no quote revision and no warning: no priced figure depends on the warehouse', async () => {
    const { id } = await driveTo(app, 'requested_payment', { requester, buyer, staff });
    const seen = (await detailOf(id)).quote as QuoteView;
    // Confirmed: the warning is down, so a warehouse change raising it again would show.
    expect((await confirm(id, { quote_revision: seen.revision })).status).toBe(200);
    const confirmed = await storedState(app, id);
    expect([confirmed.value, confirmed.context.feesUpdatedByBuyer]).toEqual(['confirmed', false]);
    const moved = await http(app, 'PUT', `/api/batch/requests/update_warehouse/${id}`, buyer.token, {
      warehouse: 'jp',
    });
    expect(moved.status).toBe(200);
    const after = await storedState(app, id);
    expect(after.context.warehouse).toBe('jp');
    // Same revision, same figures, no warning; the requester pays the quote they accepted.
    expect(quoteRevisionOf(after.context)).toBe(seen.revision);
    expect(after.context.fees).toEqual(confirmed.context.fees);
    expect(after.context.feesUpdatedByBuyer).toBe(false);
    const detail = await waitForDetail(app, id, requester.token, (d) => (d as QuoteDetail).warehouse === 'jp');
    expect((detail as QuoteDetail).quote).toEqual(seen);
    expect((detail as QuoteDetail).fees_updated_by_buyer).toBe(false);
    const paid = await payByCard(app, id, requester.token, { quoteRevision: seen.revision });
    expect(paid.body).toMatchObject({ code: 'PAYMENT_SUCCESSFUL' });
  });

  it('GET detail with a malformed batch id answers 400 naming the id; a well-formed unknown one 404', async () => {
    const bad = await http<{ code: string; params: { field: string } }>(
      app,
      'GET',
      '/api/batch/requests/not-an-id!',
      requester.token,
    );
    expect([bad.status, bad.body.code, bad.body.params.field]).toEqual([400, 'VALIDATION_FAILED', 'id']);
    expect((await http(app, 'GET', '/api/batch/orders/12345', requester.token)).status).toBe(400);
    expect((await http(app, 'GET', `/api/batch/requests/${randomUUID()}`, requester.token)).status).toBe(404);
    expect((await http(app, 'GET', '/api/batch/requests/BN20990101000001', requester.token)).status).toBe(404);
  });

  it("the order's timeline lists every quote revision with its lines, who made it and why, for every party", async () => {
    const { id, itemIds } = await driveTo(app, 'requested_payment', { requester, buyer, staff });
    // The buyer's new price and weight, with why: the revision carries both item figures and the note.
    const note = 'The shop raised its price; the box weighs more';
    const modified = await http(app, 'POST', `/api/batch/requests/modify/${id}/items`, buyer.token, {
      items: [{ id: itemIds[0], price: 26_000, weight: 777 }],
      final_fee: true,
      remark: note,
    });
    expect(modified.status).toBe(200);
    const latest = await storedQuoteRevision(app, id);
    type Entry = QuoteRevisionEntry;
    const revisionsFor = (token: string) =>
      eventually(
        async () => {
          const r = await http<{ results: Entry[] }>(app, 'GET', `/api/batch/quotes/${id}`, token);
          return r.status === 200 && r.body.results.at(-1)?.revision === latest ? r : undefined;
        },
        { what: 'the latest quote revision in the timeline', timeoutMs: 60_000 },
      );
    // The detail read model may lag the log the quotes are read from: compare with the detail once it shows that revision.
    const detail = await eventually(
      async () => {
        const d = await detailOf(id);
        return d.quote?.revision === latest ? d : undefined;
      },
      { what: 'the latest quote revision in the detail', timeoutMs: 60_000 },
    );
    const auditor = signedIn(app, 'x');
    for (const who of [requester, buyer, staff, auditor]) {
      const { results } = (await revisionsFor(who.token)).body;
      expect(results.map((r) => r.revision)).toEqual(Array.from({ length: latest }, (_, i) => i + 1));
      expect(results.at(-1)).toMatchObject({
        reason: 'ItemsModified',
        actor_id: buyer.id,
        actor_role: 'buyer',
        currency: 'USD',
        hkd: { rate_micro: 7_800_000 },
      });
      expect(results.at(-1)?.lines.total).toBe(detail.quote?.lines.total);
      // The revision says which item's price and weight moved, old → new, nothing of its quantity, and why.
      const changes = results.at(-1)?.item_changes ?? [];
      expect(changes.map((c) => [c.item_id, c.name, c.price?.now, c.weight?.now, c.quantity])).toEqual([
        [itemIds[0], detail.batch.items.find((i) => i.id === itemIds[0])?.name, 26_000, 777, undefined],
      ]);
      expect(changes[0].price?.before).toBeGreaterThan(0);
      expect(changes[0].price?.before).not.toBe(26_000);
      expect(changes[0].weight?.before).not.toBe(777);
      expect(results.at(-1)?.note).toBe(note);
      expect(results[0].item_changes).toBeUndefined();
      expect(results[0].note).toBeNull();
    }
    expect((await http(app, 'GET', `/api/batch/quotes/${id}`, signedIn(app, 'r').token)).status).toBe(404);
    // Staff's audit timeline: the row of each money-changing event carries the revision it made.
    const audit = await http<{ results: { type: string; quote: QuoteView | null }[] }>(
      app,
      'GET',
      `/api/admin/batches/${id}/audit`,
      staff.token,
    );
    const made = audit.body.results.filter((r) => r.quote).map((r) => [r.type, r.quote?.revision]);
    expect(made.at(-1)).toEqual(['ItemsModified', latest]);
    expect(made[0]).toEqual(['RequestCreated', 1]);
  });

  it('race, 20 rounds: buyer modify against requester confirm never confirms a total the requester did not accept', async () => {
    const outcomes = { confirmedSeen: 0, refusedChanged: 0 };
    for (let round = 0; round < 20; round++) {
      const { id, itemIds } = await driveTo(app, 'requested_payment', { requester, buyer, staff });
      const seen = ((await detailOf(id)).quote as QuoteView).revision;
      const [modified, confirmed] = await Promise.all([
        reprice(id, itemIds[0], 30_000 + round * 1_000),
        confirm(id, { quote_revision: seen }),
      ]);
      expect([200, 409]).toContain(modified.status);
      expect([200, 409]).toContain(confirmed.status);
      if (confirmed.status === 409) {
        expect(confirmed.body.code).toBe('QUOTE_CHANGED');
        outcomes.refusedChanged += 1;
      } else outcomes.confirmedSeen += 1;
      // What really happened: every RequestConfirmed was decided on exactly the quote the requester named.
      const events = (await streamOf(app, id)).map((e) => ({ type: e.type, data: e.data }) as BatchEvent);
      events.forEach((event, index) => {
        if (event.type !== 'RequestConfirmed') return;
        const before = replay(events.slice(0, index)).context;
        expect(quoteRevisionOf(before)).toBe(seen);
      });
      const state = replay(events);
      if (String(state.value) === 'confirmed') expect(quoteRevisionOf(state.context)).toBe(seen);
    }
    expect(outcomes.confirmedSeen + outcomes.refusedChanged).toBe(20);
    console.log(`quote race: ${JSON.stringify(outcomes)}`);
  }, 600_000);

  it('pay on a stale quote is refused and nothing is authorised; on the accepted one the authorisation is its HKD total', async () => {
    const { id, itemIds, batchNumber } = await driveTo(app, 'requested_payment', { requester, buyer, staff });
    const old = (await detailOf(id)).quote as QuoteView;
    expect((await reprice(id, itemIds[0], 18_000)).status).toBe(200);
    const fresh = await waitForDetail(
      app,
      id,
      requester.token,
      (d) => (d as QuoteDetail).quote?.revision !== old.revision,
    );
    const current = (fresh as QuoteDetail).quote as QuoteView;
    expect((await confirm(id, { quote_revision: current.revision })).status).toBe(200);
    const withRevision = (revision: number | undefined) =>
      http<{ code: string; status?: string }>(
        app,
        'POST',
        `/api/batch/checkout/payments/${id}`,
        requester.token,
        {
          payment_method: card(SUCCESS_CARD),
          return_url: 'http://127.0.0.1:9/return',
          agreed_to_terms: true,
          store_payment_method: false,
          quote_revision: revision,
        },
        { 'idempotency-key': randomUUID() },
      );
    const stale = await withRevision(old.revision);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('QUOTE_CHANGED');
    const unnamed = await withRevision(undefined);
    expect([unnamed.status, unnamed.body.code]).toEqual([428, 'QUOTE_REVISION_REQUIRED']);
    const attempts = await app.dataSource.query<{ n: string }[]>(
      `SELECT count(*)::text AS n FROM payment_attempts WHERE batch_number = $1`,
      [batchNumber],
    );
    expect(attempts[0].n).toBe('0');
    expect((await detailOf(id)).batch.payments.authorised).toBe(0);
    const paid = await payByCard(app, id, requester.token, { quoteRevision: current.revision });
    expect(paid.body).toMatchObject({ code: 'PAYMENT_SUCCESSFUL' });
    const after = await waitForDetail(app, id, requester.token, (d) => d.batch.payments.authorised > 0);
    expect(after.batch.payments.authorised).toBe(current.hkd.lines.total);
  });

  // The money follows the accepted quote: in every batch this suite paid, the card money stayed within the quote the requester accepted.
  it('captured ≤ authorised ≤ the accepted quote, in every batch of this suite', async () => {
    expect(await moneyBeyondAcceptedQuote(app)).toEqual([]);
  });
});
