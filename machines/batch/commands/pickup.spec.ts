import { given } from '../../testing/given-when-then';
import { AT, BUYER, REQUESTER, STAFF, SYSTEM, command } from '../../testing/batch-fixtures';
import { scenarioAt } from '../../testing/batch-scenario';
import { pickupDeadline } from '../batch.pickup';

// The scenario's stages happen at AT: ready for pickup on 1 Mar 10:00, free storage (14 days) to 15 Mar 10:00.
const UNTIL = '2026-03-15T10:00:00.000Z';
const THREE_DAYS_BEFORE = '2026-03-12T10:00:00.000Z';
const atPickup = () => scenarioAt('bns_in');
const overdue = () => atPickup().run(command('MarkPickupOverdue', {}, SYSTEM, UNTIL));

describe('the pickup point storage window', () => {
  it('opens when the order is ready for pickup, counted from the stage time', () => {
    const s = atPickup();
    expect(s.state.context.pickup).toEqual({ readyAt: AT, extensions: [], reminded: [], overdueAt: null });
    expect(pickupDeadline(s.state.context.pickup!, 14)?.toISOString()).toBe(UNTIL);
  });
});

describe('RemindPickup', () => {
  it('the timer reminds the requester of the days left, once per day count', () => {
    const s = atPickup();
    given(s.events)
      .when(command('RemindPickup', { daysLeft: 3 }, SYSTEM, THREE_DAYS_BEFORE))
      .then([{ type: 'PickupReminded', data: { daysLeft: 3, until: UNTIL } }]);
    s.run(command('RemindPickup', { daysLeft: 3 }, SYSTEM, THREE_DAYS_BEFORE));
    given(s.events)
      .when(command('RemindPickup', { daysLeft: 3 }, SYSTEM, THREE_DAYS_BEFORE))
      .thenError('BATCH_PICKUP_NOT_DUE');
    given(s.events)
      .when(command('RemindPickup', { daysLeft: 1 }, SYSTEM, '2026-03-14T10:00:00.000Z'))
      .thenStatus('bns_in');
  });

  it('only the system reminds, only at the pickup point, with a whole day count', () => {
    for (const actor of [REQUESTER, BUYER, STAFF])
      given(atPickup().events)
        .when(command('RemindPickup', { daysLeft: 3 }, actor))
        .thenError('BATCH_NOT_AUTHORIZED');
    given(scenarioAt('oversea_shipping').events)
      .when(command('RemindPickup', { daysLeft: 3 }, SYSTEM))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    given(atPickup().events)
      .when(command('RemindPickup', { daysLeft: 0 }, SYSTEM))
      .thenError('BATCH_VALIDATION', { field: 'daysLeft' });
  });
});

describe('MarkPickupOverdue', () => {
  it('at the end of free storage the order turns overdue, never before', () => {
    given(atPickup().events)
      .when(command('MarkPickupOverdue', {}, SYSTEM, '2026-03-15T09:59:59.000Z'))
      .thenError('BATCH_PICKUP_NOT_DUE', { until: UNTIL });
    given(atPickup().events)
      .when(command('MarkPickupOverdue', {}, SYSTEM, UNTIL))
      .then([{ type: 'PickupOverdue', data: { at: UNTIL, until: UNTIL } }]);
    const next = given(atPickup().events)
      .when(command('MarkPickupOverdue', {}, SYSTEM, UNTIL))
      .thenStatus('overdue');
    expect(next.context.pickup?.overdueAt).toBe(UNTIL);
  });

  it('only the system marks it; an unpaid overdue request is not at a pickup point', () => {
    given(atPickup().events)
      .when(command('MarkPickupOverdue', {}, STAFF, UNTIL))
      .thenError('BATCH_NOT_AUTHORIZED');
    given(scenarioAt('overdue').events)
      .when(command('MarkPickupOverdue', {}, SYSTEM, UNTIL))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });
});

describe('leaving overdue at the pickup point', () => {
  it('the parcel can still be picked up, received and the order completed', () => {
    const s = overdue();
    given(s.events)
      .when(command('HandOverParcel', { pickupPointId: 'bns-hq' }, STAFF, '2026-03-16T10:00:00.000Z'))
      .thenStatus('bns_out');
    given(s.events)
      .when(command('UpdateOrderStatus', { status: 'bns_out' }, STAFF, '2026-03-16T10:00:00.000Z'))
      .thenError('BATCH_PICKUP_NEEDS_CODE', { field: 'status' });
    given(s.events)
      .when(command('ConfirmReceipt', {}, REQUESTER))
      .thenError('BATCH_GOODS_NOT_DELIVERED');
    given(s.events)
      .when(command('UpdateOrderStatus', { status: 'bns_complete' }, STAFF))
      .thenError('BATCH_PICKUP_NEEDS_CODE', { field: 'status' });
    s.run(command('HandOverParcel', { pickupPointId: 'bns-hq' }, STAFF, '2026-03-16T10:00:00.000Z'))
      .run(command('UpdateOrderStatus', { status: 'bns_complete' }, STAFF))
      .run(command('ConfirmReceipt', {}, REQUESTER));
    expect(s.status).toBe('received');
  });

  it('staff may give the goods up from overdue (never the timer silently), but not decline or cancel it as unpaid', () => {
    given(overdue().events)
      .when(command('AbandonItems', { reason: 'Not collected after notice' }, STAFF))
      .thenStatus('all_abandoned');
    given(overdue().events)
      .when(command('DeclineRequest', { reason: 'overdue_unpaid_request' }, SYSTEM))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    given(overdue().events)
      .when(command('CancelRequest', {}, REQUESTER))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });
});

describe('ExtendStorage', () => {
  it('staff add days with a reason, recorded with the staff member; the window and its reminders start again', () => {
    const s = atPickup().run(command('RemindPickup', { daysLeft: 3 }, SYSTEM, THREE_DAYS_BEFORE));
    given(s.events)
      .when(command('ExtendStorage', { days: 7, reason: ' Requester travelling ' }, STAFF, THREE_DAYS_BEFORE))
      .then([
        {
          type: 'StorageExtended',
          data: { days: 7, reason: 'Requester travelling', by: STAFF.id, at: THREE_DAYS_BEFORE },
        },
      ]);
    s.run(command('ExtendStorage', { days: 7, reason: 'Requester travelling' }, STAFF, THREE_DAYS_BEFORE));
    expect(s.state.context.pickup?.reminded).toEqual([]);
    expect(pickupDeadline(s.state.context.pickup!, 14)?.toISOString()).toBe('2026-03-22T10:00:00.000Z');
    given(s.events)
      .when(command('MarkPickupOverdue', {}, SYSTEM, UNTIL))
      .thenError('BATCH_PICKUP_NOT_DUE');
  });

  it('from overdue the order is ready for pickup again, when the extension reaches past now', () => {
    given(overdue().events)
      .when(command('ExtendStorage', { days: 2, reason: 'Asked by phone' }, STAFF, '2026-03-16T10:00:00.000Z'))
      .thenStatus('bns_in');
    given(overdue().events)
      .when(command('ExtendStorage', { days: 1, reason: 'Asked by phone' }, STAFF, '2026-03-16T10:00:00.000Z'))
      .thenError('BATCH_VALIDATION', { field: 'days' });
  });

  it('days 1 to 30 and a reason are required; staff only; only at the pickup point', () => {
    for (const days of [0, 31, 1.5])
      given(atPickup().events)
        .when(command('ExtendStorage', { days, reason: 'x' }, STAFF))
        .thenError('BATCH_VALIDATION', { field: 'days' });
    given(atPickup().events)
      .when(command('ExtendStorage', { days: 3, reason: '  ' }, STAFF))
      .thenError('BATCH_VALIDATION', { field: 'reason' });
    for (const actor of [REQUESTER, BUYER, SYSTEM])
      given(atPickup().events)
        .when(command('ExtendStorage', { days: 3, reason: 'x' }, actor))
        .thenError('BATCH_NOT_AUTHORIZED');
    given(scenarioAt('arrived_local_warehouse').events)
      .when(command('ExtendStorage', { days: 3, reason: 'x' }, STAFF))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });
});
