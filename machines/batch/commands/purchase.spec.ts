import type { BatchEvent } from '../batch.events';
import { given } from '../../testing/given-when-then';
import { BUYER, OTHER_BUYER, PAY_HKD, REQUESTER, STAFF, SYSTEM, command } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';
import { NOT_IN_STATUS, endsIn, invalid, itDecides, refused } from '../../testing/decision-table';

const purchase = (ids: string[], actor = BUYER) =>
  command('PurchaseItems', { items: ids.map((id) => ({ id, purchaseSiteOrderId: `PO-${id}` })) }, actor);

describe('SendToRobot', () => {
  describe.each(['payment_authorized', 'paid', 'error', 'manual'] as const)('in %s', (status) => {
    it('staff hand the order to the purchase robot', () => {
      given(eventsTo(status))
        .when(command('SendToRobot', {}, STAFF))
        .then([{ type: 'SentToRobot', data: {} }]);
    });
  });
  itDecides([
    ['is for staff only', 'payment_authorized', command('SendToRobot', {}, BUYER), refused('BATCH_NOT_AUTHORIZED')],
    [
      'is refused once buying started',
      'partially_purchased',
      command('SendToRobot', {}, STAFF),
      refused(NOT_IN_STATUS),
    ],
  ]);
});

describe('RecordRobotFailure', () => {
  describe('in wait_for_auto_purchase', () => {
    it('moves to error with the code and message', () => {
      const s = given(eventsTo('wait_for_auto_purchase'))
        .when(command('RecordRobotFailure', { code: 'CAPTCHA', message: 'blocked' }, SYSTEM))
        .thenStatus('error');
      expect(s.context.robotError).toEqual({ code: 'CAPTCHA', message: 'blocked' });
    });
  });
  const failure = (code: string) => command('RecordRobotFailure', { code, message: '' }, SYSTEM);
  itDecides([
    ['needs a code', 'wait_for_auto_purchase', failure(''), invalid('code')],
    ['is refused when the robot has nothing', 'payment_authorized', failure('X'), refused(NOT_IN_STATUS)],
  ]);
});

describe('MarkManual', () => {
  describe.each(['payment_authorized', 'wait_for_auto_purchase', 'error'] as const)('in %s', (status) => {
    it('staff take the purchase over by hand', () => {
      given(eventsTo(status))
        .when(command('MarkManual', { remark: 'robot blocked' }, STAFF))
        .then([{ type: 'MarkedManual', data: { remark: 'robot blocked' } }]);
    });
  });
  itDecides([['is refused a second time', 'manual', command('MarkManual', {}, STAFF), refused(NOT_IN_STATUS)]]);
});

describe('PurchaseItems', () => {
  describe('in payment_authorized', () => {
    it('some items: partially_purchased', () => {
      const r = given(eventsTo('payment_authorized')).when(purchase(['item-1']));
      r.then([{ type: 'ItemsPurchased', data: { items: [{ id: 'item-1', purchaseSiteOrderId: 'PO-item-1' }] } }]);
      const s = r.thenStatus('partially_purchased');
      expect(s.context.items.map((i) => [i.state, i.purchaseSiteOrderId])).toEqual([
        ['purchased', 'PO-item-1'],
        ['requested', null],
      ]);
    });
  });
  itDecides([
    ['all items: purchased', 'payment_authorized', purchase(['item-1', 'item-2']), endsIn('purchased')],
    [
      'needs the purchase-site order id',
      'payment_authorized',
      command('PurchaseItems', { items: [{ id: 'item-1', purchaseSiteOrderId: '' }] }, BUYER),
      invalid('items[0].purchaseSiteOrderId'),
    ],
    [
      'is not for another buyer',
      'payment_authorized',
      purchase(['item-1'], OTHER_BUYER),
      refused('BATCH_NOT_ASSIGNED_BUYER'),
    ],
    [
      'is not for the requester',
      'payment_authorized',
      purchase(['item-1'], REQUESTER),
      refused('BATCH_NOT_AUTHORIZED'),
    ],
    ['is for staff too', 'payment_authorized', purchase(['item-1'], STAFF), endsIn('partially_purchased')],
    ['buying the rest: purchased', 'partially_purchased', purchase(['item-2']), endsIn('purchased')],
    [
      'refuses an item bought already',
      'partially_purchased',
      purchase(['item-1']),
      refused('BATCH_ITEM_NOT_IN_EXPECTED_STATE'),
    ],
    ['the robot (system) buys', 'wait_for_auto_purchase', purchase(['item-1', 'item-2'], SYSTEM), endsIn('purchased')],
    [
      'the remaining items can still be bought',
      'payment_canceled',
      purchase(['item-2']),
      endsIn('partially_purchased'),
    ],
    ['is refused before payment', 'confirmed', purchase(['item-1']), refused(NOT_IN_STATUS)],
  ]);
});

describe('CancelPurchase', () => {
  describe('in partially_purchased', () => {
    it('gives up the remaining item; the purchase can complete as purchased_p', () => {
      const r = given(eventsTo('partially_purchased')).when(
        command('CancelPurchase', { itemIds: ['item-2'], reason: 'sold out' }, BUYER),
      );
      r.then([{ type: 'PurchaseCanceled', data: { itemIds: ['item-2'], reason: 'sold out', released: 0 } }]);
      r.thenStatus('partially_purchased');
    });
  });
  describe('in payment_authorized', () => {
    it('giving up every item releases the authorisation: all_payment_canceled', () => {
      const s = given(eventsTo('payment_authorized'))
        .when(command('CancelPurchase', { itemIds: ['item-1', 'item-2'] }, BUYER))
        .thenStatus('all_payment_canceled');
      expect(s.context.payments.canceledAuthorisation).toBe(PAY_HKD);
    });
  });
  const cancel = (itemIds: string[], actor = BUYER) => command('CancelPurchase', { itemIds }, actor);
  itDecides([
    ['giving up one item keeps the status', 'payment_authorized', cancel(['item-1']), endsIn('payment_authorized')],
    [
      'cancelling a bought item: partially_purchased',
      'purchased',
      cancel(['item-1'], STAFF),
      endsIn('partially_purchased'),
    ],
    ['is refused after completion', 'purchase_completed', cancel(['item-1']), refused(NOT_IN_STATUS)],
  ]);
});

describe('CompletePurchase', () => {
  describe('in purchased', () => {
    it('completes: purchase_completed', () => {
      const r = given(eventsTo('purchased')).when(command('CompletePurchase', {}, BUYER));
      r.then([{ type: 'PurchaseCompleted', data: { purchasedItemIds: ['item-1', 'item-2'], canceledItemIds: [] } }]);
      r.thenStatus('purchase_completed');
    });
  });
  describe('in partially_purchased', () => {
    it('with the rest canceled: purchased_p', () => {
      const events = [
        ...eventsTo('partially_purchased'),
        { type: 'PurchaseCanceled', data: { itemIds: ['item-2'], reason: '', released: 0 } } satisfies BatchEvent,
      ];
      given(events)
        .when(command('CompletePurchase', {}, BUYER))
        .thenStatus('purchased_p');
    });
  });
  itDecides([
    [
      'is refused while items are still to buy',
      'partially_purchased',
      command('CompletePurchase', {}, BUYER),
      refused(NOT_IN_STATUS),
    ],
  ]);
});
