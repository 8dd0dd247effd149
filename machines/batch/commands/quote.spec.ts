import type { BatchEvent } from '../batch.events';
import { given } from '../../testing/given-when-then';
import { BUYER, REQUESTER, command, fees } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';

const newFees = fees({ itemSubtotal: 5200, localShipping: 700 });

describe('ModifyItems', () => {
  describe('in accepted', () => {
    it('updates items and fees and raises the fees-updated flag', () => {
      const r = given(eventsTo('accepted')).when(
        command(
          'ModifyItems',
          {
            items: [{ id: 'item-1', quantity: 2, weight: 450, price: 2600, sellerShipping: 300 }],
            fees: newFees,
            remark: 'price went up',
          },
          BUYER,
        ),
      );
      r.then([
        {
          type: 'ItemsModified',
          data: {
            items: [{ id: 'item-1', quantity: 2, weight: 450, price: 2600, sellerShipping: 300 }],
            fees: newFees,
            feesChanged: true,
            remark: 'price went up',
            serviceFeeWaived: false,
          },
        },
      ]);
      const s = r.thenStatus('modified');
      expect(s.context.feesUpdatedByBuyer).toBe(true);
      expect(s.context.items[0]).toMatchObject({
        quantity: 2,
        weight: 450,
        price: { amount: 2600, currency: 'USD' },
        sellerShipping: 300,
      });
    });
    it('stores only the fee fields of a richer quote', () => {
      const quote = { ...newFees, lines: [{ field: 'itemSubtotal', amount: 5200 }], chargeableWeight: 600 };
      const r = given(eventsTo('accepted')).when(command('ModifyItems', { items: [], fees: quote }, BUYER));
      expect(r.thenStatus('modified').context.fees).toEqual(newFees);
    });
    it('does not raise the flag when fees are unchanged', () => {
      const s = given(eventsTo('accepted'))
        .when(command('ModifyItems', { items: [], fees: fees() }, BUYER))
        .thenStatus('modified');
      expect(s.context.feesUpdatedByBuyer).toBe(false);
    });
    it('validates changes and fees', () => {
      given(eventsTo('accepted'))
        .when(command('ModifyItems', { items: [{ id: 'item-1', quantity: 0 }], fees: fees() }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'items[0].quantity' });
      given(eventsTo('accepted'))
        .when(command('ModifyItems', { items: [{ id: 'item-1', price: 1.5 }], fees: fees() }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'items[0].price' });
      given(eventsTo('accepted'))
        .when(command('ModifyItems', { items: [], fees: { ...fees(), total: 0 } }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'fees.total' });
      given(eventsTo('accepted'))
        .when(command('ModifyItems', { items: [{ id: 'nope' }], fees: fees() }, BUYER))
        .thenError('BATCH_ITEM_NOT_FOUND');
    });
    it('waiving the service fee needs a zero service fee', () => {
      given(eventsTo('accepted'))
        .when(command('ModifyItems', { items: [], fees: fees(), waiveServiceFee: true }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'fees.serviceFee' });
    });
    it('is for the assigned buyer only', () => {
      given(eventsTo('accepted'))
        .when(command('ModifyItems', { items: [], fees: fees() }, REQUESTER))
        .thenError('BATCH_NOT_AUTHORIZED');
    });
  });
  describe('in confirmed', () => {
    it('sends the request back to modified for a new confirmation', () => {
      const s = given(eventsTo('confirmed'))
        .when(command('ModifyItems', { items: [], fees: newFees }, BUYER))
        .thenStatus('modified');
      expect(s.context.feesUpdatedByBuyer).toBe(true);
    });
  });
  describe('in payment_authorized', () => {
    it('is refused after payment', () => {
      given(eventsTo('payment_authorized'))
        .when(command('ModifyItems', { items: [], fees: newFees }, BUYER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('DeclineItems', () => {
  describe('in accepted', () => {
    it('declines some items, asking for new fees', () => {
      const r = given(eventsTo('accepted')).when(
        command(
          'DeclineItems',
          { itemIds: ['item-2'], reason: 'out_of_stock', fees: fees({ itemSubtotal: 2500 }) },
          BUYER,
        ),
      );
      const s = r.thenStatus('modified');
      expect(s.context.items.map((i) => i.state)).toEqual(['requested', 'declined']);
      expect(s.context.feesUpdatedByBuyer).toBe(true);
    });
    it('declining every item declines the request', () => {
      const s = given(eventsTo('accepted'))
        .when(command('DeclineItems', { itemIds: ['item-1', 'item-2'], reason: 'out_of_stock' }, BUYER))
        .thenStatus('declined');
      expect(s.context.declined).toEqual({ reason: 'out_of_stock', remark: '' });
    });
    it('needs fees when items remain', () => {
      given(eventsTo('accepted'))
        .when(command('DeclineItems', { itemIds: ['item-2'], reason: 'out_of_stock' }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'fees' });
    });
    it('refuses unknown or already declined items', () => {
      given(eventsTo('accepted'))
        .when(command('DeclineItems', { itemIds: ['x'], reason: 'out_of_stock' }, BUYER))
        .thenError('BATCH_ITEM_NOT_FOUND');
      const declinedOne = [
        ...eventsTo('accepted'),
        {
          type: 'ItemsDeclined',
          data: { itemIds: ['item-2'], reason: 'out_of_stock', remark: '', fees: fees() },
        } satisfies BatchEvent,
      ];
      given(declinedOne)
        .when(command('DeclineItems', { itemIds: ['item-2'], reason: 'out_of_stock', fees: fees() }, BUYER))
        .thenError('BATCH_ITEM_NOT_IN_EXPECTED_STATE');
    });
  });
  describe('in assigned', () => {
    it('is refused before acceptance', () => {
      given(eventsTo('assigned'))
        .when(command('DeclineItems', { itemIds: ['item-2'], reason: 'out_of_stock', fees: fees() }, BUYER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('RequestPayment', () => {
  describe('in accepted', () => {
    it('the buyer requests payment with the current fees', () => {
      given(eventsTo('accepted'))
        .when(command('RequestPayment', {}, BUYER))
        .then([{ type: 'PaymentRequested', data: { fees: fees() } }]);
    });
    it('refuses bad fees', () => {
      given(eventsTo('accepted'))
        .when(command('RequestPayment', { fees: fees({ couponDiscount: 999999 }) }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'fees.total' });
    });
  });
  describe('in modified', () => {
    it('moves to requested_payment', () => {
      given(eventsTo('modified'))
        .when(command('RequestPayment', {}, BUYER))
        .thenStatus('requested_payment');
    });
  });
  describe('in confirmed', () => {
    it('is refused', () => {
      given(eventsTo('confirmed'))
        .when(command('RequestPayment', {}, BUYER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('ConfirmRequest', () => {
  describe('in modified', () => {
    it('confirms and clears the fees-updated flag', () => {
      const r = given(eventsTo('modified')).when(command('ConfirmRequest', {}, REQUESTER));
      r.then([{ type: 'RequestConfirmed', data: {} }]);
      expect(r.thenStatus('confirmed').context.feesUpdatedByBuyer).toBe(false);
    });
  });
  describe('in requested_payment', () => {
    it('confirms', () => {
      given(eventsTo('requested_payment'))
        .when(command('ConfirmRequest', {}, REQUESTER))
        .thenStatus('confirmed');
    });
  });
  describe('in accepted', () => {
    it('is refused until the buyer has quoted', () => {
      given(eventsTo('accepted'))
        .when(command('ConfirmRequest', {}, REQUESTER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('WaiveServiceFee', () => {
  describe('in confirmed', () => {
    it('the buyer waives the service fee without asking for a new confirmation', () => {
      const waived = fees({ itemSubtotal: 5100, serviceFee: 0 });
      const r = given(eventsTo('confirmed')).when(command('WaiveServiceFee', { fees: waived }, BUYER));
      r.then([{ type: 'ServiceFeeWaived', data: { fees: waived } }]);
      const s = r.thenStatus('confirmed');
      expect(s.context.serviceFeeWaived).toBe(true);
      expect(s.context.feesUpdatedByBuyer).toBe(false);
    });
  });
  describe('in modified', () => {
    it('refuses a non-zero service fee or a higher total', () => {
      given(eventsTo('modified'))
        .when(command('WaiveServiceFee', { fees: fees() }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'fees.serviceFee' });
      given(eventsTo('modified'))
        .when(command('WaiveServiceFee', { fees: fees({ serviceFee: 0, itemSubtotal: 99999 }) }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'fees.total' });
    });
  });
  describe('in paying', () => {
    it('is refused', () => {
      given(eventsTo('paying'))
        .when(command('WaiveServiceFee', { fees: fees({ serviceFee: 0 }) }, BUYER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});
