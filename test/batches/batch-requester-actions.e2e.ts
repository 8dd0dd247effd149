import { randomUUID } from 'node:crypto';
import { givenAccount, givenBatch, http, item } from '../support/kit';
import { NOT_AUTHORIZED } from './buyer-actions.fixture';
import { useRequesterActionsWorld } from './requester-actions.fixture';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('Requester side of the batch API (clone, combine)', () => {
  const w = useRequesterActionsWorld();

  describe('PUT /api/batch/orders/clone/{id}', () => {
    it('makes a new request from chosen items of a finished batch, with fresh ids and a fee estimate', async () => {
      const source = await givenBatch(w.store, 'all_payment_canceled', {
        requesterId: w.requesterId,
        buyerId: w.buyerId,
        itemIds: ['c-1', 'c-2'],
      });
      const cloned = await http<{ id: string; position: number | string; batch_number: string }>(
        w.app,
        'PUT',
        `/api/batch/orders/clone/${source.batchId}`,
        w.requester,
        { clone_item_list: ['c-2'] },
      );
      expect(cloned.status).toBe(200);
      expect(cloned.body).toMatchObject({ status: 'requested', events: ['RequestCreated', 'RequestSubmitted'] });
      expect(cloned.body.id).not.toBe(source.batchId);
      expect(cloned.body.batch_number).toMatch(/^BN\d{14}$/);
      const seen = await http<{
        items: { id: string; name: string }[];
        cloned_from: unknown;
        fees: Record<string, number>;
      }>(w.app, 'GET', `/api/batch/requests/${cloned.body.id}`, w.requester, undefined, {
        'x-event-position': String(cloned.body.position),
      });
      expect(seen.body.items).toHaveLength(1);
      expect(seen.body.items[0].name).toBe('Trail shoes');
      expect(seen.body.items[0].id).not.toBe('c-2');
      expect(seen.body.cloned_from).toEqual({ batchNumber: source.batchNumber, itemIds: ['c-2'] });
      expect(seen.body.fees.subtotal).toBe(12000);
      // Nothing is recorded on the source.
      expect((await w.store.readStream(`batch-${source.batchId}`)).length).toBe(8);
    });

    it('refuses foreign sources (404), unknown items (422), bad input (400) and other roles (403)', async () => {
      const source = await givenBatch(w.store, 'accepted', { requesterId: w.requesterId, buyerId: w.buyerId });
      const before = await w.countEvents();
      expect(
        (
          await http(w.app, 'PUT', `/api/batch/orders/clone/${source.batchId}`, w.otherRequester, {
            clone_item_list: ['item-1'],
          })
        ).status,
      ).toBe(404);
      const unknown = await http(w.app, 'PUT', `/api/batch/orders/clone/${source.batchId}`, w.requester, {
        clone_item_list: ['zzz'],
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.code).toBe('BATCH_ITEM_NOT_FOUND');
      const empty = await http(w.app, 'PUT', `/api/batch/orders/clone/${source.batchId}`, w.requester, {
        clone_item_list: [],
      });
      expect(empty.status).toBe(400);
      expect(empty.body.params).toMatchObject({ field: 'clone_item_list' });
      const byBuyer = await http(w.app, 'PUT', `/api/batch/orders/clone/${source.batchId}`, w.buyer, {
        clone_item_list: ['item-1'],
      });
      expect(byBuyer.status).toBe(403);
      expect(byBuyer.body.message).toBe(NOT_AUTHORIZED);
      expect(await w.countEvents()).toBe(before);
    });
  });

  describe('combine', () => {
    it('lists the combinable requests and combines them: items move to the first, the others end canceled', async () => {
      const owner = (await givenAccount(w.app, { firstName: 'Combine', lastName: 'Owner', accountType: 'r' })).id;
      const token = w.app.tokenFor({ id: owner, accountType: 'r' });
      const kept = await givenBatch(w.store, 'requested', { requesterId: owner, itemIds: ['k-1'] });
      const absorbed = await givenBatch(w.store, 'assigned', {
        requesterId: owner,
        buyerId: w.buyerId,
        itemIds: ['m-1', 'm-2'],
      });
      const acceptedOne = await givenBatch(w.store, 'accepted', {
        requesterId: owner,
        buyerId: w.buyerId,
        itemIds: ['x-1'],
      });
      const foreign = await givenBatch(w.store, 'requested', { requesterId: 'req-stranger', itemIds: ['f-1'] });

      const combinable = await http<{ results: { id: string }[]; count: number }>(
        w.app,
        'GET',
        `/api/batch/requests/combine_request_list/${kept.batchId}`,
        token,
        undefined,
        { 'x-event-position': foreign.position },
      );
      expect(combinable.status).toBe(200);
      expect(combinable.body.results.map((r) => r.id)).toEqual([absorbed.batchId]);
      expect(
        (await http(w.app, 'GET', `/api/batch/requests/combine_request_list/${kept.batchId}`, w.otherRequester)).status,
      ).toBe(404);
      expect(
        (await http(w.app, 'GET', `/api/batch/requests/combine_request_list/${kept.batchId}`, w.buyer)).status,
      ).toBe(403);
      expect(
        (await http(w.app, 'GET', `/api/batch/requests/combine_request_list/${acceptedOne.batchId}`, token)).body,
      ).toEqual({ results: [], count: 0, stale: false });

      const combined = await http(w.app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, absorbed.batchId],
      });
      expect(combined.status).toBe(200);
      expect(combined.body).toMatchObject({
        id: kept.batchId,
        status: 'requested',
        events: ['RequestsCombined'],
        merged: [{ id: absorbed.batchId, status: 'canceled' }],
      });
      const position = String(combined.body.position);
      const keptView = await http<{ items: { id: string }[]; combined_from: string[]; fees: Record<string, number> }>(
        w.app,
        'GET',
        `/api/batch/requests/${kept.batchId}`,
        token,
        undefined,
        { 'x-event-position': position },
      );
      expect(keptView.body.items.map((i) => i.id)).toEqual(['k-1', 'm-1', 'm-2']);
      expect(keptView.body.combined_from).toEqual([absorbed.batchNumber]);
      expect(keptView.body.fees.subtotal).toBe(36000);
      const absorbedView = await http(w.app, 'GET', `/api/batch/requests/${absorbed.batchId}`, token, undefined, {
        'x-event-position': position,
      });
      expect(absorbedView.body).toMatchObject({ status: 'canceled', merged_into: kept.batchNumber });

      // The same call again finds everything done: nothing is added twice.
      const again = await http(w.app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, absorbed.batchId],
      });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ events: [], merged: [] });
      expect(
        (await w.store.readStream(`batch-${kept.batchId}`)).map((e) => e.type).filter((t) => t === 'RequestsCombined'),
      ).toHaveLength(1);
    });

    it('resumes a combine that stopped after the kept batch took the items: only the merge is left, nothing is added twice', async () => {
      const owner = 'req-combine-resume';
      const token = w.app.tokenFor({ id: owner, accountType: 'r' });
      const kept = await givenBatch(w.store, 'requested', { requesterId: owner, itemIds: ['s-1'] });
      const absorbed = await givenBatch(w.store, 'requested', { requesterId: owner, itemIds: ['t-1'] });
      // Given: step 1 of an earlier combine was appended, then the process stopped before the merge.
      await w.store.append(
        `batch-${kept.batchId}`,
        [
          {
            eventId: randomUUID(),
            type: 'RequestsCombined',
            data: { absorbed: [{ batchNumber: absorbed.batchNumber, items: [item('t-1')] }], fees: null },
            metadata: { at: new Date().toISOString() },
          },
        ],
        { expectedRevision: 1, streamType: 'batch' },
      );
      const resumed = await http(w.app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, absorbed.batchId],
      });
      expect(resumed.status).toBe(200);
      expect(resumed.body).toMatchObject({
        id: kept.batchId,
        events: [],
        merged: [{ id: absorbed.batchId, status: 'canceled' }],
      });
      const keptView = await http<{ items: { id: string }[] }>(
        w.app,
        'GET',
        `/api/batch/requests/${kept.batchId}`,
        token,
        undefined,
        { 'x-event-position': String(resumed.body.position) },
      );
      expect(keptView.body.items.map((i) => i.id)).toEqual(['s-1', 't-1']);
    });

    it('lets the requester change the warehouse before a buyer accepts', async () => {
      const owner = 'req-warehouse';
      const token = w.app.tokenFor({ id: owner, accountType: 'r' });
      const given = await givenBatch(w.store, 'requested', { requesterId: owner });
      const moved = await http(w.app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, token, {
        warehouse: 'uk',
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ status: 'requested', events: ['WarehouseUpdated'] });
    });

    it('refuses, storing nothing: an accepted request (409), a foreign one (404), bad input (400), the wrong role (403)', async () => {
      const owner = 'req-combine-refusals';
      const token = w.app.tokenFor({ id: owner, accountType: 'r' });
      const kept = await givenBatch(w.store, 'requested', { requesterId: owner, itemIds: ['r-1'] });
      const acceptedOne = await givenBatch(w.store, 'accepted', {
        requesterId: owner,
        buyerId: w.buyerId,
        itemIds: ['r-2'],
      });
      const foreign = await givenBatch(w.store, 'requested', { requesterId: 'req-stranger', itemIds: ['r-3'] });
      const before = await w.countEvents();
      const late = await http(w.app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, acceptedOne.batchId],
      });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
      const stranger = await http(w.app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, foreign.batchId],
      });
      expect(stranger.status).toBe(404);
      const one = await http(w.app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId],
      });
      expect(one.status).toBe(400);
      expect(one.body.params).toMatchObject({ field: 'batch_request_ids' });
      const twice = await http(w.app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, kept.batchId],
      });
      expect(twice.status).toBe(400);
      const byBuyer = await http(w.app, 'POST', '/api/batch/requests/combine_request', w.buyer, {
        batch_request_ids: [kept.batchId, foreign.batchId],
      });
      expect(byBuyer.status).toBe(403);
      expect(await w.countEvents()).toBe(before);
    });
  });
});
