/** Arrival scenarios the arrival command specs share: an order checked in, a problem reported, a re-weigh. */
import { STAFF, REQUESTER, command, fees } from './batch-fixtures';
import { type Scenario, scenarioAt } from './batch-scenario';
import type { StatusName } from '../batch/status-table';
import type { CommandOf } from '../batch/commands';

export const photo = (n: number) => ({ key: `arrival/p${n}.jpg`, width: 1600, height: 1200 });
export const AT = '2026-03-01T10:00:00.000Z';
export const DUE = '2026-03-04T10:00:00.000Z';
export const UNTIL = '2026-03-15T10:00:00.000Z';

export const checkIn = (
  over: Partial<CommandOf<'CheckInParcel'>['data']> = {},
): CommandOf<'CheckInParcel'>['data'] => ({
  checkInId: 'ci-1',
  itemIds: ['item-1', 'item-2'],
  photos: [photo(1), photo(2)],
  weight: 420,
  dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 },
  condition: 'good',
  note: '',
  trackingNumber: 'TN-item-1',
  reviewDueAt: DUE,
  disputeUntil: UNTIL,
  ...over,
});

/** An order standing at `status` with both items checked in (and, optionally, more steps). */
export function arrived(status: StatusName = 'item_sent', ...more: ((s: Scenario) => Scenario)[]): Scenario {
  const s = scenarioAt(status).run(command('CheckInParcel', checkIn(), STAFF, AT));
  return more.reduce((acc, f) => f(acc), s);
}
export const report = (s: Scenario) =>
  s.run(
    command(
      'ReportProblem',
      { disputeId: 'd-1', itemId: 'item-1', kind: 'weight_wrong', message: 'It weighs less', photos: [] },
      REQUESTER,
      AT,
    ),
  );
export const reweighed = (chargeHkd: number) => (s: Scenario) =>
  s.run(
    command(
      'ResolveDispute',
      {
        disputeId: 'd-1',
        decision: 'reweigh',
        reason: 'Scale shows 2.10 lb',
        weight: 210,
        scalePhoto: photo(9),
        revision: { revisionId: 'rv-1', fees: fees({ internationalShipping: 1500 }), chargeHkd },
      },
      STAFF,
      AT,
    ),
  );
