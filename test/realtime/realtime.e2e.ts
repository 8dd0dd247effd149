// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { command, createData, REQUESTER } from '@machines/testing/batch-fixtures';
import { steps } from '@machines/testing/batch-scenario';
import { TimerJobs } from '../../src/around-batch/timers/timer-jobs';
import { SessionTokens } from '../../src/platform/auth/session-token';
import {
  BatchHistory,
  connectAs,
  emitWithAck,
  givenBatch,
  givenBuyerProfile,
  http,
  Inbox,
  openSocket,
  overdueUnpaidJob,
  refusal,
  requestChanged,
  useAppWorld,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('Socket.IO realtime (handshake, rooms, batch:watch, batch:changed, notification:new)', () => {
  const world = useAppWorld({ socketsPerTest: true });
  const track = world.track;
  const as = async (id: string, accountType: 'r' | 'b' | 's' | 'x') =>
    track(await connectAs(world.app, world.app.tokenFor({ id, accountType })));

  describe('handshake', () => {
    it('refuses a missing, forged or expired token and a revoked account with AUTH_INVALID_TOKEN', async () => {
      expect(await refusal(track(openSocket(world.app.baseUrl, undefined)))).toBe('AUTH_INVALID_TOKEN');
      expect(await refusal(track(openSocket(world.app.baseUrl, 'not-a-token')))).toBe('AUTH_INVALID_TOKEN');
      const forged = new SessionTokens('another-secret-that-is-at-least-32-chars', 3600).issue({
        id: 'req-x',
        accountType: 'r',
      }).token;
      expect(await refusal(track(openSocket(world.app.baseUrl, forged)))).toBe('AUTH_INVALID_TOKEN');
      const expired = new SessionTokens(
        'test-session-secret-with-at-least-32-chars',
        3600,
        () => Date.now() - 7200 * 1000,
      ).issue({ id: 'req-x', accountType: 'r' }).token;
      expect(await refusal(track(openSocket(world.app.baseUrl, expired)))).toBe('AUTH_INVALID_TOKEN');
      await world.app.dataSource.query(
        `INSERT INTO revoked_accounts (account_id, reason) VALUES ('req-revoked', 'deleted')`,
      );
      expect(
        await refusal(
          track(openSocket(world.app.baseUrl, world.app.tokenFor({ id: 'req-revoked', accountType: 'r' }))),
        ),
      ).toBe('AUTH_INVALID_TOKEN');
    });

    it('accepts a valid session token', async () => {
      const socket = await as('req-ok', 'r');
      expect(socket.connected).toBe(true);
    });
  });

  describe('batch:changed', () => {
    it("reaches the requester, the buyer and staff for the requester's own batch, never another requester's, as soon as it is committed", async () => {
      const requester = await as('req-a', 'r');
      const buyer = await as('buyer-a', 'b');
      const staff = await as('staff-a', 's');
      const inbox = new Inbox(requester, ['batch:changed']);
      const buyerInbox = new Inbox(buyer, ['batch:changed']);
      const staffInbox = new Inbox(staff, ['batch:changed']);

      // Histories appended straight to the store push nothing (the writer pushes); the buyers' remarks do.
      const foreign = await givenBatch(world.store, 'assigned', { requesterId: 'req-b', buyerId: 'buyer-b' });
      const own = await givenBatch(world.store, 'assigned', { requesterId: 'req-a', buyerId: 'buyer-a' });
      // The foreign batch is written first: one instance pushes in commit order, so once ours arrived, a leak would have too.
      const remark = (batchId: string, buyerId: string) =>
        http(
          world.app,
          'PUT',
          `/api/batch/requests/add/${batchId}/buyer/remark`,
          world.app.tokenFor({ id: buyerId, accountType: 'b' }),
          { buyer_remark: 'checked the seller' },
        );
      expect((await remark(foreign.batchId, 'buyer-b')).status).toBe(200);
      const written = await remark(own.batchId, 'buyer-a');
      expect(written.status).toBe(200);

      const change = await inbox.waitFor('batch:changed', (d) => d.batch_id === own.batchId);
      expect(change).toEqual(
        requestChanged(own, 'assigned', { revision: 3, position: (written.body as { position: string }).position }),
      );
      await buyerInbox.waitFor('batch:changed', (d) => d.batch_id === own.batchId);
      await staffInbox.waitFor('batch:changed', (d) => d.batch_id === foreign.batchId);
      await staffInbox.waitFor('batch:changed', (d) => d.batch_id === own.batchId);
      expect(inbox.of('batch:changed').filter((d) => d.batch_id === foreign.batchId)).toEqual([]);
      expect(buyerInbox.of('batch:changed').filter((d) => d.batch_id === foreign.batchId)).toEqual([]);

      // The push may come before the read models have the change: a refetch at its position waits for it.
      const detail = await http(
        world.app,
        'GET',
        `/api/batch/requests/${own.batchId}`,
        world.app.tokenFor({ id: 'req-a', accountType: 'r' }),
        undefined,
        {
          'x-event-position': String(change.position),
        },
      );
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ status: 'assigned', revision: 3, stale: false });
      const list = await http<{ results: { id: string }[] }>(
        world.app,
        'GET',
        '/api/batch/requests',
        world.app.tokenFor({ id: 'req-a', accountType: 'r' }),
        undefined,
        { 'x-event-position': String(change.position) },
      );
      expect(list.body.results.map((r) => r.id)).toContain(own.batchId);
    });

    it('shows a change made by the other party over HTTP live, with the notification for it', async () => {
      const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-c', buyerId: 'buyer-c' });
      const requester = await as('req-c', 'r');
      const inbox = new Inbox(requester, ['batch:changed', 'notification:new']);
      const accepted = await http(
        world.app,
        'PUT',
        `/api/batch/requests/accept/${given.batchId}`,
        world.app.tokenFor({ id: 'buyer-c', accountType: 'b' }),
        {},
      );
      expect(accepted.status).toBe(200);

      const change = await inbox.waitFor(
        'batch:changed',
        (d) => d.batch_id === given.batchId && d.status === 'accepted',
      );
      expect(change.revision).toBe(3);
      const note = await inbox.waitFor(
        'notification:new',
        (d) => (d.notification as { tag: string }).tag === 'request_accepted',
      );
      expect(note).toMatchObject({
        notification: {
          is_read: false,
          tag: 'request_accepted',
          metadata: { batch_id: given.batchId, batch_number: given.batchNumber, batch_type: 'requests' },
          content: { 'en-us': `Your request ${given.batchNumber} has been accepted by the buyer.` },
        },
      });
      // buyer_assigned (from the given history) and request_accepted are both unread.
      expect(note.unread_count).toBe(2);
      const listed = await http<{ results: { id: string }[] }>(
        world.app,
        'GET',
        '/api/batch/notifications',
        world.app.tokenFor({ id: 'req-c', accountType: 'r' }),
      );
      expect(listed.body.results[0]).toEqual(note.notification);
    });
  });

  describe('batch:changed for writes that are not HTTP commands, and for a buyer taken off', () => {
    it('a timer job writing through the writer pushes to the requester too', async () => {
      const batch = new BatchHistory(world.app.app);
      // One append: the automatic assignment only acts on a request still waiting in `requested`.
      await batch.append(
        new Date(),
        (s) => s.run(command('CreateRequest', createData({ batchNumber: batch.batchNumber }), REQUESTER)),
        steps.assign,
        steps.accept,
        steps.modify,
      );
      const requester = await as(REQUESTER.id, 'r');
      const inbox = new Inbox(requester, ['batch:changed']);
      const episodeEventId = batch.lastEventId;
      const job = overdueUnpaidJob(batch.batchId, episodeEventId);
      await world.app.app.get(TimerJobs).run('overdue-unpaid', job);
      const change = await inbox.waitFor('batch:changed', (d) => d.batch_id === batch.batchId);
      expect(change).toMatchObject({ batch_number: batch.batchNumber, status: 'declined', revision: 6 });
    });

    it('tells the buyer taken off the batch, and the new one, when staff reassign it', async () => {
      const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-p', buyerId: 'buyer-p1' });
      const previous = new Inbox(await as('buyer-p1', 'b'), ['batch:changed']);
      const next = new Inbox(await as('buyer-p2', 'b'), ['batch:changed']);
      const bystander = new Inbox(await as('buyer-p3', 'b'), ['batch:changed']);
      await givenBuyerProfile(world.app, world.app.tokenFor({ id: 'staff-p', accountType: 's' }), 'buyer-p2');
      const reassigned = await http(
        world.app,
        'PUT',
        `/api/admin/batches/${given.batchId}/assign`,
        world.app.tokenFor({ id: 'staff-p', accountType: 's' }),
        { buyer_id: 'buyer-p2', explanation: 'the first buyer is away' },
      );
      expect(reassigned.status).toBe(200);
      const told = await previous.waitFor('batch:changed', (d) => d.batch_id === given.batchId);
      expect(told).toMatchObject({ status: 'assigned', revision: 3 });
      expect(await next.waitFor('batch:changed', (d) => d.batch_id === given.batchId)).toEqual(told);
      expect(bystander.of('batch:changed')).toEqual([]);
    });
  });

  describe('batch:watch', () => {
    it('joins the batch room for a visible batch and refuses a foreign one with BATCH_NOT_FOUND', async () => {
      const own = await givenBatch(world.store, 'assigned', { requesterId: 'req-d', buyerId: 'buyer-d' });
      const foreign = await givenBatch(world.store, 'assigned', { requesterId: 'req-e', buyerId: 'buyer-e' });
      // The watch checks the detail read model: make sure it has both batches.
      for (const b of [own, foreign]) {
        const seen = await http(
          world.app,
          'GET',
          `/api/batch/requests/${b.batchId}`,
          world.app.tokenFor({ id: 'staff-x', accountType: 's' }),
          undefined,
          { 'x-event-position': b.position },
        );
        expect(seen.status).toBe(200);
      }
      const requester = await as('req-d', 'r');
      expect(await emitWithAck(requester, 'batch:watch', { batch_id: own.batchId })).toEqual({ ok: true });
      expect(await emitWithAck(requester, 'batch:watch', { batch_id: foreign.batchId })).toEqual({
        ok: false,
        code: 'BATCH_NOT_FOUND',
      });
      expect(await emitWithAck(requester, 'batch:watch', { batch_id: 'no-such-batch' })).toEqual({
        ok: false,
        code: 'BATCH_NOT_FOUND',
      });
      expect(await emitWithAck(requester, 'batch:watch', 'garbage')).toEqual({ ok: false, code: 'BATCH_NOT_FOUND' });
      const otherBuyer = await as('buyer-d2', 'b');
      expect(await emitWithAck(otherBuyer, 'batch:watch', { batch_id: own.batchId })).toEqual({
        ok: false,
        code: 'BATCH_NOT_FOUND',
      });
      const auditor = await as('auditor-d', 'x');
      expect(await emitWithAck(auditor, 'batch:watch', { batch_id: foreign.batchId })).toEqual({ ok: true });
      expect(await emitWithAck(auditor, 'batch:unwatch', { batch_id: foreign.batchId })).toEqual({ ok: true });
    });
  });
});
