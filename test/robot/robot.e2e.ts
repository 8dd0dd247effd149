// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { command, STAFF } from '@machines/testing/batch-fixtures';
import { steps } from '@machines/testing/batch-scenario';
import { EVENT_STORE, type EventStore } from '../../src/platform/event-store/event-store.port';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { PurchaseRobotSimulator } from '../../src/dev/purchase-robot-simulator/purchase-robot.simulator';
import { autoSendKey, robotPurchaseKey } from '../../src/around-batch/robot/robot-jobs.types';
import { PurchaseRobot, type RobotPurchaseAnswer, type RobotPurchaseRequest } from '../../src/around-batch/robot';
import {
  BatchHistory,
  countOf,
  eventually,
  http,
  JOBS_BY_HAND,
  jobScheduled,
  run,
  startInstance,
  startTestApp,
  storedStatus,
  storedTypes,
  streamOf,
  type TestApp,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
// Several server instances per test on a shared, busy machine.
jest.setTimeout(120_000);

const T0 = new Date();

/** The robot the app talks to, provided in place of the simulator's binding: the simulator, watched. */
class WatchedRobot extends PurchaseRobot {
  simulator!: PurchaseRobotSimulator;
  /** Runs after the simulator answered, before the app sees the answer (what someone does meanwhile). */
  afterAnswer?: (request: RobotPurchaseRequest) => Promise<void>;

  watching(simulator: PurchaseRobotSimulator): this {
    this.simulator = simulator;
    return this;
  }

  async purchase(request: RobotPurchaseRequest): Promise<RobotPurchaseAnswer> {
    const answer = await this.simulator.purchase(request);
    await this.afterAnswer?.(request);
    return answer;
  }
}

const paidSteps = [steps.assign, steps.accept, steps.modify, steps.confirm, steps.checkout, steps.authorise];

describe('purchase robot, send to robot, mark manual and auto-workflow', () => {
  let t: TestApp;
  let staff: string;
  let auditor: string;
  let requester: string;
  let buyer: string;
  const robot = new WatchedRobot();
  /** Runs due jobs until the check passes (the SentToRobot → robot job chain passes through a reaction). */
  const until = (check: () => Promise<boolean>) =>
    eventually(async () => {
      await t.app.get(JobWorker).runDue();
      return (await check()) ? true : undefined;
    });

  beforeAll(async () => {
    t = await startTestApp(JOBS_BY_HAND, {
      overrides: (module) => module.overrideProvider(PurchaseRobot).useValue(robot),
    });
    robot.watching(t.app.get(PurchaseRobotSimulator));
    staff = t.tokenFor({ id: randomUUID(), accountType: 's' });
    auditor = t.tokenFor({ id: randomUUID(), accountType: 'x' });
    requester = t.tokenFor({ id: 'req-1', accountType: 'r' });
    buyer = t.tokenFor({ id: 'buy-1', accountType: 'b' });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    robot.afterAnswer = undefined;
  });

  describe('POST /api/admin/batches/{id}/send_to_robot', () => {
    it('staff send a paid batch; the robot buys every item with its shop order ids → purchased', async () => {
      const b = await BatchHistory.create(t.app, T0);
      await b.append(T0, ...paidSteps);
      const r = await http(t, 'POST', `/api/admin/batches/${b.batchId}/send_to_robot`, staff);
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ id: b.batchId, status: 'wait_for_auto_purchase', events: ['SentToRobot'] });
      expect(r.headers.get('x-event-position')).toBe(r.body.position);
      await until(async () => (await storedStatus(t.app, b.batchId)) === 'purchased');
      const purchased = (await streamOf(t.app, b.batchId)).filter((e) => e.type === 'ItemsPurchased');
      expect(purchased).toHaveLength(1);
      const sent = (await streamOf(t.app, b.batchId)).find((e) => e.type === 'SentToRobot')!;
      expect(purchased[0].metadata).toMatchObject({
        actor: { id: 'system:purchase-robot', role: 'system' },
        causationId: sent.eventId,
      });
      const items = (purchased[0].data as { items: { id: string; purchaseSiteOrderId: string }[] }).items;
      expect(items.map((i) => i.id)).toEqual(['item-1', 'item-2']);
      for (const i of items) expect(i.purchaseSiteOrderId).toMatch(/^SIM-[0-9A-F]{10}$/);
      expect(await t.app.get(PurchaseRobotSimulator).runsFor(b.batchId)).toBe(1);
    });

    it('refuses other roles (403), foreign or malformed ids (404) and a status that does not allow it (409)', async () => {
      const b = await BatchHistory.create(t.app, T0);
      await b.append(T0, ...paidSteps);
      for (const token of [requester, buyer, auditor]) {
        const r = await http(t, 'POST', `/api/admin/batches/${b.batchId}/send_to_robot`, token);
        expect([r.status, r.body.code, r.body.message]).toEqual([
          403,
          'AUTH_NOT_AUTHORIZED',
          'You are not authorized to do this action!',
        ]);
      }
      expect((await http(t, 'POST', `/api/admin/batches/${b.batchId}/send_to_robot`)).status).toBe(401);
      expect((await http(t, 'POST', `/api/admin/batches/${randomUUID()}/send_to_robot`, staff)).body).toMatchObject({
        code: 'BATCH_NOT_FOUND',
      });
      expect((await http(t, 'POST', `/api/admin/batches/nope/send_to_robot`, staff)).status).toBe(400);
      const unpaid = await BatchHistory.create(t.app, T0);
      await unpaid.append(T0, steps.assign, steps.accept);
      const r = await http(t, 'POST', `/api/admin/batches/${unpaid.batchId}/send_to_robot`, staff);
      expect([r.status, r.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
      expect(await storedTypes(t.app, b.batchId)).not.toContain('SentToRobot');
    });

    it('a failing shop → error with a failure record staff can list; staff then mark it manual with a remark', async () => {
      const b = await BatchHistory.create(t.app, T0, ['https://shop.example/ok', 'https://fail-shop.example/x']);
      await b.append(T0, ...paidSteps);
      expect((await http(t, 'POST', `/api/admin/batches/${b.batchId}/send_to_robot`, staff)).status).toBe(201);
      await until(async () => (await storedStatus(t.app, b.batchId)) === 'error');
      const failed = (await streamOf(t.app, b.batchId)).filter((e) => e.type === 'RobotPurchaseFailed');
      expect(failed.map((e) => e.data)).toEqual([
        { code: 'ROBOT_CHECKOUT_FAILED', message: 'Checkout failed on fail-shop.example for Item item-2' },
      ]);
      expect(await storedTypes(t.app, b.batchId)).not.toContain('ItemsPurchased');

      const list = await http<{ results: Record<string, unknown>[] }>(
        t,
        'GET',
        `/api/admin/robot/failures?batch_id=${b.batchId}`,
        staff,
      );
      expect(list.status).toBe(200);
      expect(list.body.results).toEqual([
        {
          id: expect.any(String),
          batch_id: b.batchId,
          order_id: b.batchNumber,
          batch_number: b.batchNumber,
          code: 'ROBOT_CHECKOUT_FAILED',
          message: 'Checkout failed on fail-shop.example for Item item-2',
          created_at: expect.any(String),
        },
      ]);
      // The batch detail carries the record for operators, not for the requester.
      await until(async () => (await http(t, 'GET', `/api/batch/orders/${b.batchId}`, staff)).body.status === 'error');
      const detail = await http(t, 'GET', `/api/batch/orders/${b.batchId}`, staff);
      expect(detail.body.robot_records).toEqual([
        expect.objectContaining({ batch_id: b.batchId, order_id: b.batchNumber, code: 'ROBOT_CHECKOUT_FAILED' }),
      ]);
      const ownerView = await http(t, 'GET', `/api/batch/orders/${b.batchId}`, requester);
      expect(ownerView.status).toBe(200);
      expect(ownerView.body).not.toHaveProperty('robot_records');
      expect((await http(t, 'GET', `/api/admin/robot/failures`, auditor)).status).toBe(200);
      expect((await http(t, 'GET', `/api/admin/robot/failures`, requester)).status).toBe(403);
      expect((await http(t, 'GET', `/api/admin/robot/failures?batch_id=x`, staff)).body).toMatchObject({
        code: 'VALIDATION_FAILED',
        params: { field: 'batch_id' },
      });

      const tooLong = await http(t, 'POST', `/api/admin/batches/${b.batchId}/mark_manual`, staff, {
        remark: 'x'.repeat(501),
      });
      expect([tooLong.status, (tooLong.body.params as { field: string }).field]).toEqual([400, 'remark']);
      expect(
        (await http(t, 'POST', `/api/admin/batches/${b.batchId}/mark_manual`, buyer, { remark: 'mine' })).status,
      ).toBe(403);
      const manual = await http(t, 'POST', `/api/admin/batches/${b.batchId}/mark_manual`, staff, {
        remark: 'Buy it by hand',
      });
      expect(manual.body).toMatchObject({ status: 'manual', events: ['MarkedManual'] });
      const again = await http(t, 'POST', `/api/admin/batches/${b.batchId}/mark_manual`, staff, {});
      expect([again.status, again.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
      // Sent again from manual: a new run, with a new key.
      expect((await http(t, 'POST', `/api/admin/batches/${b.batchId}/send_to_robot`, staff)).status).toBe(201);
      await until(async () => (await storedStatus(t.app, b.batchId)) === 'error');
      expect(await t.app.get(PurchaseRobotSimulator).runsFor(b.batchId)).toBe(2);
    });

    it('is idempotent: a run retried after the robot answered asks with the same key and buys once', async () => {
      const b = await BatchHistory.create(t.app, T0);
      await b.append(T0, ...paidSteps);
      const simulator = t.app.get(PurchaseRobotSimulator);
      const keys: string[] = [];
      // Staff add a remark right after the robot answered: the job's append meets a newer revision,
      // fails, and the job runs again (as after a crash between the robot's answer and our append).
      robot.afterAnswer = async (request) => {
        keys.push(request.idempotencyKey);
        if (keys.length === 1) {
          const current = await streamOf(t.app, b.batchId);
          await t.app.get<EventStore>(EVENT_STORE).append(
            `batch-${b.batchId}`,
            [
              {
                eventId: randomUUID(),
                type: 'BuyerRemarkAdded',
                data: { remark: 'checking' },
                metadata: { at: new Date().toISOString(), actor: { id: 'staff-1', role: 'staff' } },
              },
            ],
            { expectedRevision: current[current.length - 1].streamRevision, streamType: 'batch' },
          );
        }
      };
      const sent = await http<{ position: string }>(t, 'POST', `/api/admin/batches/${b.batchId}/send_to_robot`, staff);
      expect(sent.status).toBe(201);
      const sentEvent = (await streamOf(t.app, b.batchId)).find((e) => e.type === 'SentToRobot')!;
      const job = await jobScheduled(t.app, robotPurchaseKey(sentEvent.eventId));
      await t.app.get(JobWorker).runDue();
      expect(await t.app.get(JobQueue).find(job.dedupe_key)).toMatchObject({
        outcome: null,
        attempts: 1,
        last_error: expect.stringContaining('changed by someone else'),
      });
      expect(await storedStatus(t.app, b.batchId)).toBe('wait_for_auto_purchase');
      // The retry (backoff 5 s) would be due later; make it due now rather than wait.
      await t.dataSource.query(`UPDATE jobs SET run_at = now() - interval '1 second' WHERE dedupe_key = $1`, [
        job.dedupe_key,
      ]);
      await t.app.get(JobWorker).runDue();
      expect(keys).toEqual([sentEvent.eventId, sentEvent.eventId]);
      expect(await simulator.runsFor(b.batchId)).toBe(1);
      expect(countOf(await storedTypes(t.app, b.batchId), 'ItemsPurchased')).toBe(1);
      expect(await storedStatus(t.app, b.batchId)).toBe('purchased');
      // A redelivery after success finds the run finished and asks nothing.
      await t.dataSource.query(
        `UPDATE jobs SET done_at = NULL, outcome = NULL, run_at = now() - interval '1 second' WHERE dedupe_key = $1`,
        [job.dedupe_key],
      );
      await t.app.get(JobWorker).runDue();
      expect(keys).toHaveLength(2);
      expect(countOf(await storedTypes(t.app, b.batchId), 'ItemsPurchased')).toBe(1);
    });
  });

  describe('auto-workflow', () => {
    it('global switch: staff read and set it (who and when kept); auditors read; others refused; bad input 400', async () => {
      const initial = await http(t, 'GET', '/api/admin/auto-workflow', staff);
      expect(initial.body).toEqual({ enabled: false, changed_by: null, changed_at: null });
      expect((await http(t, 'GET', '/api/admin/auto-workflow', auditor)).status).toBe(200);
      for (const token of [requester, buyer])
        expect((await http(t, 'GET', '/api/admin/auto-workflow', token)).status).toBe(403);
      for (const token of [requester, buyer, auditor])
        expect((await http(t, 'PUT', '/api/admin/auto-workflow', token, { enabled: true })).status).toBe(403);
      for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }]) {
        const bad = await http(t, 'PUT', '/api/admin/auto-workflow', staff, body);
        expect([bad.status, bad.body.code, (bad.body.params as { field: string }).field]).toEqual([
          400,
          'VALIDATION_FAILED',
          'enabled',
        ]);
      }
      const on = await http(t, 'PUT', '/api/admin/auto-workflow', staff, { enabled: true });
      expect(on.body).toEqual({ enabled: true, changed_by: expect.any(String), changed_at: expect.any(String) });
      const off = await http(t, 'PUT', '/api/admin/auto-workflow', staff, { enabled: false });
      expect(off.body).toMatchObject({ enabled: false });
      const [{ n }]: Array<{ n: number }> = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM auto_workflow_changes`,
      );
      expect(n).toBe(2);
    });

    it('per batch: PUT /api/admin/batches/{id}/auto-workflow (staff only, a different value)', async () => {
      const b = await BatchHistory.create(t.app, T0);
      await b.append(T0, steps.assign, steps.accept);
      const r = await http(t, 'PUT', `/api/admin/batches/${b.batchId}/auto-workflow`, staff, { enabled: true });
      expect(r.body).toMatchObject({ id: b.batchId, status: 'accepted', events: ['AutoWorkflowToggled'] });
      const same = await http(t, 'PUT', `/api/admin/batches/${b.batchId}/auto-workflow`, staff, { enabled: true });
      expect([same.status, (same.body.params as { field: string }).field]).toEqual([400, 'enabled']);
      expect(
        (await http(t, 'PUT', `/api/admin/batches/${b.batchId}/auto-workflow`, buyer, { enabled: false })).status,
      ).toBe(403);
      expect(
        (await http(t, 'PUT', `/api/admin/batches/${randomUUID()}/auto-workflow`, staff, { enabled: false })).status,
      ).toBe(404);
      expect(
        (await http(t, 'PUT', `/api/admin/batches/${b.batchId}/auto-workflow`, staff, { enabled: 'no' })).status,
      ).toBe(400);
    });

    it('a paid batch goes to the robot only when auto-workflow is on globally and for the batch', async () => {
      const toggleOn = run(command('ToggleAutoWorkflow', { enabled: true }, STAFF));
      // Paid with the batch's own switch turned on before the quote.
      const paidToggledOn = [steps.assign, steps.accept, toggleOn, ...paidSteps.slice(2)];
      /** Waits until the auto-workflow's job for the batch's payment has run. */
      const autoSendRan = async (b: BatchHistory) => {
        await jobScheduled(t.app, autoSendKey(b.lastEventId));
        await until(async () => (await t.app.get(JobQueue).find(autoSendKey(b.lastEventId)))?.outcome === 'done');
      };
      // Global off: the batch's switch alone does nothing.
      await http(t, 'PUT', '/api/admin/auto-workflow', staff, { enabled: false });
      const offGlobally = await BatchHistory.create(t.app, T0);
      await offGlobally.append(T0, ...paidToggledOn);
      await autoSendRan(offGlobally);
      expect(await storedStatus(t.app, offGlobally.batchId)).toBe('payment_authorized');

      await http(t, 'PUT', '/api/admin/auto-workflow', staff, { enabled: true });
      // Global on, batch off: nothing.
      const offForBatch = await BatchHistory.create(t.app, T0);
      await offForBatch.append(T0, ...paidSteps);
      await autoSendRan(offForBatch);
      expect(await storedStatus(t.app, offForBatch.batchId)).toBe('payment_authorized');

      // Both on: SendToRobot by the auto-workflow, then the robot buys.
      const on = await BatchHistory.create(t.app, T0);
      await on.append(T0, ...paidToggledOn);
      await until(async () => (await storedStatus(t.app, on.batchId)) === 'purchased');
      const recorded = await streamOf(t.app, on.batchId);
      const sent = recorded.filter((e) => e.type === 'SentToRobot');
      expect(sent).toHaveLength(1);
      expect(sent[0].metadata).toMatchObject({ actor: { id: 'system:auto-workflow', role: 'system' } });
      // Either trigger may be the one that sends it: the payment, or the earlier switch-on whose job ran after
      // the payment was recorded (a loaded machine runs jobs late). Exactly one send either way.
      const toggled = recorded.find((e) => e.type === 'AutoWorkflowToggled');
      expect([on.lastEventId, toggled?.eventId]).toContain(sent[0].metadata.causationId);

      // Switching a paid batch's auto-workflow on later sends it too.
      const later = await BatchHistory.create(t.app, T0);
      await later.append(T0, ...paidSteps);
      expect(
        (await http(t, 'PUT', `/api/admin/batches/${later.batchId}/auto-workflow`, staff, { enabled: true })).status,
      ).toBe(200);
      await until(async () => (await storedStatus(t.app, later.batchId)) === 'purchased');
      await http(t, 'PUT', '/api/admin/auto-workflow', staff, { enabled: false });
    });
  });

  it('a robot run scheduled before a restart is carried out by the new instance, once', async () => {
    const before = await startTestApp(JOBS_BY_HAND);
    const b = await BatchHistory.create(before.app, T0);
    await b.append(T0, ...paidSteps);
    const sent = await http(
      before,
      'POST',
      `/api/admin/batches/${b.batchId}/send_to_robot`,
      before.tokenFor({ id: randomUUID(), accountType: 's' }),
    );
    expect(sent.status).toBe(201);
    const sentEvent = (await streamOf(before.app, b.batchId)).find((e) => e.type === 'SentToRobot')!;
    await jobScheduled(before.app, robotPurchaseKey(sentEvent.eventId));
    const databaseUrl = before.databaseUrl;
    await before.close();
    const after = await startInstance(databaseUrl, JOBS_BY_HAND);
    try {
      await after.app.get(JobWorker).runDue();
      expect(await storedStatus(after.app, b.batchId)).toBe('purchased');
      expect(await after.app.get(PurchaseRobotSimulator).runsFor(b.batchId)).toBe(1);
      expect(await after.app.get(JobQueue).find(robotPurchaseKey(sentEvent.eventId))).toMatchObject({
        outcome: 'done',
        attempts: 1,
      });
    } finally {
      await after.close();
    }
  });
});
