// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import type {
  AdminPrivacyRequestPage,
  AdminPrivacyRequestView,
  PrivacyRequestList,
  PrivacyRequestView,
} from '@contracts/privacy';
import {
  call,
  createRequest,
  eventually,
  givenAccount,
  pinClock,
  startTestApp,
  type Account,
  type TestApp,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const DAY = 24 * 3600 * 1000;
const T0 = new Date('2026-11-01T10:00:00.000Z');

/** Privacy requests over HTTP: who may do what, the 30-day clock, and the status changes. */
describe('Privacy requests: /api/account/privacy-requests and /api/admin/privacy-requests', () => {
  let app: TestApp;
  let setNow: (at: Date) => void;
  let rita: Account;
  let otto: Account;
  let staff: Account;
  let auditor: Account;
  const userOf = async (account: Account): Promise<string> =>
    (await app.dataSource.query<{ user_id: string }[]>(`SELECT user_id FROM accounts WHERE id = $1`, [account.id]))[0]
      .user_id;

  beforeAll(async () => {
    app = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    setNow = pinClock(app.app, T0);
    rita = await givenAccount(app, { accountType: 'r', firstName: 'Rita', mobile: '+85291231111', activated: true });
    otto = await givenAccount(app, { accountType: 'r', firstName: 'Otto', mobile: '+85291232222', activated: true });
    staff = await givenAccount(app, { accountType: 's', firstName: 'Sam' });
    auditor = await givenAccount(app, { accountType: 'x', firstName: 'Aud' });
  });
  afterAll(async () => app.close());

  const file = (who: Account, body: unknown) =>
    call<PrivacyRequestView>(app, 'POST', '/api/account/privacy-requests/', { token: who.token, body });
  const act = (who: Account, id: string, action: 'answer' | 'complete', body: unknown = {}) =>
    call<AdminPrivacyRequestView>(app, 'PUT', `/api/admin/privacy-requests/${id}/${action}`, {
      token: who.token,
      body,
    });
  const adminList = (who: Account, query = '') =>
    call<AdminPrivacyRequestPage>(app, 'GET', `/api/admin/privacy-requests${query}`, { token: who.token });

  it('files a request due 30 days later, with the days left counting down and overdue after the due date', async () => {
    setNow(T0);
    const filed = await file(rita, { kind: 'correction', details: '  My surname is misspelt  ' });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({
      kind: 'correction',
      details: 'My surname is misspelt',
      status: 'open',
      created_at: T0.toISOString(),
      due_at: new Date(T0.getTime() + 30 * DAY).toISOString(),
      days_left: 30,
      overdue: false,
      answered_at: null,
    });
    setNow(new Date(T0.getTime() + 20 * DAY));
    const mine = await call<PrivacyRequestList>(app, 'GET', '/api/account/privacy-requests/', { token: rita.token });
    expect(mine.body.results).toEqual([expect.objectContaining({ id: filed.body.id, days_left: 10, overdue: false })]);
    setNow(new Date(T0.getTime() + 31 * DAY));
    const late = await call<AdminPrivacyRequestView>(app, 'GET', `/api/admin/privacy-requests/${filed.body.id}`, {
      token: staff.token,
    });
    expect(late.body).toMatchObject({ days_left: -1, overdue: true, first_name: 'Rita', email: rita.email });
    const overdue = await adminList(auditor, '?overdue=true');
    expect(overdue.body.results.map((r) => r.id)).toEqual([filed.body.id]);
  });

  it('shows users only their own requests, and operators all of them, most urgent first', async () => {
    setNow(new Date(T0.getTime() + 32 * DAY));
    const ottos = await file(otto, { kind: 'review' });
    expect(ottos.status).toBe(201);
    const ritas = await call<PrivacyRequestList>(app, 'GET', '/api/account/privacy-requests/', { token: rita.token });
    expect(ritas.body.results.map((r) => r.kind)).toEqual(['correction']);
    const all = await adminList(staff);
    expect(all.body.count).toBe(2);
    // Rita's is overdue: it comes first.
    expect(all.body.results.map((r) => r.kind)).toEqual(['correction', 'review']);
    expect((await adminList(rita)).status).toBe(403);
    expect((await call(app, 'GET', `/api/admin/privacy-requests/${ottos.body.id}`, { token: rita.token })).status).toBe(
      403,
    );
  });

  it('lets staff answer (stopping the clock) then complete; auditors and users cannot act', async () => {
    setNow(new Date(T0.getTime() + 33 * DAY));
    const [request] = (
      await call<PrivacyRequestList>(app, 'GET', '/api/account/privacy-requests/', { token: otto.token })
    ).body.results;
    expect((await act(auditor, request.id, 'answer', { answer: 'x' })).status).toBe(403);
    expect((await act(otto, request.id, 'complete')).status).toBe(403);
    const empty = await act(staff, request.id, 'answer', { answer: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'answer' } });
    const answered = await act(staff, request.id, 'answer', { answer: 'Your export is in account settings.' });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'answered',
      answer: 'Your export is in account settings.',
      answered_by: staff.id,
      days_left: null,
      overdue: false,
    });
    const again = await act(staff, request.id, 'answer', { answer: 'twice' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PRIVACY_REQUEST_CLOSED', params: { status: 'answered' } });
    const completed = await act(staff, request.id, 'complete');
    expect(completed.body).toMatchObject({
      status: 'completed',
      completed_by: staff.id,
      answer: 'Your export is in account settings.',
    });
    expect((await act(staff, request.id, 'complete')).status).toBe(409);
    // A review does not touch the account.
    expect((await call(app, 'GET', `/api/user/${await userOf(otto)}/`, { token: otto.token })).status).toBe(200);
    const missing = await act(staff, '00000000-0000-4000-8000-000000000000', 'complete');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'PRIVACY_REQUEST_NOT_FOUND' });
    expect((await act(staff, 'nope', 'answer', { answer: 'a' })).status).toBe(404);
  });

  it('completes a deletion request by erasing the account, refused while a batch is unfinished', async () => {
    const dana = await givenAccount(app, {
      accountType: 'r',
      firstName: 'Dana',
      mobile: '+85291233333',
      activated: true,
    });
    const danaUser = await userOf(dana);
    const filed = await file(dana, { kind: 'deletion', details: 'Please delete Dana Lam, +85291233333' });
    // The check asks the log, not a read model: an older transaction still open when the request is
    // created (a reaction's, a job's) holds the projections back, and the erasure is refused all the same.
    const older = app.dataSource.createQueryRunner();
    await older.connect();
    await older.startTransaction();
    let batch: { id: string };
    try {
      await older.query(`SELECT pg_current_xact_id()`);
      batch = await createRequest(app, dana.token);
      const blocked = await act(staff, filed.body.id, 'complete');
      expect(blocked.status).toBe(409);
      expect(blocked.body).toMatchObject({ code: 'ACCOUNT_HAS_ACTIVE_REQUESTS' });
    } finally {
      await older.rollbackTransaction();
      await older.release();
    }
    expect(
      (await call(app, 'GET', `/api/admin/privacy-requests/${filed.body.id}`, { token: staff.token })).body,
    ).toMatchObject({ status: 'open' });
    await call(app, 'PUT', `/api/batch/requests/cancel/${batch.id}`, { token: dana.token, body: {} });
    const done = await eventually(
      async () => {
        const r = await act(staff, filed.body.id, 'complete', { answer: 'Erased.' });
        return r.status === 200 ? r : undefined;
      },
      { timeoutMs: 15000, what: 'the deletion to be allowed once the batch is canceled' },
    );
    expect(done.body).toMatchObject({ status: 'completed', answer: 'Erased.', email: null, first_name: null });
    const [row]: { deleted_at: Date | null; first_name: string | null; mobile: string | null }[] =
      await app.dataSource.query(`SELECT deleted_at, first_name, mobile FROM users WHERE id = $1`, [danaUser]);
    expect(row).toEqual({ deleted_at: expect.any(Date), first_name: null, mobile: null });
    // The full erasure ran (src/people/erasure, its privacy-requests step): what she wrote in the
    // request is erased, while the request itself stays as the proof it was answered.
    expect(done.body).toMatchObject({ kind: 'deletion', details: '[erased]' });
    // Her session no longer works.
    expect((await call(app, 'GET', '/api/account/privacy-requests/', { token: dana.token })).status).toBe(401);
  });

  it('refuses bad input with the field named, and operators and strangers cannot file', async () => {
    const bad = await file(rita, { kind: 'forget-me' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'kind' } });
    expect((await file(rita, { kind: 'review', details: 'x'.repeat(2001) })).status).toBe(400);
    expect((await file(staff, { kind: 'review' })).status).toBe(403);
    expect((await call(app, 'POST', '/api/account/privacy-requests/', { body: { kind: 'review' } })).status).toBe(401);
    expect((await adminList(staff, '?status=closed')).status).toBe(400);
    expect((await adminList(staff, '?page_size=101')).status).toBe(400);
  });
});
