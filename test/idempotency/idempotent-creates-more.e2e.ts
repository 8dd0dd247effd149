// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { arrivalOf } from '@machines/batch';
import {
  call,
  givenOrder,
  type HttpAnswer,
  png,
  signedIn,
  storedState,
  tokenFor,
  useSimulatorWorld,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
jest.setTimeout(60000);

type Body = Record<string, unknown> & { code?: string; id?: string; order?: string; position?: string };

/** A key as the customer app makes them (32 hex characters), new for each test. */
const newKey = () => randomUUID().replace(/-/g, '');
const keyed = (key: string) => ({ 'Idempotency-Key': key });
const replayed = (answer: HttpAnswer<Body>) => answer.headers.get('idempotent-replayed');

/** The same status, body and handler headers: the first answer sent again. */
function sameAnswer(first: HttpAnswer<Body>, again: HttpAnswer<Body>): void {
  expect(again.status).toBe(first.status);
  expect(again.body).toEqual(first.body);
  expect(again.headers.get('x-event-position')).toBe(first.headers.get('x-event-position'));
}

const imageForm = (fields: Record<string, string>, field: string, image: Buffer) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  return form;
};

describe('Retried creates never duplicate: dispute messages, item images and the older order/add', () => {
  const world = useSimulatorWorld({ env: { UPLOAD_STORAGE: 'postgres' } });
  const send = (method: string, path: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
    call<Body>(world.app, method, path, { token, body, headers });

  describe('POST /api/batch/orders/arrival/{id}/disputes/{disputeId}/messages (and the report that opens one)', () => {
    /** An order checked in at the warehouse, and how its requester reports its first item. */
    async function checkedIn() {
      const o = await givenOrder(world.app, 'item_sent');
      const staff = signedIn(world.app, 's').token;
      const requester = tokenFor(world.app, o.requester);
      const checkIn = await call<Body>(world.app, 'POST', `/api/admin/batches/${o.batchId}/check_ins`, {
        token: staff,
        form: imageForm(
          {
            item_ids: 'item-1,item-2',
            weight: '900',
            length_cm: '30',
            width_cm: '20',
            height_cm: '10',
            condition: 'good',
          },
          'photos',
          png(60, 40),
        ),
      });
      expect(checkIn.status).toBe(200);
      const report = (photo: Buffer, headers: Record<string, string> = {}) =>
        call<Body>(world.app, 'POST', `/api/batch/orders/arrival/${o.batchId}/report`, {
          token: requester,
          form: imageForm(
            { item_id: 'item-1', kind: 'weight_wrong', message: 'It cannot weigh 9 lb' },
            'photos',
            photo,
          ),
          headers,
        });
      const disputes = async () => arrivalOf((await storedState(world.app.app, o.batchId)).context).disputes;
      return { o, requester, report, disputes };
    }

    /** The same order with the report made: its one dispute's thread. */
    async function disputed() {
      const { o, requester, report, disputes } = await checkedIn();
      expect((await report(png(61, 40))).status).toBe(200);
      const [dispute] = await disputes();
      const messages = async () => (await disputes())[0].messages.map((m) => m.body);
      const path = `/api/batch/orders/arrival/${o.batchId}/disputes/${dispute.id}/messages`;
      return { requester, buyer: tokenFor(world.app, o.buyer), path, messages };
    }

    it('a retried report opens one dispute and answers the first answer again; another photo under the key is 422', async () => {
      const { report, disputes } = await checkedIn();
      const key = newKey();
      const first = await report(png(62, 40), keyed(key));
      const again = await report(png(62, 40), keyed(key));
      expect(first.status).toBe(200);
      sameAnswer(first, again);
      expect([replayed(first), replayed(again)]).toEqual([null, 'true']);
      const other = await report(png(63, 40), keyed(key));
      expect([other.status, other.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
      expect(await disputes()).toHaveLength(1);
    });

    it('a retry with the same key posts the message once and answers the first answer again; another body 422', async () => {
      const { requester, path, messages } = await disputed();
      const key = newKey();
      const first = await send('POST', path, requester, { message: 'Please weigh it again' }, keyed(key));
      const again = await send('POST', path, requester, { message: 'Please weigh it again' }, keyed(key));
      expect(first.status).toBe(200);
      sameAnswer(first, again);
      expect([replayed(first), replayed(again)]).toEqual([null, 'true']);
      expect(await messages()).toEqual(['It cannot weigh 9 lb', 'Please weigh it again']);

      const other = await send('POST', path, requester, { message: 'Something else' }, keyed(key));
      expect([other.status, other.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
      expect(await messages()).toEqual(['It cannot weigh 9 lb', 'Please weigh it again']);
    });

    it("keys are the caller's own: the buyer's message under the requester's key is posted, not the requester's answer", async () => {
      const { requester, buyer, path, messages } = await disputed();
      const key = newKey();
      const mine = await send('POST', path, requester, { message: 'Same words' }, keyed(key));
      const theirs = await send('POST', path, buyer, { message: 'Same words' }, keyed(key));
      expect([mine.status, theirs.status]).toEqual([200, 200]);
      expect(replayed(theirs)).toBeNull();
      expect(theirs.body.position).not.toBe(mine.body.position);
      // Each retry under the shared key gets its own first answer back.
      const [mineAgain, theirsAgain] = [
        await send('POST', path, requester, { message: 'Same words' }, keyed(key)),
        await send('POST', path, buyer, { message: 'Same words' }, keyed(key)),
      ];
      sameAnswer(mine, mineAgain);
      sameAnswer(theirs, theirsAgain);
      expect([replayed(mineAgain), replayed(theirsAgain)]).toEqual(['true', 'true']);
      expect(await messages()).toEqual(['It cannot weigh 9 lb', 'Same words', 'Same words']);
    });
  });

  describe('POST /api/upload/ (item image)', () => {
    const files = async () =>
      (await world.app.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM stored_files`))[0].n;
    const upload = (token: string, key: string, image: Buffer) =>
      call<Body>(world.app, 'POST', '/api/upload/', { token, form: imageForm({}, 'file', image), headers: keyed(key) });

    it('a retried upload stores one image and answers its id again; another file under the key is 422', async () => {
      const requester = signedIn(world.app, 'r').token;
      const key = newKey();
      const before = await files();
      const first = await upload(requester, key, png(40, 30));
      const again = await upload(requester, key, png(40, 30));
      expect(first.status).toBe(201);
      expect(first.body.id).toMatch(/^items\/[0-9a-f-]{36}\.jpg$/);
      sameAnswer(first, again);
      expect([replayed(first), replayed(again)]).toEqual([null, 'true']);
      expect(await files()).toBe(before + 1);

      const other = await upload(requester, key, png(41, 30));
      expect([other.status, other.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
      expect(await files()).toBe(before + 1);
    });

    it("keys are the caller's own: another person's upload under the same key stores their own image", async () => {
      const [anna, ben] = [signedIn(world.app, 'r').token, signedIn(world.app, 'r').token];
      const key = newKey();
      const before = await files();
      const first = await upload(anna, key, png(42, 30));
      const second = await upload(ben, key, png(42, 30));
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(replayed(second)).toBeNull();
      expect(second.body.id).not.toBe(first.body.id);
      // Each retry under the shared key gets its own first answer back.
      const [firstAgain, secondAgain] = [await upload(anna, key, png(42, 30)), await upload(ben, key, png(42, 30))];
      expect([firstAgain.body.id, secondAgain.body.id]).toEqual([first.body.id, second.body.id]);
      expect([replayed(firstAgain), replayed(secondAgain)]).toEqual(['true', 'true']);
      expect(await files()).toBe(before + 2);
    });
  });

  describe('POST /api/order/add (the older order call)', () => {
    /** Requests a requester made: the RequestCreated events in the log, whatever the read models say. */
    const requestsBy = async (requesterId: string): Promise<number> => {
      const rows: Array<{ n: number }> = await world.app.dataSource.query(
        `SELECT count(*)::int AS n FROM es_events WHERE event_type = 'RequestCreated' AND metadata->'actor'->>'id' = $1`,
        [requesterId],
      );
      return rows[0].n;
    };
    /** A requester with one legacy item (a draft request) to order from. */
    async function withItem() {
      const requester = signedIn(world.app, 'r');
      const added = await send('POST', '/api/item/add/', requester.token, {
        name: 'Legacy lamp',
        link: 'https://shop.example.com/lamp',
        price: 12.5,
        category: 'womens_fashion',
        weight: 2.5,
        weight_type: 'lb',
        price_type: 'USD',
        location: 'us',
        restrictions_confirmed: true,
      });
      expect(added.status).toBe(201);
      return { requester, item: String(added.body.id) };
    }
    const orderBody = (item: string, quantity = 2) => ({
      item,
      quantity,
      country_to: 'hk',
      address: '1 Queen’s Road',
      district: 'Central',
      city: 'Hong Kong',
      recipient_name: 'Rita Legacy',
      contact_number: '91234567',
    });

    it('a retried order makes one request and answers the first answer again; another body 422', async () => {
      const { requester, item } = await withItem();
      const key = newKey();
      const first = await send('POST', '/api/order/add/', requester.token, orderBody(item), keyed(key));
      const again = await send('POST', '/api/order/add/', requester.token, orderBody(item), keyed(key));
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ order: expect.any(String), status: 'requested' });
      sameAnswer(first, again);
      expect([replayed(first), replayed(again)]).toEqual([null, 'true']);
      // The item's draft and one order.
      expect(await requestsBy(requester.id)).toBe(2);

      const other = await send('POST', '/api/order/add/', requester.token, orderBody(item, 3), keyed(key));
      expect([other.status, other.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
      expect(await requestsBy(requester.id)).toBe(2);
    });

    it("keys are the caller's own: another requester's order under the same key is theirs", async () => {
      const [anna, ben] = [await withItem(), await withItem()];
      const key = newKey();
      const first = await send('POST', '/api/order/add/', anna.requester.token, orderBody(anna.item), keyed(key));
      const second = await send('POST', '/api/order/add/', ben.requester.token, orderBody(ben.item), keyed(key));
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(replayed(second)).toBeNull();
      expect(second.body.order).not.toBe(first.body.order);
      // Each retry under the shared key gets its own first answer back.
      const firstAgain = await send('POST', '/api/order/add/', anna.requester.token, orderBody(anna.item), keyed(key));
      const secondAgain = await send('POST', '/api/order/add/', ben.requester.token, orderBody(ben.item), keyed(key));
      sameAnswer(first, firstAgain);
      sameAnswer(second, secondAgain);
      expect([replayed(firstAgain), replayed(secondAgain)]).toEqual(['true', 'true']);
      expect([await requestsBy(anna.requester.id), await requestsBy(ben.requester.id)]).toEqual([2, 2]);
    });
  });
});
