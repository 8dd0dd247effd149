import { randomUUID } from 'node:crypto';
import type { AuditTimelineRow as TimelineRow, HistoryAnswer } from '@contracts/batch/history';
import { givenAccount, givenBatch, givenBuyerProfile, http, people, useAppWorld } from '../support/kit';

describe('GET /api/admin/batches/:id/audit: a batch timeline for operators', () => {
  const world = useAppWorld({
    accounts: {
      ...people('staff', 'auditor'),
      firstBuyer: { firstName: 'Bo', lastName: 'One', accountType: 'b' },
      secondBuyer: { firstName: 'Bea', lastName: 'Two', accountType: 'b' },
    },
  });
  const { accounts, tokens: who } = world;

  it('lists every event in order with its actor, role, time, command and the status before and after', async () => {
    const startedAt = Date.now();
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-1', buyerId: accounts.firstBuyer.id });
    // Two real commands by two different people: staff reassigns, the new buyer accepts.
    await givenBuyerProfile(world.app, who.staff, accounts.secondBuyer.id);
    const reassigned = await http(
      world.app,
      'PUT',
      `/api/admin/batches/${given.batchId}/assign`,
      who.staff,
      { buyer_id: accounts.secondBuyer.id, explanation: 'first buyer on leave' },
      { 'x-request-id': 'req-reassign' },
    );
    expect(reassigned.status).toBe(200);
    const accepted = await http<{ position: string }>(
      world.app,
      'PUT',
      `/api/batch/requests/accept/${given.batchId}`,
      who.secondBuyer,
      { confirm_coupon_update: true },
      { 'x-request-id': 'req-accept' },
    );
    expect(accepted.status).toBe(200);

    const answer = await http<{ results: TimelineRow[]; stale: boolean }>(
      world.app,
      'GET',
      `/api/admin/batches/${given.batchId}/audit?after_position=${encodeURIComponent(accepted.body.position)}`,
      who.auditor,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.stale).toBe(false);
    const rows = answer.body.results;
    expect(rows.map((r) => [r.revision, r.type, r.status_before, r.status_after])).toEqual([
      [0, 'RequestCreated', 'none', 'new'],
      [1, 'RequestSubmitted', 'new', 'requested'],
      [2, 'BuyerAssigned', 'requested', 'assigned'],
      [3, 'BuyerAssigned', 'assigned', 'assigned'],
      [4, 'RequestAccepted', 'assigned', 'accepted'],
    ]);
    // The given history was appended as a staff "test" actor; the last two are the real callers.
    expect(rows[0]).toMatchObject({ actor_id: 'test', actor_role: 'staff' });
    expect(rows[3]).toMatchObject({
      actor_id: accounts.staff.id,
      actor_role: 'staff',
      correlation_id: 'req-reassign',
      data: {
        buyerId: accounts.secondBuyer.id,
        previousBuyerId: accounts.firstBuyer.id,
        explanation: 'first buyer on leave',
      },
    });
    expect(rows[4]).toMatchObject({
      actor_id: accounts.secondBuyer.id,
      actor_role: 'buyer',
      correlation_id: 'req-accept',
      data: { buyerId: accounts.secondBuyer.id },
    });
    expect(typeof rows[3].command_id).toBe('string');
    expect(rows[4].command_id).not.toBe(rows[3].command_id);
    for (const row of rows) {
      // Times are real instants of this run (the given events carry the test's own clock).
      expect(Date.parse(row.at)).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(Date.parse(row.recorded_at)).toBeGreaterThanOrEqual(startedAt - 1000);
    }
    expect(Date.parse(rows[4].at)).toBeGreaterThanOrEqual(Date.parse(rows[3].at));
    // Positions order the rows as the store does.
    expect(new Set(rows.map((r) => r.position)).size).toBe(rows.length);
    expect(accepted.body.position).toBe(rows[4].position);

    // Staff sees the same timeline, and the batch number finds it too.
    const byStaff = await http<{ results: TimelineRow[] }>(
      world.app,
      'GET',
      `/api/admin/batches/${given.batchNumber}/audit`,
      who.staff,
    );
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.results.map((r) => r.type)).toEqual(rows.map((r) => r.type));
  });

  it('names every actor on the timeline and the history, from one answer: people by name, an unnamed account by e-mail, a system actor by none', async () => {
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-1', buyerId: accounts.firstBuyer.id });
    // A buyer whose account has no name yet: operators read the e-mail rather than an id.
    const unnamed = await givenAccount(world.app, { accountType: 'b' });
    await givenBuyerProfile(world.app, who.staff, unnamed.id);
    const steps: Array<[string, string, string, Record<string, unknown>]> = [
      ['PUT', `/api/admin/batches/${given.batchId}/assign`, who.staff, { buyer_id: unnamed.id, explanation: 'cover' }],
      ['PUT', `/api/batch/requests/accept/${given.batchId}`, unnamed.token, { confirm_coupon_update: true }],
    ];
    let position = '';
    for (const [method, path, token, body] of steps) {
      const answer = await http<{ position: string }>(world.app, method, path, token, body);
      expect(answer.status).toBe(200);
      position = answer.body.position;
    }
    const after = `after_position=${encodeURIComponent(position)}`;
    const timeline = await http<{ results: TimelineRow[] }>(
      world.app,
      'GET',
      `/api/admin/batches/${given.batchId}/audit?${after}`,
      who.auditor,
    );
    const history = await http<HistoryAnswer>(
      world.app,
      'GET',
      `/api/admin/batches/${given.batchId}/history`,
      who.auditor,
    );
    const expected = [
      ['test', null],
      ['test', null],
      ['test', null],
      [accounts.staff.id, 'Sam Staff'],
      [unnamed.id, unnamed.email],
    ];
    expect(timeline.body.results.map((r) => [r.actor_id, r.actor_name])).toEqual(expected);
    expect(history.body.results.map((r) => [r.actor_id, r.actor_name])).toEqual(expected);
  });

  it('answers 404 BATCH_NOT_FOUND for an unknown batch or an overlong id, and refuses requesters and buyers', async () => {
    for (const id of [randomUUID(), 'BNNOSUCH', 'x'.repeat(200)]) {
      const answer = await http(world.app, 'GET', `/api/admin/batches/${id}/audit`, who.staff);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'BATCH_NOT_FOUND' });
    }
    const given = await givenBatch(world.store, 'requested', { requesterId: 'req-1' });
    const requester = world.app.tokenFor({
      id: (await givenAccount(world.app, { firstName: 'Rita', lastName: 'R', accountType: 'r' })).id,
      accountType: 'r',
    });
    for (const token of [requester, who.secondBuyer]) {
      const answer = await http(world.app, 'GET', `/api/admin/batches/${given.batchId}/audit`, token);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'AUTH_NOT_AUTHORIZED' });
    }
  });
});
