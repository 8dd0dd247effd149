import type { BatchEvent } from '../batch.events';
import { given } from '../../testing/given-when-then';
import { BUYER, REQUESTER, STAFF, SYSTEM, command } from '../../testing/batch-fixtures';
import { eventsTo, scenarioAt } from '../../testing/batch-scenario';
import { asStateLike } from '../batch.decider';
import { allowedCommands } from '../batch.permissions';
import type { StatusName } from '../statuses';
import { IN_HONG_KONG_STAGES } from './confirm-receipt.command';
import { SHIPPING_STAGES } from '../batch.types';
import { TRACKING_NUMBER_MAX_LENGTH, TRACKING_NUMBER_MIN_LENGTH } from '../tracking-number';

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
    it('checks the tracking number', () => {
      given(eventsTo('payment_captured'))
        .when(track(['item-1'], () => 'no spaces!'))
        .thenError('BATCH_VALIDATION', { field: 'items[0].trackingNumber' });
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
  describe('in purchase_completed', () => {
    it('is refused until the payment is captured', () => {
      given(eventsTo('purchase_completed'))
        .when(track(['item-1']))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('UpdateOrderStatus', () => {
  describe('in item_sent', () => {
    it.each(SHIPPING_STAGES)('moves to %s', (stage) => {
      given(eventsTo('item_sent'))
        .when(command('UpdateOrderStatus', { status: stage }, BUYER))
        .thenStatus(stage);
    });
    it('applies to the items on their way by default', () => {
      given(eventsTo('item_sent'))
        .when(command('UpdateOrderStatus', { status: 'oversea_shipping' }, SYSTEM))
        .then([{ type: 'OrderStatusUpdated', data: { status: 'oversea_shipping', itemIds: ['item-1', 'item-2'] } }]);
    });
    it('refuses a status that is not a shipping stage', () => {
      given(eventsTo('item_sent'))
        .when(command('UpdateOrderStatus', { status: 'completed' as never }, STAFF))
        .thenError('BATCH_VALIDATION', { field: 'status' });
    });
  });
  describe('in oversea_shipping', () => {
    it('moves forward only', () => {
      given(eventsTo('oversea_shipping'))
        .when(command('UpdateOrderStatus', { status: 'arrived_oversea_warehouse' }, BUYER))
        .thenError('BATCH_STATUS_NOT_FORWARD');
      given(eventsTo('oversea_shipping'))
        .when(command('UpdateOrderStatus', { status: 'arrived_local_warehouse' }, BUYER))
        .thenStatus('arrived_local_warehouse');
    });
  });
  describe('in shipping', () => {
    it('does not move between names sharing a code (bns_shipping, 200)', () => {
      given(eventsTo('shipping'))
        .when(command('UpdateOrderStatus', { status: 'bns_shipping' }, STAFF))
        .thenError('BATCH_STATUS_NOT_FORWARD');
    });
  });
  describe('in all_defer_shipped', () => {
    it('has no stage left to move to', () => {
      given(eventsTo('all_defer_shipped'))
        .when(command('UpdateOrderStatus', { status: 'bns_complete' }, STAFF))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
  describe('in payment_captured', () => {
    it('is refused before tracking is sent', () => {
      given(eventsTo('payment_captured'))
        .when(command('UpdateOrderStatus', { status: 'oversea_shipping' }, STAFF))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('ConfirmReceipt', () => {
  // Receipt must not be offered from the first shipping stage, long before the goods reach Hong Kong.
  describe('only once the goods are in Hong Kong', () => {
    const notYet = ['item_sent', ...SHIPPING_STAGES].filter(
      (s) => !(IN_HONG_KONG_STAGES as readonly string[]).includes(s),
    ) as StatusName[];
    it('names the Hong Kong warehouse and every stage after it on the way to the requester', () => {
      expect([...IN_HONG_KONG_STAGES].sort()).toEqual(
        [
          'arrived_local_warehouse',
          'courier_delivery',
          'bns_in',
          'bns_out',
          'bns_warehouse',
          'bns_warehouse_out',
          'bns_complete',
        ].sort(),
      );
      expect(notYet.sort()).toEqual(
        [
          'item_sent',
          'arrived_oversea_warehouse',
          'oversea_shipping',
          'shipping',
          'bns_shipping',
          'defer_shipped',
          'all_defer_shipped',
        ].sort(),
      );
    });
    it.each(notYet)('in %s: refused, for the requester and staff alike, and not offered', (stage) => {
      for (const actor of [REQUESTER, STAFF]) {
        given(eventsTo(stage))
          .when(command('ConfirmReceipt', {}, actor))
          .thenError('BATCH_GOODS_NOT_IN_HONG_KONG');
        expect(allowedCommands(asStateLike(scenarioAt(stage).state), actor)).not.toContain('ConfirmReceipt');
      }
    });
    it.each(IN_HONG_KONG_STAGES)('in %s: accepted and offered to the requester', (stage) => {
      expect(allowedCommands(asStateLike(scenarioAt(stage).state), REQUESTER)).toContain('ConfirmReceipt');
      given(eventsTo(stage))
        .when(command('ConfirmReceipt', {}, REQUESTER))
        .thenStatus('received');
    });
  });
  describe('in courier_delivery', () => {
    it('receiving everything: received', () => {
      given(eventsTo('courier_delivery'))
        .when(command('ConfirmReceipt', {}, REQUESTER))
        .then([{ type: 'ItemsReceived', data: { itemIds: ['item-1', 'item-2'] } }]);
    });
    it('receiving some: item_received', () => {
      given(eventsTo('courier_delivery'))
        .when(command('ConfirmReceipt', { itemIds: ['item-2'] }, REQUESTER))
        .thenStatus('item_received');
    });
    it('receiving everything with a rating completes the order', () => {
      const r = given(eventsTo('courier_delivery')).when(
        command('ConfirmReceipt', { rating: 5, review: 'Fast!' }, REQUESTER),
      );
      r.then([
        { type: 'ItemsReceived', data: { itemIds: ['item-1', 'item-2'] } },
        { type: 'OrderCompleted', data: { rating: { stars: 5, review: 'Fast!' } } },
      ]);
      expect(r.thenStatus('completed').context.rating).toEqual({ stars: 5, review: 'Fast!' });
    });
    it('ratings are 1 to 5 whole stars, from the requester only', () => {
      given(eventsTo('courier_delivery'))
        .when(command('ConfirmReceipt', { rating: 6 }, REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'rating' });
      given(eventsTo('courier_delivery'))
        .when(command('ConfirmReceipt', { rating: 2.5 }, REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'rating' });
      given(eventsTo('courier_delivery'))
        .when(command('ConfirmReceipt', { rating: 5 }, STAFF))
        .thenError('BATCH_VALIDATION', { field: 'rating' });
    });
    it('staff may confirm a pickup', () => {
      given(eventsTo('courier_delivery'))
        .when(command('ConfirmReceipt', {}, STAFF))
        .thenStatus('received');
    });
    it('buyers may not', () => {
      given(eventsTo('courier_delivery'))
        .when(command('ConfirmReceipt', {}, BUYER))
        .thenError('BATCH_NOT_AUTHORIZED');
    });
  });
  describe('in item_received', () => {
    it('receiving the rest: received', () => {
      given(eventsTo('item_received'))
        .when(command('ConfirmReceipt', {}, REQUESTER))
        .thenStatus('received');
    });
  });
  describe('in received', () => {
    it('is refused: nothing left to receive', () => {
      given(eventsTo('received'))
        .when(command('ConfirmReceipt', {}, REQUESTER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('CompleteOrder', () => {
  describe('in received', () => {
    it('the requester rates and completes', () => {
      given(eventsTo('received'))
        .when(command('CompleteOrder', { rating: 4, review: 'ok' }, REQUESTER))
        .then([{ type: 'OrderCompleted', data: { rating: { stars: 4, review: 'ok' } } }]);
    });
    it('the system completes without a rating', () => {
      const s = given(eventsTo('received'))
        .when(command('CompleteOrder', {}, SYSTEM))
        .thenStatus('completed');
      expect(s.context.rating).toBeNull();
    });
  });
  describe('in item_received', () => {
    it('is refused while items are still on their way', () => {
      given(eventsTo('item_received'))
        .when(command('CompleteOrder', {}, REQUESTER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
  describe('in completed', () => {
    it('is final', () => {
      given(eventsTo('completed'))
        .when(command('CompleteOrder', {}, STAFF))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('AbandonItems', () => {
  describe('in bns_in', () => {
    it('an uncollected item: abandoned', () => {
      given(eventsTo('bns_in'))
        .when(command('AbandonItems', { itemIds: ['item-1'], reason: 'not collected in 30 days' }, STAFF))
        .then([{ type: 'ItemsAbandoned', data: { itemIds: ['item-1'], reason: 'not collected in 30 days' } }]);
    });
    it('everything: all_abandoned', () => {
      given(eventsTo('bns_in'))
        .when(command('AbandonItems', { reason: 'not collected' }, SYSTEM))
        .thenStatus('all_abandoned');
    });
    it('needs a reason', () => {
      given(eventsTo('bns_in'))
        .when(command('AbandonItems', { reason: '' }, STAFF))
        .thenError('BATCH_VALIDATION', { field: 'reason' });
    });
  });
  describe('in abandoned', () => {
    it('the rest can be received, then the order completes', () => {
      const s = given(eventsTo('abandoned'))
        .when(command('ConfirmReceipt', {}, REQUESTER))
        .thenStatus('received');
      expect(s.context.items.map((i) => i.state)).toEqual(['abandoned', 'received']);
    });
  });
  describe('in overdue', () => {
    it('an overdue unpaid request is abandoned as a whole', () => {
      given(eventsTo('overdue'))
        .when(command('AbandonItems', { reason: 'no payment' }, SYSTEM))
        .thenStatus('all_abandoned');
      given(eventsTo('overdue'))
        .when(command('AbandonItems', { itemIds: ['item-1'], reason: 'no payment' }, SYSTEM))
        .thenError('BATCH_VALIDATION', { field: 'itemIds' });
    });
  });
  describe('in payment_captured', () => {
    it('is refused before shipping', () => {
      given(eventsTo('payment_captured'))
        .when(command('AbandonItems', { reason: 'x' }, STAFF))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});
