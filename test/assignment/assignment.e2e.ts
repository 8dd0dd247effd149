import { Clock } from '../../src/platform/clock/clock';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { acceptanceWindowKey } from '../../src/around-batch/assignment/acceptance-window.job';
import type { BatchAssignment } from '@contracts/assignment';
import {
  assignedEvents,
  createRequest,
  decisionsOf,
  eventually,
  givenBuyers,
  http,
  reactionCaughtUp,
  startTestApp,
  type TestApp,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const NOT_AUTHORIZED = 'You are not authorized to do this action!';
const HOUR = 3600 * 1000;

describe('Automatic buyer assignment (location, category, availability, rating; decline; acceptance window)', () => {
  let app: TestApp;
  let store: PostgresEventStore;
  let requester: string;
  let staff: string;
  let auditor: string;
  let now: Date;
  const token = (id: string) => app.tokenFor({ id, accountType: 'b' });

  beforeAll(async () => {
    // The job loop is off: the tests move the Clock and run due jobs themselves, so no timing is involved.
    app = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    store = new PostgresEventStore(app.databaseUrl, { poolSize: 2 });
    requester = app.tokenFor({ id: 'req-1', accountType: 'r' });
    staff = app.tokenFor({ id: 'staff-1', accountType: 's' });
    auditor = app.tokenFor({ id: 'audit-1', accountType: 'x' });
    now = new Date();
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(async () => {
    await store.close();
    await app.close();
  });

  it('chooses by origin, category, availability and rating, and stores and exposes why', async () => {
    await givenBuyers(app, staff, [
      { id: 'c-japan', origin_countries: ['jp'], rating: 5 },
      { id: 'c-off', origin_countries: ['us'], categories: ['sports_and_outdoors'], rating: 5, available: false },
      { id: 'c-books', origin_countries: ['us'], categories: ['books'], rating: 5 },
      { id: 'c-sport', origin_countries: ['us'], categories: ['sports_and_outdoors'], rating: 4 },
      { id: 'c-sport-top', origin_countries: ['us'], categories: ['sports_and_outdoors', 'mens_fashion'], rating: 4.9 },
    ]);
    // The pool call keeps c-off in the pool; its own profile marks it unavailable.
    const id = (await createRequest(app, requester)).id;
    const body = await decisionsOf(app, staff, id, 1);
    const [decision] = body.decisions;
    expect(decision).toMatchObject({
      trigger: 'submitted',
      outcome: 'assigned',
      chosen_buyer_id: 'c-sport-top',
      previous_buyer_id: null,
    });
    const byId = Object.fromEntries(decision.candidates.map((c) => [c.buyer_id, c]));
    expect(byId['c-japan']).toMatchObject({ eligible: false, ineligible_reason: 'wrong_origin' });
    expect(byId['c-off']).toMatchObject({ eligible: false, ineligible_reason: 'unavailable' });
    expect(byId['c-books']).toMatchObject({ eligible: true, components: { location: 40, category: 0 } });
    expect(byId['c-sport-top'].components).toEqual({ location: 40, category: 30, rating: 19.6, headroom: 10 });
    expect(byId['c-sport-top'].score).toBeGreaterThan(byId['c-sport'].score);
    expect(decision.reason).toContain('Chose c-sport-top scored 99.6/100');
    expect(decision.reason).toContain('Next best: c-sport');
    expect(decision.reason).toContain('c-japan (does not buy from the items’ countries)');
    expect(body.current).toEqual({ status: 'assigned', buyer_id: 'c-sport-top' });

    const [event] = await assignedEvents(store, id);
    expect(event.data).toMatchObject({ buyerId: 'c-sport-top', previousBuyerId: null });
    expect(event.data.explanation).toContain('Chose c-sport-top');
    expect(event.metadata).toMatchObject({ actor: { id: 'system:buyer-assignment', role: 'system' } });
    const detail = await http(app, 'GET', `/api/batch/requests/${id}`, token('c-sport-top'), undefined, {
      'x-after-position': event.position,
    });
    expect(detail.body).toMatchObject({ buyer_id: 'c-sport-top' });
    // The explanation is in the batch detail for operators, never for the parties.
    expect(detail.body).not.toHaveProperty('assignment');
    const staffDetail = await http<{ assignment: { chosen_buyer_id: string; reason: string }[] }>(
      app,
      'GET',
      `/api/batch/requests/${id}`,
      staff,
      undefined,
      { 'x-after-position': event.position },
    );
    expect(staffDetail.body.assignment).toHaveLength(1);
    expect(staffDetail.body.assignment[0]).toMatchObject({ chosen_buyer_id: 'c-sport-top' });
    expect(staffDetail.body.assignment[0].reason).toContain('Chose c-sport-top');

    // Auditors read it too; the open load shows in the staff list.
    expect((await http(app, 'GET', `/api/admin/batches/${id}/assignment`, auditor)).status).toBe(200);
    const list = await http<{ results: { buyer_id: string; open_load: number }[] }>(
      app,
      'GET',
      '/api/admin/assignment/buyers',
      staff,
    );
    expect(list.body.results.find((b) => b.buyer_id === 'c-sport-top')?.open_load).toBe(1);
  });

  it('skips a buyer who switched themselves off or is at capacity', async () => {
    await givenBuyers(app, staff, [
      { id: 'a-best', origin_countries: ['us'], categories: ['sports_and_outdoors'], rating: 5 },
      { id: 'a-full', origin_countries: ['us'], categories: ['sports_and_outdoors'], rating: 4.8, capacity: 1 },
      { id: 'a-rest', origin_countries: ['us'], rating: 3 },
    ]);
    const off = await http<{ available: boolean }>(app, 'PUT', '/api/assignment/availability', token('a-best'), {
      available: false,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ buyer_id: 'a-best', available: false });
    expect((await http(app, 'GET', '/api/assignment/availability', token('a-best'))).body).toMatchObject({
      available: false,
    });

    const first = (await createRequest(app, requester)).id;
    expect((await decisionsOf(app, staff, first, 1)).decisions[0].chosen_buyer_id).toBe('a-full');
    const second = (await createRequest(app, requester)).id;
    const decision = (await decisionsOf(app, staff, second, 1)).decisions[0];
    expect(decision.chosen_buyer_id).toBe('a-rest');
    expect(decision.candidates.find((c) => c.buyer_id === 'a-full')).toMatchObject({
      ineligible_reason: 'at_capacity',
    });
    expect(decision.candidates.find((c) => c.buyer_id === 'a-best')).toMatchObject({
      ineligible_reason: 'unavailable',
    });

    // Back on: the next request is theirs again.
    expect((await http(app, 'PUT', '/api/assignment/availability', token('a-best'), { available: true })).status).toBe(
      200,
    );
    const third = (await createRequest(app, requester)).id;
    expect((await decisionsOf(app, staff, third, 1)).decisions[0].chosen_buyer_id).toBe('a-best');
  });

  it('gives no buyer more than their capacity when requests come together (decisions in one lock hold count each other)', async () => {
    const buyers = ['cap-1', 'cap-2', 'cap-3'];
    await givenBuyers(
      app,
      staff,
      buyers.map((id) => ({ id, origin_countries: ['us'], rating: 4, capacity: 1 })),
    );
    const ids = (await Promise.all(Array.from({ length: 8 }, () => createRequest(app, requester)))).map((b) => b.id);
    const chosen = await Promise.all(
      ids.map(async (id) => (await decisionsOf(app, staff, id, 1)).decisions[0].chosen_buyer_id),
    );
    // Three buyers with room for one each: three requests assigned, one to each, five left to staff.
    expect(chosen.filter((b) => b !== null).sort()).toEqual(buyers);
    expect(chosen.filter((b) => b === null)).toHaveLength(5);
  });

  it('reassigns on a buyer-side decline to the next buyer, and records "unassigned" when nobody is left', async () => {
    await givenBuyers(app, staff, [
      { id: 'd-one', origin_countries: ['us'], categories: ['sports_and_outdoors'], rating: 5 },
      { id: 'd-two', origin_countries: ['us'], categories: ['sports_and_outdoors'], rating: 4 },
    ]);
    const id = (await createRequest(app, requester)).id;
    expect((await decisionsOf(app, staff, id, 1)).decisions[0].chosen_buyer_id).toBe('d-one');
    const declined = await http(app, 'POST', `/api/batch/requests/decline/${id}`, token('d-one'), {
      declined_reason: 'too_many_request',
      declined_remark: 'busy week',
    });
    expect(declined.status).toBe(200);

    const second = (await decisionsOf(app, staff, id, 2)).decisions[1];
    expect(second).toMatchObject({
      trigger: 'declined',
      outcome: 'assigned',
      chosen_buyer_id: 'd-two',
      previous_buyer_id: 'd-one',
    });
    expect(second.candidates.find((c) => c.buyer_id === 'd-one')).toMatchObject({
      ineligible_reason: 'already_had_batch',
    });
    const events = await assignedEvents(store, id);
    expect(events[1].data).toMatchObject({ buyerId: 'd-two', previousBuyerId: 'd-one' });
    expect(events[1].data.explanation).toContain('The buyer declined (too_many_request)');

    expect(
      (
        await http(app, 'POST', `/api/batch/requests/decline/${id}`, token('d-two'), {
          declined_reason: 'long_shipping_time',
        })
      ).status,
    ).toBe(200);
    const third = (await decisionsOf(app, staff, id, 3)).decisions[2];
    expect(third).toMatchObject({ trigger: 'declined', outcome: 'unassigned', chosen_buyer_id: null });
    expect(third.reason).toContain('staff must assign by hand');
    expect(await assignedEvents(store, id)).toHaveLength(2);
  });

  it('leaves an item-side decline declined', async () => {
    await givenBuyers(app, staff, [
      { id: 'i-one', origin_countries: ['us'], rating: 5 },
      { id: 'i-two', origin_countries: ['us'], rating: 4 },
    ]);
    const id = (await createRequest(app, requester)).id;
    const assigned = (await decisionsOf(app, staff, id, 1)).decisions[0];
    expect(assigned.chosen_buyer_id).toBe('i-one');
    const declined = await http<{ position: string }>(
      app,
      'POST',
      `/api/batch/requests/decline/${id}`,
      token('i-one'),
      { declined_reason: 'out_of_stock' },
    );
    expect(declined.status).toBe(200);
    // The reaction has seen the decline once it canceled that buyer's acceptance window.
    const [event] = await assignedEvents(store, id);
    await eventually(async () =>
      (await app.app.get(JobQueue).find(acceptanceWindowKey(event.eventId)))?.outcome === 'canceled' ? true : undefined,
    );
    expect(await assignedEvents(store, id)).toHaveLength(1);
    const body = (await http<BatchAssignment>(app, 'GET', `/api/admin/batches/${id}/assignment`, staff)).body;
    expect(body.decisions).toHaveLength(1);
    expect(body.current).toEqual({ status: 'declined', buyer_id: 'i-one' });
  });

  it('reassigns when the buyer does not answer within the acceptance window, and not after an answer', async () => {
    await givenBuyers(app, staff, [
      { id: 'w-one', origin_countries: ['us'], rating: 5 },
      { id: 'w-two', origin_countries: ['us'], rating: 4 },
    ]);
    const start = now;
    const id = (await createRequest(app, requester)).id;
    expect((await decisionsOf(app, staff, id, 1)).decisions[0].chosen_buyer_id).toBe('w-one');
    const [firstAssignment] = await assignedEvents(store, id);
    const job = await eventually(async () => app.app.get(JobQueue).find(acceptanceWindowKey(firstAssignment.eventId)));
    expect(job.run_at.getTime()).toBe(start.getTime() + 24 * HOUR);

    const worker = app.app.get(JobWorker);
    now = new Date(start.getTime() + 24 * HOUR - 1);
    expect(await worker.runDue()).toBe(0);
    now = new Date(start.getTime() + 24 * HOUR);
    expect(await worker.runDue()).toBeGreaterThanOrEqual(1);

    const body = await decisionsOf(app, staff, id, 2);
    expect(body.decisions[1]).toMatchObject({
      trigger: 'acceptance_window',
      trigger_id: firstAssignment.eventId,
      outcome: 'assigned',
      chosen_buyer_id: 'w-two',
      previous_buyer_id: 'w-one',
    });
    const events = await assignedEvents(store, id);
    expect(events[1].data).toMatchObject({ buyerId: 'w-two', previousBuyerId: 'w-one' });
    expect(events[1].data.explanation).toContain('w-one gave no answer within the acceptance window (24 h)');
    expect(events[1].metadata.causationId).toBe(firstAssignment.eventId);

    // w-two answers in time: when their window would end, nothing moves.
    const accepted = await http(app, 'PUT', `/api/batch/requests/accept/${id}`, token('w-two'), {});
    expect(accepted.status).toBe(200);
    now = new Date(start.getTime() + 72 * HOUR);
    await worker.runDue();
    await reactionCaughtUp(app);
    await worker.runDue();
    expect(await assignedEvents(store, id)).toHaveLength(2);
    const types = (await store.readStream(`batch-${id}`)).map((e) => e.type);
    expect(types[types.length - 1]).toBe('RequestAccepted');
    now = new Date();
  });

  it('keeps the admin endpoints to staff (and auditors for reading), and answers 404 for unknown batches and buyers', async () => {
    const id = (await createRequest(app, requester)).id;
    for (const who of [requester, token('c-sport-top')]) {
      const denied = await http<{ code: string; message: string }>(
        app,
        'GET',
        `/api/admin/batches/${id}/assignment`,
        who,
      );
      expect(denied.status).toBe(403);
      expect(denied.body).toMatchObject({ code: 'AUTH_NOT_AUTHORIZED', message: NOT_AUTHORIZED });
      expect((await http(app, 'GET', '/api/admin/assignment/buyers', who)).status).toBe(403);
    }
    expect((await http(app, 'PUT', '/api/admin/assignment/buyers', auditor, { buyer_ids: [] })).status).toBe(403);
    expect((await http(app, 'PUT', '/api/admin/assignment/buyers/x-1', auditor, { available: true })).status).toBe(403);
    expect((await http(app, 'PUT', '/api/assignment/availability', requester, { available: true })).status).toBe(403);
    expect((await http(app, 'PUT', '/api/assignment/availability', staff, { available: true })).status).toBe(403);
    expect((await http(app, 'GET', `/api/admin/batches/${id}/assignment`)).status).toBe(401);

    const missing = await http<{ code: string }>(
      app,
      'GET',
      '/api/admin/batches/00000000-0000-4000-8000-00000000dead/assignment',
      staff,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('BATCH_NOT_FOUND');
    expect((await http(app, 'GET', '/api/admin/batches/not-a-batch/assignment', staff)).status).toBe(404);
    const noBuyer = await http<{ code: string }>(app, 'GET', '/api/admin/assignment/buyers/nobody', staff);
    expect(noBuyer).toMatchObject({ status: 404, body: { code: 'ASSIGNMENT_BUYER_NOT_FOUND' } });
  });

  it('takes a pool that names a buyer twice as that buyer once (found by the API fuzz: it answered 500)', async () => {
    const pool = await http<{ results: { buyer_id: string; available: boolean }[] }>(
      app,
      'PUT',
      '/api/admin/assignment/buyers',
      staff,
      { buyer_ids: ['twice-1', 'twice-1'] },
    );
    expect(pool.status).toBe(200);
    expect(pool.body.results.filter((p) => p.buyer_id === 'twice-1')).toEqual([
      expect.objectContaining({ buyer_id: 'twice-1', available: true }),
    ]);
  });

  it('refuses bad profile and availability input with 400 and the field', async () => {
    const cases: [string, string, string, Record<string, unknown>, string][] = [
      ['PUT', '/api/admin/assignment/buyers/x-1', staff, { origin_countries: ['USA'] }, 'origin_countries'],
      ['PUT', '/api/admin/assignment/buyers/x-1', staff, { categories: ['Cars'] }, 'categories'],
      ['PUT', '/api/admin/assignment/buyers/x-1', staff, { rating: 6 }, 'rating'],
      ['PUT', '/api/admin/assignment/buyers/x-1', staff, { capacity: -1 }, 'capacity'],
      ['PUT', '/api/admin/assignment/buyers', staff, { buyer_ids: 'b-1' }, 'buyer_ids'],
      ['PUT', '/api/assignment/availability', token('x-1'), { available: 'yes' }, 'available'],
      ['PUT', '/api/assignment/availability', token('x-1'), {}, 'available'],
    ];
    for (const [method, path, who, body, field] of cases) {
      const answer = await http<{ code: string; params: { field: string } }>(app, method, path, who, body);
      expect([path, answer.status, answer.body.code, answer.body.params?.field]).toEqual([
        path,
        400,
        'VALIDATION_FAILED',
        field,
      ]);
    }
    const saved = await http(app, 'PUT', '/api/admin/assignment/buyers/x-1', staff, {
      origin_countries: ['us', 'jp', 'us'],
      categories: ['books'],
      capacity: 3,
      rating: 4.5,
      rating_count: 2,
    });
    expect(saved.body).toEqual({
      buyer_id: 'x-1',
      origin_countries: ['us', 'jp'],
      categories: ['books'],
      available: true,
      capacity: 3,
      rating: 4.5,
      rating_count: 2,
      open_load: 0,
    });
    // null is no value of these fields (the columns are NOT NULL): 400 naming the field, nothing saved.
    for (const field of ['origin_countries', 'categories', 'available', 'capacity', 'rating', 'rating_count']) {
      const refused = await http<{ code: string; params: { field: string } }>(
        app,
        'PUT',
        '/api/admin/assignment/buyers/x-1',
        staff,
        { [field]: null },
      );
      expect([refused.status, refused.body.code, refused.body.params.field]).toEqual([400, 'VALIDATION_FAILED', field]);
    }
    const kept = await http(app, 'PUT', '/api/admin/assignment/buyers/x-1', staff, {});
    expect([kept.status, kept.body]).toEqual([200, saved.body]);
  });

  it('decides the jobs claimed together as a batch: the decisions that assign nobody are one statement, the jobs done one more', async () => {
    // One buyer, who buys in Japan only: every request from the US is left to staff ("unassigned").
    await givenBuyers(app, staff, [{ id: 'far-1', origin_countries: ['jp'], rating: 4 }]);
    await reactionCaughtUp(app);
    const worker = app.app.get(JobWorker);
    // The reactions lane's loop is stopped, so the jobs wait and one pass claims them all together.
    const lane = (worker as unknown as { lanes: { reactions: { stop(): Promise<void>; start(): void } } }).lanes
      .reactions;
    await lane.stop();
    const ids: string[] = [];
    try {
      for (const b of await Promise.all(Array.from({ length: 5 }, () => createRequest(app, requester)))) ids.push(b.id);
      await eventually(async () => {
        const [{ n }]: { n: number }[] = await app.dataSource.query(
          `SELECT count(*)::int AS n FROM jobs WHERE kind = 'assignment.reaction' AND done_at IS NULL`,
        );
        return n === 5 ? true : undefined;
      });
      expect(await worker.runDue('reactions')).toBeGreaterThanOrEqual(5);
    } finally {
      lane.start();
    }
    const decisions: { outcome: string; tx: string }[] = await app.dataSource.query(
      `SELECT outcome, xmin::text AS tx FROM assignment_decisions WHERE batch_id::text = ANY($1::text[])`,
      [ids],
    );
    expect(decisions.map((d) => d.outcome)).toEqual(Array(5).fill('unassigned'));
    // Rows written by one statement share its transaction id (xmin).
    expect(new Set(decisions.map((d) => d.tx)).size).toBe(1);
    const jobs: { outcome: string; tx: string }[] = await app.dataSource.query(
      `SELECT outcome, xmin::text AS tx FROM jobs WHERE kind = 'assignment.reaction' AND payload->>'batchId' = ANY($1::text[])`,
      [ids],
    );
    expect(jobs.map((j) => j.outcome)).toEqual(Array(5).fill('done'));
    expect(new Set(jobs.map((j) => j.tx)).size).toBe(1);
    for (const id of ids)
      expect((await decisionsOf(app, staff, id, 1)).decisions[0].reason).toContain('staff must assign');
  });
});
