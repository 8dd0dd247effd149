import { randomUUID } from 'node:crypto';
import type { BatchEvent } from '@machines/batch';
import {
  appendBatchEvents,
  eventsUpTo,
  GIVEN_ACTOR,
  givenAccount,
  givenOrder,
  type GivenStage,
  http,
  useAppWorld,
} from '../support/kit';
import type { BatchListPage as Page } from '@contracts/batch/batch-list';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const DAY = 24 * 3600 * 1000;

/** GET /api/batch/{requests,orders,archived}: dashboard groups and every list query parameter of spec §7. */
describe('batch list groups and filters', () => {
  const world = useAppWorld({ pool: [] });
  let staff: string;
  /** The latest position written by a test: every list waits for it (read-your-writes). */
  let last = '';

  beforeAll(() => {
    staff = world.app.tokenFor({ id: 'staff-lists', accountType: 's' });
  });

  /** A batch brought to `stage` (batch-test-kit), then `extra` events, from `from` to `to`, last changed `at`. */
  async function given(
    stage: GivenStage,
    p: { requesterId: string; buyerId?: string; from?: string; to?: string; at?: string; extra?: BatchEvent[] },
  ): Promise<string> {
    const batchId = randomUUID();
    const at = p.at ?? new Date().toISOString();
    const events = [
      ...eventsUpTo(stage, {
        requesterId: p.requesterId,
        buyerId: p.buyerId ?? 'buyer-lists',
        batchNumber: `BNLIST${batchId.slice(0, 8)}`,
        at,
      }),
      ...(p.extra ?? []),
    ].map((e) =>
      e.type === 'RequestCreated'
        ? {
            ...e,
            data: {
              ...e.data,
              items: e.data.items.map((i) => ({ ...i, fromCountry: p.from ?? 'us', toCountry: p.to ?? 'hk' })),
            },
          }
        : e,
    );
    const result = await appendBatchEvents(world.store, batchId, events, { at, actor: GIVEN_ACTOR });
    last = result.position;
    return batchId;
  }

  const list = (path: string, token = staff) =>
    http<Page>(world.app, 'GET', `${path}${path.includes('?') ? '&' : '?'}page_size=100`, token, undefined, {
      'x-event-position': last,
    });
  const ids = async (path: string, token = staff) => {
    const answer = await list(path, token);
    expect(answer.status).toBe(200);
    return answer.body.results.map((r) => r.id);
  };
  const expectBad = async (path: string, field: string) => {
    const answer = await list(path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field } });
  };

  describe('group (the dashboard sends it as is, to the list that holds it)', () => {
    const requesterId = 'req-groups';
    const token = () => world.app.tokenFor({ id: requesterId, accountType: 'r' });

    it('returns each group from its list: new and reviewing requests, recent completed orders, the archive newest first', async () => {
      const requested = await given('requested', { requesterId });
      const accepted = await given('accepted', { requesterId });
      const canceled = await given('requested', {
        requesterId,
        extra: [{ type: 'RequestCanceled', data: { reason: 'changed_mind', remark: '' } }],
      });
      const recentDone = await given('all_payment_canceled', {
        requesterId,
        at: new Date(Date.now() - 2 * DAY).toISOString(),
      });
      const oldDone = await given('all_payment_canceled', {
        requesterId,
        at: new Date(Date.now() - 8 * DAY).toISOString(),
      });

      expect(await ids('/api/batch/requests?group=new', token())).toEqual([requested]);
      expect(await ids('/api/batch/requests?group=reviewing', token())).toEqual([accepted]);
      expect(await ids('/api/batch/orders?group=completed', token())).toEqual([recentDone]);
      // Archived-status requests plus completed orders older than 7 days, newest first (spec §4).
      expect(await ids('/api/batch/archived?group=archived', token())).toEqual([canceled, oldDone]);
      expect(await ids('/api/batch/archived', token())).toEqual([canceled, oldDone]);
      const archivedRows = (await list('/api/batch/archived?group=archived', token())).body.results;
      expect(archivedRows.map((r) => r.group)).toEqual(['archived', 'completed']);
      // A group narrows: none of the paid groups has a request in it.
      expect(await ids('/api/batch/orders?group=processing', token())).toEqual([]);
    });

    it('rejects an unknown group with 400 naming the field', async () => {
      await expectBad('/api/batch/requests?group=finished', 'group');
    });
  });

  describe('site_from, site_to and type', () => {
    it('narrows by the first item origin and destination, ignoring case, and by list type', async () => {
      const usHk = await given('accepted', { requesterId: 'req-sites' });
      const jpMo = await given('accepted', { requesterId: 'req-sites', from: 'jp', to: 'mo' });
      const order = await givenOrder(world.app, 'payment_authorized');
      last = order.position;

      const fromJp = await ids('/api/batch/requests?site_from=JP');
      expect(fromJp).toContain(jpMo);
      expect(fromJp).not.toContain(usHk);
      const toHk = await ids('/api/batch/requests?site_to=hk');
      expect(toHk).toContain(usHk);
      expect(toHk).not.toContain(jpMo);
      expect(await ids('/api/batch/requests?site_from=us&site_to=mo')).toEqual([]);

      // type narrows within a list: the orders list holds no requests.
      const orders = await ids('/api/batch/orders?type=orders');
      expect(orders).toContain(order.batchId);
      expect(await ids('/api/batch/orders?type=requests')).toEqual([]);
      const requests = await ids('/api/batch/requests?type=requests');
      expect(requests).toEqual(expect.arrayContaining([usHk, jpMo]));
      expect(requests).not.toContain(order.batchId);
    });

    it('rejects a bad site or type with 400 naming the field', async () => {
      await expectBad('/api/batch/requests?site_from=united-states-of-america', 'site_from');
      await expectBad('/api/batch/requests?site_to=hong-kong-sar-china', 'site_to');
      await expectBad('/api/batch/requests?site_from=u1', 'site_from');
      await expectBad('/api/batch/requests?type=drafts', 'type');
    });
  });

  describe('refund, purchaseType and autoWorkFlow', () => {
    it('narrows by refund requested or made, and by automatic or manual purchase', async () => {
      const plain = await givenOrder(world.app, 'payment_captured');
      const refunded = await givenOrder(world.app, 'payment_captured');
      const refund: BatchEvent = {
        type: 'ItemsRefunded',
        data: { itemIds: ['item-1'], amount: 1000, reason: 'unobtainable_item', remark: '' },
      };
      await world.store.append(
        `batch-${refunded.batchId}`,
        [
          {
            eventId: randomUUID(),
            type: refund.type,
            data: refund.data,
            metadata: { at: new Date().toISOString(), actor: { id: 'staff-lists', role: 'staff' } },
          },
        ],
        {
          expectedRevision: 'any',
          streamType: 'batch',
        },
      );
      const auto = await given('accepted', {
        requesterId: 'req-auto',
        extra: [{ type: 'AutoWorkflowToggled', data: { enabled: true } }],
      });
      const manual = await given('accepted', { requesterId: 'req-auto' });

      const withRefund = await ids('/api/batch/orders?refund=true');
      expect(withRefund).toContain(refunded.batchId);
      expect(withRefund).not.toContain(plain.batchId);
      const withoutRefund = await ids('/api/batch/orders?refund=0');
      expect(withoutRefund).toContain(plain.batchId);
      expect(withoutRefund).not.toContain(refunded.batchId);

      const autoList = await ids('/api/batch/requests?autoWorkFlow=true');
      expect(autoList).toEqual([auto]);
      const manualList = await ids('/api/batch/requests?autoWorkFlow=false');
      expect(manualList).toContain(manual);
      expect(manualList).not.toContain(auto);
      expect(await ids('/api/batch/requests?purchaseType=auto')).toEqual([auto]);
      const manualType = await ids('/api/batch/requests?purchaseType=manual');
      expect(manualType).toContain(manual);
      expect(manualType).not.toContain(auto);
    });

    it('rejects a bad flag or purchase type with 400 naming the field', async () => {
      await expectBad('/api/batch/orders?refund=maybe', 'refund');
      await expectBad('/api/batch/requests?autoWorkFlow=yes', 'autoWorkFlow');
      await expectBad(`/api/batch/requests?purchaseType=${'x'.repeat(21)}`, 'purchaseType');
      await expectBad('/api/batch/requests?purchaseType=bogus', 'purchaseType');
    });
  });

  describe('internalRemark', () => {
    it('narrows by having a remark or by its text for buyers and staff, and is no probe for requesters', async () => {
      const remarked = await given('accepted', {
        requesterId: 'req-remark',
        buyerId: 'buyer-remark',
        extra: [{ type: 'BuyerRemarkAdded', data: { remark: 'Fragile glass, pack twice' } }],
      });
      const bare = await given('accepted', { requesterId: 'req-remark', buyerId: 'buyer-remark' });
      const buyer = world.app.tokenFor({ id: 'buyer-remark', accountType: 'b' });
      const requester = world.app.tokenFor({ id: 'req-remark', accountType: 'r' });

      expect(await ids('/api/batch/requests?internalRemark=true', buyer)).toEqual([remarked]);
      expect(await ids('/api/batch/requests?internalRemark=false', buyer)).toEqual([bare]);
      expect(await ids('/api/batch/requests?internalRemark=GLASS', buyer)).toEqual([remarked]);
      expect(await ids('/api/batch/requests?internalRemark=50%25', buyer)).toEqual([]);
      const staffHits = await ids('/api/batch/requests?internalRemark=pack%20twice');
      expect(staffHits).toContain(remarked);
      expect(staffHits).not.toContain(bare);
      // The remark is the buyer's and staff's: a requester's filter on it changes nothing.
      expect((await ids('/api/batch/requests?internalRemark=glass', requester)).sort()).toEqual(
        [remarked, bare].sort(),
      );
      expect((await list('/api/batch/requests', requester)).body.results[0]).not.toHaveProperty('buyer_remark');
    });

    it('rejects an over-long remark filter with 400 naming the field', async () => {
      await expectBad(`/api/batch/requests?internalRemark=${'r'.repeat(201)}`, 'internalRemark');
    });
  });

  describe("search by requester name: staff find a batch by the requester's name", () => {
    it("finds a batch by its requester's first, last or full name, ignoring case; others stay out", async () => {
      const named = await givenAccount(world.app, { accountType: 'r', firstName: 'Wing', lastName: 'Zhoufinder' });
      const other = await givenAccount(world.app, { accountType: 'r', firstName: 'Mei', lastName: 'Otherperson' });
      const mine = await given('accepted', { requesterId: named.id });
      const theirs = await given('accepted', { requesterId: other.id });
      expect(await ids('/api/batch/requests?search=zhoufinder')).toEqual([mine]);
      expect(await ids('/api/batch/requests?search=WING%20ZHOU')).toEqual([mine]);
      expect(await ids('/api/batch/requests?search=otherperson')).toEqual([theirs]);
      // A name that matches nobody finds nothing (the item and number search is unchanged).
      expect(await ids('/api/batch/requests?search=nobody-by-this-name')).toEqual([]);
    });
  });
});
