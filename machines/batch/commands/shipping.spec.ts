import type { BatchEvent } from '../batch.events';
import { given } from '../../testing/given-when-then';
import { AT, BUYER, REQUESTER, STAFF, SYSTEM, command } from '../../testing/batch-fixtures';
import { eventsTo, scenarioAt } from '../../testing/batch-scenario';
import { NOT_IN_STATUS, emits, endsIn, invalid, itDecides, refused } from '../../testing/decision-table';
import { asStateLike } from '../batch.decider';
import { allowedCommands } from '../batch.permissions';
import { statusByName, type StatusName } from '../statuses';
import { DELIVERED_STAGES } from './confirm-receipt.command';
import { SHIPPING_STAGES, type ShippingStage } from '../batch.types';
import type { CommandOf } from './index';
import { TRACKING_NUMBER_MAX_LENGTH, TRACKING_NUMBER_MIN_LENGTH } from '../tracking-number';

const receive = (data: CommandOf<'ConfirmReceipt'>['data'] = {}, actor = REQUESTER) =>
  command('ConfirmReceipt', data, actor);
const received = (...itemIds: string[]): BatchEvent => ({ type: 'ItemsReceived', data: { itemIds } });
const NOT_FORWARD = 'BATCH_STATUS_NOT_FORWARD';

const track = (ids: string[], tn = (id: string) => `TN-${id}`) =>
  command('SendTracking', { items: ids.map((id) => ({ id, trackingNumber: tn(id) })) }, BUYER);

describe('SendTracking', () => {
  describe('in payment_captured', () => {
    it('enters tracking numbers: item_sent (step 5)', () => {
      const r = given(eventsTo('payment_captured')).when(track(['item-1']));
      r.then([{ type: 'TrackingSent', data: { items: [{ id: 'item-1', trackingNumber: 'TN-item-1' }] } }]);
      const s = r.thenStatus('item_sent');
      expect(s.context.items.map((i) => [i.state, i.trackingNumber])).toEqual([
        ['sent', 'TN-item-1'],
        ['purchased', null],
      ]);
    });
    it('applies the one shared length rule: 6 to 40 characters (machines/batch/tracking-number.ts)', () => {
      expect([TRACKING_NUMBER_MIN_LENGTH, TRACKING_NUMBER_MAX_LENGTH]).toEqual([6, 40]);
      for (const tn of ['AB-12', 'A'.repeat(41), ' ABC123', '']) {
        given(eventsTo('payment_captured'))
          .when(track(['item-1'], () => tn))
          .thenError('BATCH_VALIDATION', { field: 'items[0].trackingNumber' });
      }
      for (const tn of ['AB-123', 'A'.repeat(40)]) {
        given(eventsTo('payment_captured'))
          .when(track(['item-1'], () => tn))
          .then([{ type: 'TrackingSent', data: { items: [{ id: 'item-1', trackingNumber: tn }] } }]);
      }
    });
  });
  describe('in item_sent', () => {
    it('adds tracking for another item, staying item_sent', () => {
      const oneSent = [
        ...eventsTo('payment_captured'),
        { type: 'TrackingSent', data: { items: [{ id: 'item-1', trackingNumber: 'TN-1' }] } } satisfies BatchEvent,
      ];
      given(oneSent)
        .when(track(['item-2']))
        .thenStatus('item_sent');
    });
  });
  itDecides([
    [
      'checks the tracking number',
      'payment_captured',
      track(['item-1'], () => 'no spaces!'),
      invalid('items[0].trackingNumber'),
    ],
    ['is refused until the payment is captured', 'purchase_completed', track(['item-1']), refused(NOT_IN_STATUS)],
  ]);
});

describe('UpdateOrderStatus', () => {
  const toStage = (status: ShippingStage, actor = STAFF) => command('UpdateOrderStatus', { status }, actor);
  // Picked Up (bns_out) is the counter's hand-off for a pickup order (hand-over-parcel.spec.ts).
  it.each(SHIPPING_STAGES.filter((s) => s !== 'bns_out'))('in item_sent: moves to %s', (stage) => {
    given(eventsTo('item_sent')).when(toStage(stage, BUYER)).thenStatus(stage);
  });
  itDecides([
    [
      'applies to the items on their way by default',
      'item_sent',
      toStage('oversea_shipping', SYSTEM),
      emits({
        type: 'OrderStatusUpdated',
        data: { status: 'oversea_shipping', itemIds: ['item-1', 'item-2'], at: AT },
      }),
    ],
    ['refuses a status that is not a shipping stage', 'item_sent', toStage('completed' as never), invalid('status')],
    ['moves forward only: not back', 'oversea_shipping', toStage('arrived_oversea_warehouse'), refused(NOT_FORWARD)],
    [
      'moves forward only: on',
      'oversea_shipping',
      toStage('arrived_local_warehouse'),
      endsIn('arrived_local_warehouse'),
    ],
    ['does not move between names sharing a code (200)', 'shipping', toStage('bns_shipping'), refused(NOT_FORWARD)],
    ['has no stage left to move to', 'all_defer_shipped', toStage('bns_complete'), refused(NOT_IN_STATUS)],
    ['is refused before tracking is sent', 'payment_captured', toStage('oversea_shipping'), refused(NOT_IN_STATUS)],
  ]);
});

describe('ConfirmReceipt', () => {
  // Receipt only once the requester has the goods: not at the Hong Kong warehouse, not on the way to the door.
  describe('only once the goods are delivered or picked up', () => {
    const notYet = ['item_sent', ...SHIPPING_STAGES].filter(
      (s) => !(DELIVERED_STAGES as readonly string[]).includes(s),
    ) as StatusName[];
    it('names Picked Up and Delivered, and no stage before or beside them', () => {
      // Spec §4's stages: Picked Up (bns_out 202) and Delivered (bns_complete 205).
      const codes = (names: readonly StatusName[]) => names.map((n) => statusByName(n)?.code).sort();
      expect(codes(DELIVERED_STAGES)).toEqual([202, 205]);
      expect(codes(notYet)).toEqual([128, 130, 131, 132, 133, 200, 200, 201, 203, 204, 206, 207]);
    });
    it.each(notYet)('in %s: refused, for the requester and staff alike, and not offered', (stage) => {
      for (const actor of [REQUESTER, STAFF]) {
        given(eventsTo(stage))
          .when(command('ConfirmReceipt', {}, actor))
          .thenError('BATCH_GOODS_NOT_DELIVERED', { field: 'shippingStage' });
        expect(allowedCommands(asStateLike(scenarioAt(stage).state), actor)).not.toContain('ConfirmReceipt');
      }
    });
    it('at the Hong Kong warehouse (the parcel is still with us): refused, naming the stage it read', () => {
      // The same whether the requester names the items or rates: nothing is received before delivery.
      for (const data of [{}, { itemIds: ['item-1'] }, { rating: 5, review: 'Too early' }]) {
        given(eventsTo('arrived_local_warehouse'))
          .when(command('ConfirmReceipt', data, REQUESTER))
          .thenError('BATCH_GOODS_NOT_DELIVERED', {
            command: 'ConfirmReceipt',
            status: 'arrived_local_warehouse',
            field: 'shippingStage',
            stage: 'arrived_local_warehouse',
          });
      }
    });
    it.each(DELIVERED_STAGES)('in %s: accepted and offered to the requester', (stage) => {
      expect(allowedCommands(asStateLike(scenarioAt(stage).state), REQUESTER)).toContain('ConfirmReceipt');
      given(eventsTo(stage))
        .when(command('ConfirmReceipt', {}, REQUESTER))
        .thenStatus('received');
    });
  });
  itDecides([
    ['receiving everything: received', 'bns_complete', receive(), emits(received('item-1', 'item-2'))],
    ['receiving some: item_received', 'bns_complete', receive({ itemIds: ['item-2'] }), endsIn('item_received')],
    ['ratings are 1 to 5 stars, so not 6', 'bns_complete', receive({ rating: 6 }), invalid('rating')],
    ['ratings are whole stars, so not 2.5', 'bns_complete', receive({ rating: 2.5 }), invalid('rating')],
    ['ratings come from the requester only', 'bns_complete', receive({ rating: 5 }, STAFF), invalid('rating')],
    ['staff may confirm a pickup', 'bns_out', receive({}, STAFF), endsIn('received')],
    ['buyers may not', 'bns_complete', receive({}, BUYER), refused('BATCH_NOT_AUTHORIZED')],
    ['receiving the rest: received', 'item_received', receive(), endsIn('received')],
    ['is refused: nothing left to receive', 'received', receive(), refused(NOT_IN_STATUS)],
  ]);
  it('in bns_complete (Delivered): receiving everything with a rating completes the order', () => {
    const r = given(eventsTo('bns_complete')).when(receive({ rating: 5, review: 'Fast!' }));
    r.then([received('item-1', 'item-2'), { type: 'OrderCompleted', data: { rating: { stars: 5, review: 'Fast!' } } }]);
    expect(r.thenStatus('completed').context.rating).toEqual({ stars: 5, review: 'Fast!' });
  });
});

describe('CompleteOrder', () => {
  const complete = (data: CommandOf<'CompleteOrder'>['data'], actor = REQUESTER) =>
    command('CompleteOrder', data, actor);
  itDecides([
    [
      'the requester rates and completes',
      'received',
      complete({ rating: 4, review: 'ok' }),
      emits({ type: 'OrderCompleted', data: { rating: { stars: 4, review: 'ok' } } }),
    ],
    ['is refused while items are still on their way', 'item_received', complete({}), refused(NOT_IN_STATUS)],
    ['is final', 'completed', complete({}, STAFF), refused(NOT_IN_STATUS)],
  ]);
  it('in received: the system completes without a rating', () => {
    const s = given(eventsTo('received')).when(complete({}, SYSTEM)).thenStatus('completed');
    expect(s.context.rating).toBeNull();
  });
});

describe('AbandonItems', () => {
  const abandon = (reason: string, itemIds?: string[], actor = STAFF) =>
    command('AbandonItems', itemIds ? { itemIds, reason } : { reason }, actor);
  itDecides([
    [
      'an uncollected item: abandoned',
      'bns_in',
      abandon('not collected in 30 days', ['item-1']),
      emits({ type: 'ItemsAbandoned', data: { itemIds: ['item-1'], reason: 'not collected in 30 days' } }),
    ],
    ['everything: all_abandoned', 'bns_in', abandon('not collected', undefined, SYSTEM), endsIn('all_abandoned')],
    ['needs a reason', 'bns_in', abandon(''), invalid('reason')],
    [
      'overdue and unpaid: abandoned as a whole',
      'overdue',
      abandon('no payment', undefined, SYSTEM),
      endsIn('all_abandoned'),
    ],
    ['overdue and unpaid: not item by item', 'overdue', abandon('no payment', ['item-1'], SYSTEM), invalid('itemIds')],
    ['is refused before shipping', 'payment_captured', abandon('x'), refused(NOT_IN_STATUS)],
  ]);
  it('in abandoned: the rest can be received once picked up, then the order completes', () => {
    // Abandoned at the pickup point (Ready for Pickup): the kept item is not collected yet.
    given(eventsTo('abandoned')).when(receive()).thenError('BATCH_GOODS_NOT_DELIVERED');
    const pickedUp = scenarioAt('abandoned').run(command('HandOverParcel', { pickupPointId: 'bns-hq' }, STAFF));
    expect(pickedUp.status).toBe('bns_out');
    const s = given(pickedUp.events).when(receive()).thenStatus('received');
    expect(s.context.items.map((i) => i.state)).toEqual(['abandoned', 'received']);
  });
});
