import { given } from '../../testing/given-when-then';
import { BUYER, REQUESTER, STAFF, SYSTEM, command } from '../../testing/batch-fixtures';
import { scenarioAt } from '../../testing/batch-scenario';
import { AT, DUE, arrived, checkIn, report } from '../../testing/arrival-scenario';

const DAY_BEFORE = '2026-03-03T10:00:00.000Z';

describe('RemindArrivalReview', () => {
  it('the timer reminds the requester of the items still awaiting review, naming the auto-approval time', () => {
    const s = arrived('item_sent');
    given(s.events)
      .when(command('RemindArrivalReview', {}, SYSTEM, DAY_BEFORE))
      .then([{ type: 'ArrivalReviewReminded', data: { itemIds: ['item-1', 'item-2'], autoApproveAt: DUE } }]);
    const next = given(s.events)
      .when(command('RemindArrivalReview', {}, SYSTEM, DAY_BEFORE))
      .thenStatus('arrived_oversea_warehouse');
    expect(next.context.arrival?.reviews.map((r) => [r.itemId, r.status, r.reminded])).toEqual([
      ['item-1', 'awaiting_review', true],
      ['item-2', 'awaiting_review', true],
    ]);
  });

  it('names only what still awaits review: approved and reported items are left out', () => {
    const s = arrived('item_sent', report);
    given(s.events)
      .when(command('RemindArrivalReview', {}, SYSTEM, DAY_BEFORE))
      .then([{ type: 'ArrivalReviewReminded', data: { itemIds: ['item-2'], autoApproveAt: DUE } }]);
    s.run(command('ApproveItems', { itemIds: ['item-2'] }, REQUESTER, AT));
    given(s.events)
      .when(command('RemindArrivalReview', {}, SYSTEM, DAY_BEFORE))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });

  it('reminds once, never at or after the auto-approval time; a later parcel is reminded with its own due time', () => {
    const s = arrived('item_sent');
    given(s.events)
      .when(command('RemindArrivalReview', {}, SYSTEM, DUE))
      .thenError('BATCH_ITEM_NOT_ARRIVED');
    s.run(command('RemindArrivalReview', {}, SYSTEM, DAY_BEFORE));
    given(s.events)
      .when(command('RemindArrivalReview', {}, SYSTEM, DAY_BEFORE))
      .thenError('BATCH_ITEM_NOT_ARRIVED');
    const later = '2026-03-05T10:00:00.000Z';
    const twoParcels = scenarioAt('item_sent')
      .run(command('CheckInParcel', checkIn({ itemIds: ['item-1'] }), STAFF, AT))
      .run(
        command('CheckInParcel', checkIn({ checkInId: 'ci-2', itemIds: ['item-2'], reviewDueAt: later }), STAFF, AT),
      );
    given(twoParcels.events)
      .when(command('RemindArrivalReview', {}, SYSTEM, DUE))
      .then([{ type: 'ArrivalReviewReminded', data: { itemIds: ['item-2'], autoApproveAt: later } }]);
  });

  it('only the system reminds', () => {
    for (const actor of [REQUESTER, BUYER, STAFF])
      given(arrived('item_sent').events)
        .when(command('RemindArrivalReview', {}, actor, DAY_BEFORE))
        .thenError('BATCH_NOT_AUTHORIZED');
  });
});
