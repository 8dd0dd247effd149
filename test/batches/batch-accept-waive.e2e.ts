import { givenBatch, http, type HttpAnswer, useAppWorld } from '../support/kit';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

interface Detail {
  status: string;
  items: { id: string; link: string }[];
  fees: Record<string, number>;
  amount_due: { currency: string; value: number };
  allowed_commands: string[];
}

/** Accept with updated_links and modify with had_waive_service_fee (spec §7), seen in the detail. */
describe('Buyer accept with updated links, and modify with the service fee waived', () => {
  // Registered accounts (names do not matter here); an empty pool so that only the tests assign.
  const world = useAppWorld({ pool: [], accounts: { requester: { accountType: 'r' }, buyer: { accountType: 'b' } } });
  const who = world.tokens;
  const ids = () => ({ requesterId: world.accounts.requester.id, buyerId: world.accounts.buyer.id });

  const eventTypes = async (batchId: string) => (await world.store.readStream(`batch-${batchId}`)).map((e) => e.type);
  const detail = (id: string, token: string, after: HttpAnswer) =>
    http<Detail>(world.app, 'GET', `/api/batch/requests/${id}`, token, undefined, {
      'x-event-position': String(after.body.position),
    });

  describe('PUT /api/batch/requests/accept/{id} with updated_links', () => {
    it('replaces the named item links and leaves the others, for both parties to see', async () => {
      const given = await givenBatch(world.store, 'assigned', { ...ids(), itemIds: ['l-1', 'l-2'] });
      const newLink = 'https://shop.example.com/p/1-in-stock?colour=blue';
      const answer = await http(world.app, 'PUT', `/api/batch/requests/accept/${given.batchId}`, who.buyer, {
        updated_links: [{ item_id: 'l-2', link: newLink }],
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'accepted', events: ['RequestAccepted'] });
      for (const token of [who.requester, who.buyer]) {
        const seen = await detail(given.batchId, token, answer);
        expect(seen.body.items.map((i) => [i.id, i.link])).toEqual([
          ['l-1', 'https://shop.example.com/p/1'],
          ['l-2', newLink],
        ]);
      }
      const [stored] = (await world.store.readStream(`batch-${given.batchId}`)).filter(
        (e) => e.type === 'RequestAccepted',
      );
      expect(stored.data).toMatchObject({ updatedLinks: [{ itemId: 'l-2', link: newLink }] });
    });

    it('refuses an empty or non-http link (400 + field) and an unknown item (422), storing nothing', async () => {
      const given = await givenBatch(world.store, 'assigned', ids());
      const before = await eventTypes(given.batchId);
      const empty = await http(world.app, 'PUT', `/api/batch/requests/accept/${given.batchId}`, who.buyer, {
        updated_links: [{ item_id: 'item-1', link: '' }],
      });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'updated_links.0.link' } });
      const script = await http(world.app, 'PUT', `/api/batch/requests/accept/${given.batchId}`, who.buyer, {
        updated_links: [{ item_id: 'item-1', link: 'javascript:alert(1)' }],
      });
      expect(script.status).toBe(400);
      expect(script.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'updated_links.0.link' } });
      const notArray = await http(world.app, 'PUT', `/api/batch/requests/accept/${given.batchId}`, who.buyer, {
        updated_links: 'https://x.example',
      });
      expect(notArray.status).toBe(400);
      expect(notArray.body.params).toMatchObject({ field: 'updated_links' });
      const unknown = await http(world.app, 'PUT', `/api/batch/requests/accept/${given.batchId}`, who.buyer, {
        updated_links: [{ item_id: 'nope', link: 'https://x.example/p' }],
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.code).toBe('BATCH_ITEM_NOT_FOUND');
      const byRequester = await http(world.app, 'PUT', `/api/batch/requests/accept/${given.batchId}`, who.requester, {
        updated_links: [{ item_id: 'item-1', link: 'https://x.example/p' }],
      });
      expect(byRequester.status).toBe(403);
      expect(await eventTypes(given.batchId)).toEqual(before);
    });
  });

  describe('POST /api/batch/requests/modify/{id}/items with had_waive_service_fee', () => {
    it('sets the service fee to 0 and lowers the requester total and amount due by exactly that fee', async () => {
      const given = await givenBatch(world.store, 'accepted', ids());
      const modify = (body: Record<string, unknown>) =>
        http(world.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, who.buyer, {
          items: [{ id: 'item-1', price: 20000 }],
          ...body,
        });

      const priced = await modify({});
      expect(priced.status).toBe(200);
      const before = (await detail(given.batchId, who.requester, priced)).body;
      // 12 % of US$200.
      expect(before.fees.service_fee).toBe(2400);

      const waived = await modify({ had_waive_service_fee: true });
      expect(waived.status).toBe(200);
      const after = (await detail(given.batchId, who.requester, waived)).body;
      expect(after.fees.service_fee).toBe(0);
      expect(after.fees.subtotal).toBe(before.fees.subtotal);
      expect(after.fees.total).toBe(before.fees.total - 2400);
      expect(after.amount_due.value).toBeLessThan(before.amount_due.value);
      expect(after.amount_due).toEqual({ currency: 'HKD', value: Math.ceil((after.fees.total * 78) / 10) });
      // The buyer's earnings come from the service fee: none once it is waived.
      expect((await detail(given.batchId, who.buyer, waived)).body.fees.you_earn).toBe(0);

      // The waiver sticks through later changes that do not mention it.
      const later = await modify({ additional_fee: 100 });
      expect((await detail(given.batchId, who.requester, later)).body.fees).toMatchObject({
        service_fee: 0,
        additional_fee: 100,
        total: after.fees.total + 100,
      });
    });

    it('rejects a non-boolean waiver with 400 naming the field, storing nothing', async () => {
      const given = await givenBatch(world.store, 'accepted', ids());
      const before = await eventTypes(given.batchId);
      const answer = await http(world.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, who.buyer, {
        items: [],
        had_waive_service_fee: 'please',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'had_waive_service_fee' } });
      expect(await eventTypes(given.batchId)).toEqual(before);
    });
  });
});
