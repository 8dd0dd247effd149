import { decide } from './batch.decider';
import { isDomainError } from './batch.errors';
import type { BatchState } from './batch.machine';
import { SHIPPING_JOURNEY, type Actor } from './batch.types';
import { STATUS_NAMES } from './status-table';
import { shippingTargets } from './shipping-targets';
import { AUDITOR, BUYER, OTHER_BUYER, REQUESTER, STAFF, command } from '../testing/batch-fixtures';
import { scenarioAt } from '../testing/batch-scenario';
import { ARRIVAL_MOMENTS } from '../testing/arrival-scenario';

const STATES: Array<[string, () => BatchState]> = [
  ...STATUS_NAMES.map((status): [string, () => BatchState] => [status, () => scenarioAt(status).state]),
  ...Object.entries(ARRIVAL_MOMENTS).map(([moment, reach]): [string, () => BatchState] => [
    moment,
    () => reach().state,
  ]),
];
const ACTORS: Array<[string, Actor]> = [
  ['staff', STAFF],
  ['assigned buyer', BUYER],
  ['another buyer', OTHER_BUYER],
  ['requester', REQUESTER],
  ['auditor', AUDITOR],
];

/** What the server's decider accepts from `actor` as UpdateOrderStatus now, in journey order. */
const accepted = (state: BatchState, actor: Actor) =>
  SHIPPING_JOURNEY.filter((status) => !isDomainError(decide(command('UpdateOrderStatus', { status }, actor), state)));

describe('shippingTargets: what a stage picker offers equals what the decider accepts', () => {
  it.each(STATES)('%s, for each actor', (_name, reach) => {
    const state = reach();
    for (const [who, actor] of ACTORS)
      expect([who, shippingTargets(state, actor)]).toEqual([who, accepted(state, actor)]);
  });

  it('holds staff at the overseas warehouse (where the check-in put the goods) while a review, a dispute or a quote revision is open', () => {
    for (const moment of [
      'checked in, awaiting review',
      'one approved, one disputed with an internal note',
      'a re-weigh awaiting the requester',
    ] as const)
      expect([moment, shippingTargets(ARRIVAL_MOMENTS[moment]().state, STAFF)]).toEqual([moment, []]);
    const settled = shippingTargets(ARRIVAL_MOMENTS['all reviewed, a dispute rejected']().state, STAFF);
    expect(settled.slice(0, 2)).toEqual(['oversea_shipping', 'arrived_local_warehouse']);
  });
});
