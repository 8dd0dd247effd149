import { call, createRequest, expectStatus, http, setAssignmentPool, storedStatus } from '../support/kit';
import { type Json, REQUESTER, useAccountsWorld } from './accounts.fixture';

/**
 * Account deletion right after a create: the refusal must come from the log, whatever the read
 * models and the projections' visibility horizon have seen yet.
 */
describe('DELETE /api/account/delete/{id}/ right after a create', () => {
  const w = useAccountsWorld();
  const deleteAccount = () =>
    call<Json>(w.testApp, 'DELETE', `/api/account/delete/${REQUESTER.userId}/`, { token: w.tokenOf(REQUESTER) });
  const cancel = (id: string) =>
    expectStatus('cancel', http(w.testApp, 'PUT', `/api/batch/requests/cancel/${id}`, w.tokenOf(REQUESTER), {}));

  beforeAll(async () => {
    // No automatic assignment: each request stays the requester's alone.
    await setAssignmentPool(w.testApp, []);
  });

  it('is refused every time, straight after the create', async () => {
    for (let round = 0; round < 3; round += 1) {
      const created = await createRequest(w.testApp, w.tokenOf(REQUESTER));
      const reply = await deleteAccount();
      expect([round, reply.status, reply.body.code]).toEqual([round, 409, 'ACCOUNT_HAS_ACTIVE_REQUESTS']);
      await cancel(created.id);
    }
  });

  it('is refused while an older transaction still runs and holds the log back from its readers', async () => {
    for (let round = 0; round < 3; round += 1) {
      // A reaction's or a job's transaction in flight, begun before the create: it has an id, so
      // every reader of the log below the visibility horizon waits behind it (and the detail model too).
      const older = w.testApp.dataSource.createQueryRunner();
      await older.connect();
      await older.startTransaction();
      let created: { id: string };
      try {
        await older.query(`SELECT pg_current_xact_id()`);
        created = await createRequest(w.testApp, w.tokenOf(REQUESTER));
        const reply = await deleteAccount();
        expect([round, reply.status, reply.body.code]).toEqual([round, 409, 'ACCOUNT_HAS_ACTIVE_REQUESTS']);
        expect(await storedStatus(w.testApp.app, created.id)).toBe('requested');
      } finally {
        await older.rollbackTransaction();
        await older.release();
      }
      await cancel(created.id);
    }
    const [user]: Array<{ deleted_at: Date | null }> = await w.testApp.dataSource.query(
      `SELECT deleted_at FROM users WHERE id = $1`,
      [REQUESTER.userId],
    );
    expect(user.deleted_at).toBeNull();
  });

  it('goes through once every request is finished', async () => {
    expect((await deleteAccount()).status).toBe(200);
  });
});
