import type { BatchEvent } from '../batch.events';
import { given } from '../../testing/given-when-then';
import { BUYER, OTHER_BUYER, PAY_HKD, REQUESTER, STAFF, SYSTEM, command } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';

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
  describe('in payment_authorized', () => {
    it('is for staff only', () => {
      given(eventsTo('payment_authorized'))
        .when(command('SendToRobot', {}, BUYER))
        .thenError('BATCH_NOT_AUTHORIZED');
    });
  });
  describe('in partially_purchased', () => {
    it('is refused once buying started', () => {
      given(eventsTo('partially_purchased'))
        .when(command('SendToRobot', {}, STAFF))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('RecordRobotFailure', () => {
  describe('in wait_for_auto_purchase', () => {
    it('moves to error with the code and message', () => {
      const s = given(eventsTo('wait_for_auto_purchase'))
        .when(command('RecordRobotFailure', { code: 'CAPTCHA', message: 'blocked' }, SYSTEM))
        .thenStatus('error');
      expect(s.context.robotError).toEqual({ code: 'CAPTCHA', message: 'blocked' });
    });
    it('needs a code', () => {
      given(eventsTo('wait_for_auto_purchase'))
        .when(command('RecordRobotFailure', { code: '', message: '' }, SYSTEM))
        .thenError('BATCH_VALIDATION', { field: 'code' });
    });
  });
  describe('in payment_authorized', () => {
    it('is refused when the robot has nothing', () => {
      given(eventsTo('payment_authorized'))
        .when(command('RecordRobotFailure', { code: 'X', message: '' }, SYSTEM))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('MarkManual', () => {
  describe.each(['payment_authorized', 'wait_for_auto_purchase', 'error'] as const)('in %s', (status) => {
    it('staff take the purchase over by hand', () => {
      given(eventsTo(status))
        .when(command('MarkManual', { remark: 'robot blocked' }, STAFF))
        .then([{ type: 'MarkedManual', data: { remark: 'robot blocked' } }]);
    });
  });
  describe('in manual', () => {
    it('is refused a second time', () => {
      given(eventsTo('manual'))
        .when(command('MarkManual', {}, STAFF))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
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
    it('all items: purchased', () => {
      given(eventsTo('payment_authorized'))
        .when(purchase(['item-1', 'item-2']))
        .thenStatus('purchased');
    });
    it('needs the purchase-site order id', () => {
      given(eventsTo('payment_authorized'))
        .when(command('PurchaseItems', { items: [{ id: 'item-1', purchaseSiteOrderId: '' }] }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'items[0].purchaseSiteOrderId' });
    });
    it('is for the assigned buyer (or staff)', () => {
      given(eventsTo('payment_authorized'))
        .when(purchase(['item-1'], OTHER_BUYER))
        .thenError('BATCH_NOT_ASSIGNED_BUYER');
      given(eventsTo('payment_authorized'))
        .when(purchase(['item-1'], REQUESTER))
        .thenError('BATCH_NOT_AUTHORIZED');
      given(eventsTo('payment_authorized'))
        .when(purchase(['item-1'], STAFF))
        .thenStatus('partially_purchased');
    });
  });
  describe('in partially_purchased', () => {
    it('buying the rest: purchased', () => {
      given(eventsTo('partially_purchased'))
        .when(purchase(['item-2']))
        .thenStatus('purchased');
    });
    it('refuses an item bought already', () => {
      given(eventsTo('partially_purchased'))
        .when(purchase(['item-1']))
        .thenError('BATCH_ITEM_NOT_IN_EXPECTED_STATE');
    });
  });
  describe('in wait_for_auto_purchase', () => {
    it('the robot (system) buys', () => {
      given(eventsTo('wait_for_auto_purchase'))
        .when(purchase(['item-1', 'item-2'], SYSTEM))
        .thenStatus('purchased');
    });
  });
  describe('in payment_canceled', () => {
    it('the remaining items can still be bought', () => {
      given(eventsTo('payment_canceled'))
        .when(purchase(['item-2']))
        .thenStatus('partially_purchased');
    });
  });
  describe('in confirmed', () => {
    it('is refused before payment', () => {
      given(eventsTo('confirmed'))
        .when(purchase(['item-1']))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
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
    it('giving up one item keeps the status', () => {
      given(eventsTo('payment_authorized'))
        .when(command('CancelPurchase', { itemIds: ['item-1'] }, BUYER))
        .thenStatus('payment_authorized');
    });
  });
  describe('in purchased', () => {
    it('cancelling a bought item: partially_purchased', () => {
      given(eventsTo('purchased'))
        .when(command('CancelPurchase', { itemIds: ['item-1'] }, STAFF))
        .thenStatus('partially_purchased');
    });
  });
  describe('in purchase_completed', () => {
    it('is refused after completion', () => {
      given(eventsTo('purchase_completed'))
        .when(command('CancelPurchase', { itemIds: ['item-1'] }, BUYER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
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
    it('is refused while items are still to buy', () => {
      given(eventsTo('partially_purchased'))
        .when(command('CompletePurchase', {}, BUYER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
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
});
