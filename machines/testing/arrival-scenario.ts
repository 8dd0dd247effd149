/**
 * Orders after an arrival (docs/arrival.md), reached by real commands like batch-scenario's paths:
 * both items checked in, then reviewed, disputed, re-weighed into a quote revision. The decider
 * specs, the terminal-state walk and the customer app's offer specs start from them.
 */
import type { StatusName } from '../batch/status-table';
import type { CommandOf } from '../batch/commands';
import { REQUESTER, STAFF, command, fees } from './batch-fixtures';
import { Scenario, scenarioAt } from './batch-scenario';

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

type Step = (s: Scenario) => Scenario;

/** An order standing at `status` with both items checked in (and, optionally, more steps). */
export function arrived(status: StatusName = 'item_sent', ...more: Step[]): Scenario {
  const s = scenarioAt(status).run(command('CheckInParcel', checkIn(), STAFF, AT));
  return more.reduce((acc, f) => f(acc), s);
}

/** The requester reports item-1 (dispute d-1). */
export const report: Step = (s) =>
  s.run(
    command(
      'ReportProblem',
      { disputeId: 'd-1', itemId: 'item-1', kind: 'weight_wrong', message: 'It weighs less', photos: [] },
      REQUESTER,
      AT,
    ),
  );

/** Staff decide d-1 as a re-weigh: a quote revision (rv-1) the requester must answer. */
export const reweighed =
  (chargeHkd: number): Step =>
  (s) =>
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

export const approve =
  (...itemIds: string[]): Step =>
  (s) =>
    s.run(command('ApproveItems', { itemIds }, REQUESTER, AT));

/** Staff write in d-1's thread a note only staff may read. */
export const internalNote: Step = (s) =>
  s.run(
    command(
      'PostDisputeMessage',
      { disputeId: 'd-1', messageId: 'm-internal', body: 'Seller refunds us anyway', internal: true },
      STAFF,
      AT,
    ),
  );

export const rejected: Step = (s) =>
  s.run(command('ResolveDispute', { disputeId: 'd-1', decision: 'reject', reason: 'Weight is right' }, STAFF, AT));

/** The moments of an arrival a screen must get right, each a fresh scenario. */
export const ARRIVAL_MOMENTS = {
  'checked in, awaiting review': () => arrived(),
  'one approved, one disputed with an internal note': () =>
    arrived('item_sent', approve('item-2'), report, internalNote),
  'a re-weigh awaiting the requester': () => arrived('item_sent', approve('item-2'), report, reweighed(60000)),
  'all reviewed, a dispute rejected': () => arrived('item_sent', approve('item-2'), report, rejected),
} as const satisfies Record<string, () => Scenario>;
