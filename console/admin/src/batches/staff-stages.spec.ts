import type { RaRecord } from 'react-admin';
import { decide } from '@machines/batch/batch.decider';
import { isDomainError } from '@machines/batch/batch.errors';
import type { BatchState } from '@machines/batch/batch.machine';
import { batchView } from '@machines/batch/batch.view';
import { SHIPPING_JOURNEY, type ShippingStage } from '@machines/batch/batch.types';
import type { StatusName } from '@machines/batch/statuses';
import { STAFF, command } from '../../../../machines/testing/batch-fixtures';
import { scenarioAt } from '../../../../machines/testing/batch-scenario';
import { ARRIVAL_MOMENTS } from '../../../../machines/testing/arrival-scenario';
import { detailBatch } from '../../../../src/batch/read/batch-detail/detail-batch';
import { staffActor, staffStageTargets } from './staff-stages';

/** The batch page's record: the detail as the server sends it to staff, as it came over the wire. */
const recordOf = (state: BatchState): RaRecord =>
  JSON.parse(
    JSON.stringify({
      id: 'batch-1',
      status: String(state.value),
      allowed_commands: [],
      batch: detailBatch(batchView(state), 'staff'),
    }),
  ) as RaRecord;

const staff = staffActor({ accountId: STAFF.id, userId: 'user-staff-1' });
const offered = (state: BatchState) => staffStageTargets(recordOf(state), staff);
const at = (status: StatusName) => offered(scenarioAt(status).state);

/** What the server's decider accepts from staff as UpdateOrderStatus now. */
const accepted = (state: BatchState): ShippingStage[] =>
  SHIPPING_JOURNEY.filter((status) => !isDomainError(decide(command('UpdateOrderStatus', { status }, STAFF), state)));

const journeyIndex = (stage: ShippingStage) => SHIPPING_JOURNEY.indexOf(stage);

describe("the console's staff stage picker", () => {
  it('offers the next stages in journey order, not by status code', () => {
    const stages = at('arrived_local_warehouse');
    expect(stages.slice(0, 4)).toEqual(['courier_delivery', 'bns_in', 'bns_complete', 'shipping']);
    expect([...stages].sort((a, b) => journeyIndex(a) - journeyIndex(b))).toEqual(stages);
    expect(at('oversea_shipping')).not.toContain('arrived_oversea_warehouse');
  });

  it.each([
    'checked in, awaiting review',
    'one approved, one disputed with an internal note',
    'a re-weigh awaiting the requester',
  ] as const)('offers nothing past the overseas warehouse, where the check-in put the goods, while: %s', (moment) => {
    expect(offered(ARRIVAL_MOMENTS[moment]().state)).toEqual([]);
  });

  it('goes on past the overseas warehouse once the arrival is settled', () => {
    expect(offered(ARRIVAL_MOMENTS['all reviewed, a dispute rejected']().state).slice(0, 2)).toEqual([
      'oversea_shipping',
      'arrived_local_warehouse',
    ]);
  });

  it('leaves Picked Up to the pickup counter, and nothing past the pickup point before it', () => {
    expect(at('arrived_local_warehouse')).not.toContain('bns_out');
    expect([at('bns_in'), at('abandoned')]).toEqual([[], []]);
    const pickedUp = at('bns_out');
    expect(pickedUp).toContain('bns_complete');
    expect(pickedUp).not.toContain('bns_out');
  });

  it('offers nothing where staff may not update the status, nor on a row without the batch', () => {
    expect([at('payment_captured'), at('completed')]).toEqual([[], []]);
    expect(staffStageTargets({ id: 'batch-1', status: 'item_sent' }, staff)).toEqual([]);
  });

  const STATES: Array<[string, () => BatchState]> = [
    ...(['item_sent', 'arrived_oversea_warehouse', 'arrived_local_warehouse', 'bns_in', 'bns_out'] as const).map(
      (status): [string, () => BatchState] => [status, () => scenarioAt(status).state],
    ),
    ...Object.entries(ARRIVAL_MOMENTS).map(([moment, reach]): [string, () => BatchState] => [
      moment,
      () => reach().state,
    ]),
  ];
  it.each(STATES)("offers exactly what the server's decider accepts from staff: %s", (_name, reach) => {
    const state = reach();
    expect(offered(state)).toEqual(accepted(state));
  });
});
