import type { BatchEvent } from '../batch.events';
import { given } from '../../testing/given-when-then';
import { BUYER, REQUESTER, command, fees } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';
import { NOT_IN_STATUS, emits, endsIn, invalid, itDecides, refused } from '../../testing/decision-table';
import type { BatchFees } from '../batch.types';
import type { CommandOf } from './index';

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
  itDecides([
    [
      'is refused before acceptance',
      'assigned',
      command('DeclineItems', { itemIds: ['item-2'], reason: 'out_of_stock', fees: fees() }, BUYER),
      refused(NOT_IN_STATUS),
    ],
  ]);
});

describe('RequestPayment', () => {
  const requestPayment = (data: CommandOf<'RequestPayment'>['data'] = {}) => command('RequestPayment', data, BUYER);
  itDecides([
    [
      'the buyer requests payment with the current fees',
      'accepted',
      requestPayment(),
      emits({ type: 'PaymentRequested', data: { fees: fees() } }),
    ],
    ['refuses bad fees', 'accepted', requestPayment({ fees: fees({ couponDiscount: 999999 }) }), invalid('fees.total')],
    ['moves to requested_payment', 'modified', requestPayment(), endsIn('requested_payment')],
    ['is refused', 'confirmed', requestPayment(), refused(NOT_IN_STATUS)],
  ]);
});

describe('ConfirmRequest', () => {
  const confirm = command('ConfirmRequest', {}, REQUESTER);
  it('in modified: confirms and clears the fees-updated flag', () => {
    const r = given(eventsTo('modified')).when(confirm);
    r.then([{ type: 'RequestConfirmed', data: {} }]);
    expect(r.thenStatus('confirmed').context.feesUpdatedByBuyer).toBe(false);
  });
  itDecides([
    ['confirms', 'requested_payment', confirm, endsIn('confirmed')],
    ['is refused until the buyer has quoted', 'accepted', confirm, refused(NOT_IN_STATUS)],
  ]);
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
  const waive = (waived: BatchFees) => command('WaiveServiceFee', { fees: waived }, BUYER);
  itDecides([
    ['refuses a non-zero service fee', 'modified', waive(fees()), invalid('fees.serviceFee')],
    ['refuses a higher total', 'modified', waive(fees({ serviceFee: 0, itemSubtotal: 99999 })), invalid('fees.total')],
    ['is refused', 'paying', waive(fees({ serviceFee: 0 })), refused(NOT_IN_STATUS)],
  ]);
});
