// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { SessionTokens } from '../../src/platform/auth/session-token';
import type { Actor } from '@machines/batch';
import { createData, REQUESTER as MACHINE_REQUESTER, SYSTEM } from '@machines/testing/batch-fixtures';
import {
  BatchHistory,
  call,
  countRows,
  createRequest,
  setAssignmentPool,
  snapshot,
  step,
  storedStatus,
  type Step,
} from '../support/kit';
import { AUDITOR, BUYER, type Json, REQUESTER, STAFF, useAccountsWorld } from './accounts.fixture';

describe('Accounts: GET /api/user/{id}/, switch, DELETE', () => {
  const w = useAccountsWorld();
  /** The demo buyer's accepted batch, finished by the last test so the deletion goes through. */
  let active: BatchHistory;

  describe('GET /api/user/{id}/', () => {
    it('shows the owner their accounts and profile', async () => {
      const reply = await call<Json>(w.testApp, 'GET', `/api/user/${REQUESTER.userId}/`, {
        token: w.tokenOf(REQUESTER),
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        id: REQUESTER.userId,
        activated_account: REQUESTER.accountId,
        number_account: 1,
        user_code: expect.stringMatching(/^U/),
        accounts: [{ id: REQUESTER.accountId, account_type: 'r' }],
        first_name: 'Rita',
        country_code: 'hk',
        mobile_number: '91230001',
      });
    });

    it('lets staff and auditors read anyone', async () => {
      expect((await call(w.testApp, 'GET', `/api/user/${REQUESTER.userId}/`, { token: w.tokenOf(STAFF) })).status).toBe(
        200,
      );
      expect(
        (await call(w.testApp, 'GET', `/api/user/${REQUESTER.userId}/`, { token: w.tokenOf(AUDITOR) })).status,
      ).toBe(200);
    });

    it('answers another user, an unknown id and a malformed id alike with 404', async () => {
      for (const id of [BUYER.userId, '00000000-0000-4000-8000-00000000ffff', 'xyz']) {
        const reply = await call(w.testApp, 'GET', `/api/user/${id}/`, { token: w.tokenOf(REQUESTER) });
        expect(reply.status).toBe(404);
        expect(reply.body).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
      }
    });

    it('refuses a missing, forged or expired session with 401', async () => {
      const path = `/api/user/${REQUESTER.userId}/`;
      expect((await call(w.testApp, 'GET', path)).status).toBe(401);
      const forged = new SessionTokens('f'.repeat(40), 3600).issue({ id: REQUESTER.accountId, accountType: 's' }).token;
      expect((await call(w.testApp, 'GET', path, { token: forged })).body).toMatchObject({
        code: 'AUTH_INVALID_TOKEN',
      });
      const expired = new SessionTokens(
        'test-session-secret-with-at-least-32-chars',
        60,
        () => Date.now() - 3600_000,
      ).issue({ id: REQUESTER.accountId, accountType: 'r' }).token;
      expect((await call(w.testApp, 'GET', path, { token: expired })).body).toMatchObject({
        code: 'AUTH_SESSION_EXPIRED',
      });
    });
  });

  describe('GET /api/user/switch/{id}', () => {
    it('switches a requester to a new buyer account and back', async () => {
      const toBuyer = await call<Json>(w.testApp, 'GET', `/api/user/switch/${REQUESTER.userId}`, {
        token: w.tokenOf(REQUESTER),
      });
      expect(toBuyer.status).toBe(200);
      expect(toBuyer.body).toMatchObject({
        user: REQUESTER.userId,
        account_type: 'b',
        user_status: 0,
        number_account: 2,
      });
      const buyerAccount = toBuyer.body.activated_account as string;
      expect(buyerAccount).not.toBe(REQUESTER.accountId);
      const profile = await call<Json>(w.testApp, 'GET', `/api/user/${REQUESTER.userId}/`, {
        token: toBuyer.body.token as string,
      });
      expect(profile.body).toMatchObject({ account_type: 'b', number_account: 2 });
      const back = await call<Json>(w.testApp, 'GET', `/api/user/switch/${REQUESTER.userId}`, {
        token: toBuyer.body.token as string,
      });
      expect(back.body).toMatchObject({
        account_type: 'r',
        activated_account: REQUESTER.accountId,
        number_account: 2,
        country_code: 'hk',
      });
      // The second switch reuses the buyer account.
      const again = await call<Json>(w.testApp, 'GET', `/api/user/switch/${REQUESTER.userId}`, {
        token: back.body.token as string,
      });
      expect(again.body.activated_account).toBe(buyerAccount);
      await call(w.testApp, 'GET', `/api/user/switch/${REQUESTER.userId}`, { token: again.body.token as string });
    });

    it("refuses staff, auditors (403) and someone else's id (404)", async () => {
      expect(
        (await call(w.testApp, 'GET', `/api/user/switch/${STAFF.userId}`, { token: w.tokenOf(STAFF) })).status,
      ).toBe(403);
      expect(
        (await call(w.testApp, 'GET', `/api/user/switch/${AUDITOR.userId}`, { token: w.tokenOf(AUDITOR) })).status,
      ).toBe(403);
      expect(
        (await call(w.testApp, 'GET', `/api/user/switch/${BUYER.userId}`, { token: w.tokenOf(REQUESTER) })).status,
      ).toBe(404);
    });
  });

  describe('DELETE /api/account/delete/{id}/', () => {
    const asBuyer: Actor = { id: BUYER.accountId, role: 'buyer', accountType: 'b' };
    /** A batch the demo buyer was assigned, written to the log with the real decider, up to `last`. */
    const givenBuyersBatch = async (...last: Step[]) => {
      const batch = new BatchHistory(w.testApp);
      await batch.append(
        new Date(),
        step('CreateRequest', createData({ batchNumber: batch.batchNumber }), MACHINE_REQUESTER),
        step('AssignBuyer', { buyerId: BUYER.accountId }, SYSTEM),
        ...last,
      );
      return batch;
    };

    /**
     * The row counts a refused deletion must leave alone. E-mails count only the account's own kinds:
     * the batch notifications of the setup's events (assigned, declined) are queued by reactions that
     * may still be running when the deletion is refused.
     */
    const accountSnapshot = async () => ({
      ...(await snapshot(w.testApp)),
      outbox_email: await countRows(w.testApp, "outbox_email WHERE purpose IN ('otp', 'signup', 'welcome')"),
    });

    it('is refused with the spec message while a new or active request exists', async () => {
      await givenBuyersBatch(step('DeclineRequest', { reason: 'out_of_stock' }, asBuyer));
      active = await givenBuyersBatch(step('AcceptRequest', {}, asBuyer));
      const before = await accountSnapshot();
      const reply = await call<Json>(w.testApp, 'DELETE', `/api/account/delete/${BUYER.userId}/`, {
        token: w.tokenOf(BUYER),
      });
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({
        code: 'ACCOUNT_HAS_ACTIVE_REQUESTS',
        message: 'You still have New and/or Active requests. You must resolve them before you can delete your account',
      });
      expect(await accountSnapshot()).toEqual(before);
    });

    it('is refused right after a create, before the read models have seen the new request', async () => {
      // No automatic assignment: the request stays the requester's alone.
      await setAssignmentPool(w.testApp, []);
      // Held here, the detail model takes no write: it lags behind the log. A table lock takes no
      // transaction id, so the log's readers do not wait behind this transaction.
      const held = w.testApp.dataSource.createQueryRunner();
      await held.connect();
      await held.startTransaction();
      try {
        await held.query(`LOCK TABLE rm_batch_detail IN SHARE MODE`);
        const created = await createRequest(w.testApp, w.tokenOf(REQUESTER));
        const reply = await call<Json>(w.testApp, 'DELETE', `/api/account/delete/${REQUESTER.userId}/`, {
          token: w.tokenOf(REQUESTER),
        });
        expect([reply.status, reply.body.code]).toEqual([409, 'ACCOUNT_HAS_ACTIVE_REQUESTS']);
        // The refusal came from the log: the detail model has still not seen the request.
        const seen: unknown[] = await w.testApp.dataSource.query(`SELECT 1 FROM rm_batch_detail WHERE batch_id = $1`, [
          created.id,
        ]);
        expect(seen).toHaveLength(0);
        expect(await storedStatus(w.testApp.app, created.id)).toBe('requested');
      } finally {
        await held.rollbackTransaction();
        await held.release();
      }
      const [user]: Array<{ deleted_at: Date | null }> = await w.testApp.dataSource.query(
        `SELECT deleted_at FROM users WHERE id = $1`,
        [REQUESTER.userId],
      );
      expect(user.deleted_at).toBeNull();
    });

    it('hides other users (404) and refuses auditors (403)', async () => {
      expect(
        (await call(w.testApp, 'DELETE', `/api/account/delete/${BUYER.userId}/`, { token: w.tokenOf(REQUESTER) }))
          .status,
      ).toBe(404);
      expect(
        (await call(w.testApp, 'DELETE', `/api/account/delete/${AUDITOR.userId}/`, { token: w.tokenOf(AUDITOR) }))
          .status,
      ).toBe(403);
    });

    it('deletes the account when only finished requests remain; the old token then finds nothing', async () => {
      await active.append(new Date(), step('CancelRequest', { reason: 'changed_mind' }, MACHINE_REQUESTER));
      const reply = await call<Json>(w.testApp, 'DELETE', `/api/account/delete/${BUYER.userId}/`, {
        token: w.tokenOf(BUYER),
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ message: 'Delete Account Successfully!' });
      const [row]: Array<{ email: string; mobile: string | null; first_name: string | null; deleted_at: Date | null }> =
        await w.testApp.dataSource.query(`SELECT email, mobile, first_name, deleted_at FROM users WHERE id = $1`, [
          BUYER.userId,
        ]);
      expect(row).toMatchObject({ mobile: null, first_name: null, deleted_at: expect.any(Date) });
      expect(row.email).not.toBe(BUYER.email);
      // The deleted account's unexpired token is refused everywhere, not only by account routes.
      const stale = await call<Json>(w.testApp, 'GET', `/api/user/${BUYER.userId}/`, { token: w.tokenOf(BUYER) });
      expect(stale.status).toBe(401);
      expect(stale.body).toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
      expect((await call(w.testApp, 'GET', '/api/batch/orders', { token: w.tokenOf(BUYER) })).status).toBe(401);
      expect((await call(w.testApp, 'GET', `/api/user/${BUYER.userId}/`, { token: w.tokenOf(STAFF) })).status).toBe(
        404,
      );
    });
  });
});
