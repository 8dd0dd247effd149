import { command, REQUESTER, STAFF, SYSTEM } from '@machines/testing/batch-fixtures';
import { scenarioAt } from '@machines/testing/batch-scenario';
import { AT, DUE, checkIn } from '@machines/testing/arrival-scenario';
import { arrivalFollowUps } from './arrival-follow-ups';

const DAY = 24 * 3600 * 1000;
const LATER_DUE = '2026-03-05T22:00:00.000Z';
const at = (iso: string, ms = 0) => new Date(Date.parse(iso) + ms);

/** item-1 checked in at AT (due DUE), item-2 joins the episode later (due LATER_DUE). */
const twoParcels = () =>
  scenarioAt('item_sent')
    .run(command('CheckInParcel', checkIn({ itemIds: ['item-1'] }), STAFF, AT))
    .run(command('CheckInParcel', checkIn({ checkInId: 'ci-2', itemIds: ['item-2'], reviewDueAt: LATER_DUE }), STAFF));

describe('arrival timers: the next runs of an episode a later parcel joined', () => {
  it('after the first approval, the next waits for the later due time and its reminder a day before', () => {
    const s = twoParcels().run(command('AutoApproveItems', {}, SYSTEM, DUE));
    expect(arrivalFollowUps(s.state.context, at(DUE), DAY)).toEqual([
      { kind: 'arrival-review', runAt: at(LATER_DUE) },
      { kind: 'arrival-review-reminder', runAt: at(LATER_DUE, -DAY) },
    ]);
  });

  it('a reminder time already passed is due at once; a reminded item needs no second reminder', () => {
    const s = twoParcels();
    const now = at(LATER_DUE, -DAY / 2);
    expect(arrivalFollowUps(s.state.context, now, DAY)).toContainEqual({ kind: 'arrival-review-reminder', runAt: now });
    s.run(command('RemindArrivalReview', {}, SYSTEM, now.toISOString()));
    expect(arrivalFollowUps(s.state.context, now, DAY)).toEqual([{ kind: 'arrival-review', runAt: at(LATER_DUE) }]);
  });

  it('nothing left awaiting review (or all due by now): no further runs', () => {
    const s = twoParcels().run(command('ApproveItems', { itemIds: ['item-1', 'item-2'] }, REQUESTER, AT));
    expect(arrivalFollowUps(s.state.context, at(AT), DAY)).toEqual([]);
    expect(arrivalFollowUps(twoParcels().state.context, at(LATER_DUE), DAY)).toEqual([]);
  });
});
