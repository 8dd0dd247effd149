import type { BatchDetail } from '@contracts/batch/batch-detail';
import { asStateLike, decide } from '@machines/batch/batch.decider';
import { isDomainError } from '@machines/batch/batch.errors';
import type { BatchState } from '@machines/batch/batch.machine';
import { batchOptions } from '@machines/batch/batch.options';
import { allowedCommands } from '@machines/batch/batch.permissions';
import { SHIPPING_JOURNEY, type Actor } from '@machines/batch/batch.types';
import type { StatusName } from '@machines/batch/statuses';
import {
  BUYER,
  OTHER_BUYER,
  OTHER_REQUESTER,
  REQUESTER,
  STAFF,
  command,
} from '../../../../machines/testing/batch-fixtures';
import { scenarioAt } from '../../../../machines/testing/batch-scenario';
import { ARRIVAL_MOMENTS } from '../../../../machines/testing/arrival-scenario';
import {
  restoredBatchState,
  selectAllowedCommands,
  selectRefusal,
  selectShippingTargets,
  serverBatchOptions,
  viewerActor,
} from './batch-offer';
import { audienceOf, orderDetail } from './order-fixture';

/** Orders the machine reached by real commands: the journey, its side states, and an arrival's moments. */
const STATUSES: StatusName[] = [
  'requested',
  'assigned',
  'accepted',
  'modified',
  'confirmed',
  'declined',
  'canceled',
  'payment_authorized',
  'partially_purchased',
  'purchase_completed',
  'payment_captured',
  'refunded',
  'item_sent',
  'arrived_oversea_warehouse',
  'arrived_local_warehouse',
  'courier_delivery',
  'bns_in',
  'bns_out',
  'bns_complete',
  'item_received',
  'completed',
  'abandoned',
  'all_abandoned',
];
const STATES: Array<[string, () => BatchState]> = [
  ...STATUSES.map((status): [string, () => BatchState] => [status, () => scenarioAt(status).state]),
  ...Object.entries(ARRIVAL_MOMENTS).map(([moment, reach]): [string, () => BatchState] => [
    moment,
    () => reach().state,
  ]),
];
const VIEWERS: Array<[string, Actor]> = [
  ['requester', REQUESTER],
  ['another requester', OTHER_REQUESTER],
  ['assigned buyer', BUYER],
  ['another buyer', OTHER_BUYER],
  ['staff', STAFF],
];
const CONFIGS = [{}, { allowCancelPaymentBeforePurchase: false }];

/** What the server answers in the detail's allowed_commands (src/batch/read/batch-detail): the stored state. */
const serverOffers = (state: BatchState, actor: Actor, config: (typeof CONFIGS)[number]) =>
  allowedCommands(asStateLike(state), actor, batchOptions(config));

/** What the customer app offers: its machine restored from the detail as it came over the wire. */
function appOffers(detail: BatchDetail, actor: Actor, config: (typeof CONFIGS)[number]) {
  const wire = JSON.parse(JSON.stringify(detail)) as BatchDetail;
  const session = { accountId: actor.id, accountType: actor.accountType as 'r' | 'b' | 's' };
  return selectAllowedCommands(viewerActor(session), serverBatchOptions(config))(restoredBatchState(wire));
}

/** What the buyer's stage picker offers on the order (the picker of the order's assigned buyer). */
const buyerTargets = selectShippingTargets(BUYER, batchOptions({}));

// Issue: the server and the app must not disagree about an allowed action. The server answers from
// the stored state; the app from the detail each reader receives (the buyer's remark, earnings and
// staff's internal notes left out for whom they are not). They must be the same, command for command.
describe("the customer app's offers equal the server's allowed_commands", () => {
  describe.each(STATES)('%s', (_name, reach) => {
    const state = reach();
    it.each(VIEWERS)('for the %s, with either cancel-payment setting', (_who, actor) => {
      for (const config of CONFIGS) {
        const detail = orderDetail(state, audienceOf(actor));
        expect(appOffers(detail, actor, config)).toEqual(serverOffers(state, actor, config));
      }
    });

    it("the stage picker offers exactly the stages the server's decider accepts, in journey order", () => {
      const accepted = SHIPPING_JOURNEY.filter(
        (stage) => !isDomainError(decide(command('UpdateOrderStatus', { status: stage }, BUYER), state)),
      );
      const restored = restoredBatchState(JSON.parse(JSON.stringify(orderDetail(state, 'buyer'))) as BatchDetail);
      // Where the buyer may not update the status at all, the decider takes no stage and none is offered.
      expect(buyerTargets(restored)).toEqual(accepted);
    });
  });

  it("an arrival's review is offered only because the detail carries the arrival: without it the app would disagree", () => {
    const state = ARRIVAL_MOMENTS['checked in, awaiting review']().state;
    const detail = orderDetail(state, 'requester');
    expect(serverOffers(state, REQUESTER, {})).toEqual(expect.arrayContaining(['ApproveItems', 'ReportProblem']));
    const withoutArrival = { ...detail, batch: { ...detail.batch, arrival: undefined } };
    expect(appOffers(withoutArrival, REQUESTER, {})).not.toEqual(serverOffers(state, REQUESTER, {}));
  });

  it("staff's internal note does not reach the requester or the buyer, and nobody is offered less for it", () => {
    const state = ARRIVAL_MOMENTS['one approved, one disputed with an internal note']().state;
    const notes = (actor: Actor) =>
      JSON.stringify(orderDetail(state, audienceOf(actor)).batch).includes('Seller refunds us anyway');
    expect([notes(REQUESTER), notes(BUYER), notes(STAFF)]).toEqual([false, false, true]);
    for (const actor of [REQUESTER, BUYER])
      expect(appOffers(orderDetail(state, audienceOf(actor)), actor, {})).toContain('PostDisputeMessage');
  });

  it('from the Hong Kong warehouse the picker goes on in journey order, and receipt waits for delivery', () => {
    const state = scenarioAt('arrived_local_warehouse').state;
    const restored = restoredBatchState(orderDetail(state, 'buyer'));
    // A pickup order: Picked Up (bns_out) is the counter's hand-off with the code, never picked here.
    expect(buyerTargets(restored).slice(0, 4)).toEqual(['courier_delivery', 'bns_in', 'bns_complete', 'shipping']);
    // Waiting at the pickup point (also with some items given up) nothing is offered: the hand-off
    // comes first; once picked up, the stages after it are picked by hand again.
    for (const stage of ['bns_in', 'abandoned'] as const) {
      const waiting = restoredBatchState(orderDetail(scenarioAt(stage).state, 'buyer'));
      expect([stage, buyerTargets(waiting)]).toEqual([stage, []]);
    }
    const pickedUp = restoredBatchState(orderDetail(scenarioAt('bns_out').state, 'buyer'));
    expect(buyerTargets(pickedUp)).toContain('bns_complete');
    expect(buyerTargets(pickedUp)).not.toContain('bns_out');
    expect(appOffers(orderDetail(state, 'requester'), REQUESTER, {})).not.toContain('ConfirmReceipt');
    const delivered = scenarioAt('bns_complete').state;
    expect(appOffers(orderDetail(delivered, 'requester'), REQUESTER, {})).toContain('ConfirmReceipt');
  });

  it("the requester's receipt waits with the server's own refusal: on the way and at the Hong Kong warehouse", () => {
    // What the page says instead of the button is what the server would answer a receipt now (409).
    const refusal = (status: StatusName, actor: Actor) => {
      const state = scenarioAt(status).state;
      const wire = JSON.parse(JSON.stringify(orderDetail(state, audienceOf(actor)))) as BatchDetail;
      const app = selectRefusal(actor, batchOptions({}), 'ConfirmReceipt')(restoredBatchState(wire));
      const server = decide(command('ConfirmReceipt', {}, actor), state);
      expect([status, app]).toEqual([status, isDomainError(server) ? server.code : null]);
      return app;
    };
    for (const status of ['item_sent', 'arrived_local_warehouse', 'courier_delivery', 'bns_in'] as const)
      expect(refusal(status, REQUESTER)).toBe('BATCH_GOODS_NOT_DELIVERED');
    expect([refusal('bns_out', REQUESTER), refusal('bns_complete', REQUESTER)]).toEqual([null, null]);
    // Before shipping it is not a wait for delivery, and the buyer never receives.
    expect(refusal('payment_captured', REQUESTER)).toBe('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    expect(refusal('arrived_local_warehouse', BUYER)).toBe('BATCH_NOT_AUTHORIZED');
  });
});
