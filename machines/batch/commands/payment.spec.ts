import { given } from '../../testing/given-when-then';
import { AT, BUYER, PAY_HKD, REQUESTER, STAFF, SYSTEM, command, hkd } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';
import type { BatchEvent } from '../batch.events';

const checkout = (
  over: Partial<{ agreedToTerms: boolean; amount: { amount: number; currency: 'HKD' | 'USD' } }> = {},
) =>
  command(
    'StartCheckout',
    { paymentMethod: 'card', amount: hkd(PAY_HKD), paymentReference: 'pay-1', agreedToTerms: true, ...over },
    REQUESTER,
  );

describe('StartCheckout', () => {
  describe('in confirmed', () => {
    it('starts paying', () => {
      given(eventsTo('confirmed'))
        .when(checkout())
        .then([
          { type: 'CheckoutStarted', data: { amount: PAY_HKD, paymentMethod: 'card', paymentReference: 'pay-1' } },
        ]);
    });
    it('needs the terms agreed and an HKD amount', () => {
      given(eventsTo('confirmed'))
        .when(checkout({ agreedToTerms: false }))
        .thenError('BATCH_VALIDATION', { field: 'agreedToTerms' });
      given(eventsTo('confirmed'))
        .when(checkout({ amount: { amount: 100, currency: 'USD' } }))
        .thenError('BATCH_VALIDATION', { field: 'amount.currency' });
      given(eventsTo('confirmed'))
        .when(checkout({ amount: hkd(0) }))
        .thenError('BATCH_VALIDATION', { field: 'amount.amount' });
    });
    it('is for the requester who owns the batch', () => {
      given(eventsTo('confirmed'))
        .when(command('StartCheckout', checkout().data, BUYER))
        .thenError('BATCH_NOT_AUTHORIZED');
    });
  });
  describe('in modified', () => {
    it('is refused while the buyer-updated fees are unconfirmed', () => {
      given(eventsTo('modified')).when(checkout()).thenError('BATCH_FEES_NOT_CONFIRMED');
    });
  });
  describe('in requested_payment', () => {
    it('pays directly when the fees were not changed', () => {
      given(eventsTo('requested_payment')).when(checkout()).thenStatus('paying');
    });
  });
  describe('in accepted', () => {
    it('is refused', () => {
      given(eventsTo('accepted')).when(checkout()).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('RecordPaymentFailure', () => {
  describe('in paying', () => {
    it('goes back to confirmed, payable again', () => {
      const r = given(eventsTo('paying')).when(
        command('RecordPaymentFailure', { code: 'REFUSED', message: 'Input Error' }, SYSTEM),
      );
      r.then([{ type: 'PaymentFailed', data: { code: 'REFUSED', message: 'Input Error' } }]);
      const s = r.thenStatus('confirmed');
      expect(s.context.checkout).toBeNull();
      given([...eventsTo('paying'), ...(r.result as BatchEvent[])])
        .when(checkout())
        .thenStatus('paying');
    });
    it('comes from the system only', () => {
      given(eventsTo('paying'))
        .when(command('RecordPaymentFailure', { code: 'X', message: '' }, STAFF))
        .thenError('BATCH_NOT_AUTHORIZED');
    });
  });
});

describe('RecordPaymentAuthorisation', () => {
  describe('in paying', () => {
    it('authorises: Paid', () => {
      const r = given(eventsTo('paying')).when(
        command('RecordPaymentAuthorisation', { amount: hkd(PAY_HKD), pspReference: 'psp-1' }, SYSTEM),
      );
      r.then([{ type: 'PaymentAuthorised', data: { amount: PAY_HKD, pspReference: 'psp-1', at: AT } }]);
      const s = r.thenStatus('payment_authorized');
      expect(s.context.payments).toEqual({
        currency: 'HKD',
        authorised: PAY_HKD,
        captured: 0,
        refunded: 0,
        canceledAuthorisation: 0,
      });
    });
    it('refuses an amount other than the checkout asked for', () => {
      given(eventsTo('paying'))
        .when(command('RecordPaymentAuthorisation', { amount: hkd(1), pspReference: 'p' }, SYSTEM))
        .thenError('BATCH_PAYMENT_AMOUNT_MISMATCH');
    });
  });
  describe('in confirmed', () => {
    it('is refused without a checkout', () => {
      given(eventsTo('confirmed'))
        .when(command('RecordPaymentAuthorisation', { amount: hkd(PAY_HKD), pspReference: 'p' }, SYSTEM))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('RecordPaymentSettlement', () => {
  describe('in paying', () => {
    it('settles in one go: paid (32), captured = authorised', () => {
      const s = given(eventsTo('paying'))
        .when(command('RecordPaymentSettlement', { amount: hkd(PAY_HKD), pspReference: 'psp-1' }, SYSTEM))
        .thenStatus('paid');
      expect(s.context.payments).toMatchObject({ authorised: PAY_HKD, captured: PAY_HKD });
    });
  });
});

describe('CancelPayment', () => {
  describe('in payment_authorized', () => {
    it('the requester cancels the whole payment: all_payment_canceled, authorisation released', () => {
      const r = given(eventsTo('payment_authorized')).when(
        command('CancelPayment', { reason: 'changed_mind', remark: 'sorry' }, REQUESTER),
      );
      r.then([
        {
          type: 'PaymentCanceled',
          data: {
            itemIds: ['item-1', 'item-2'],
            reason: 'changed_mind',
            remark: 'sorry',
            released: PAY_HKD,
            all: true,
          },
        },
      ]);
      const s = r.thenStatus('all_payment_canceled');
      expect(s.context.payments.canceledAuthorisation).toBe(PAY_HKD);
    });
    it('cancels some items: payment_canceled, their share released', () => {
      const s = given(eventsTo('payment_authorized'))
        .when(command('CancelPayment', { reason: 'changed_mind', itemIds: ['item-1'], amount: 30000 }, REQUESTER))
        .thenStatus('payment_canceled');
      expect(s.context.items.map((i) => i.state)).toEqual(['payment_canceled', 'requested']);
      expect(s.context.payments.canceledAuthorisation).toBe(30000);
    });
    it('needs a reason, and an amount below what is held for some items', () => {
      given(eventsTo('payment_authorized'))
        .when(command('CancelPayment', { reason: '' }, REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'reason' });
      given(eventsTo('payment_authorized'))
        .when(command('CancelPayment', { reason: 'r', itemIds: ['item-1'] }, REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'amount' });
      given(eventsTo('payment_authorized'))
        .when(command('CancelPayment', { reason: 'r', itemIds: ['item-1'], amount: PAY_HKD }, REQUESTER))
        .thenError('BATCH_CANCEL_EXCEEDS_AUTHORISED');
    });
    it('is refused to the requester when cancel after payment is configured off; staff keep it', () => {
      given(eventsTo('payment_authorized'), { allowCancelPaymentBeforePurchase: false })
        .when(command('CancelPayment', { reason: 'r' }, REQUESTER))
        .thenError('BATCH_CANCEL_PAYMENT_DISABLED');
      given(eventsTo('payment_authorized'), { allowCancelPaymentBeforePurchase: false })
        .when(command('CancelPayment', { reason: 'fraud' }, STAFF))
        .thenStatus('all_payment_canceled');
    });
  });
  describe('in payment_canceled', () => {
    it('cancelling the rest ends all_payment_canceled', () => {
      const s = given(eventsTo('payment_canceled'))
        .when(command('CancelPayment', { reason: 'r' }, REQUESTER))
        .thenStatus('all_payment_canceled');
      expect(s.context.payments.canceledAuthorisation).toBe(PAY_HKD);
    });
  });
  describe('in partially_purchased', () => {
    it('is refused once the buyer bought something', () => {
      given(eventsTo('partially_purchased'))
        .when(command('CancelPayment', { reason: 'r' }, REQUESTER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
  describe('in paid', () => {
    it('is refused when nothing is left authorised (settled)', () => {
      given(eventsTo('paid'))
        .when(command('CancelPayment', { reason: 'r' }, REQUESTER))
        .thenError('BATCH_CANCEL_PAYMENT_DISABLED');
    });
  });
});

describe('CapturePayment', () => {
  describe('in purchase_completed', () => {
    it('captures the purchased total and releases the rest', () => {
      const r = given(eventsTo('purchase_completed')).when(command('CapturePayment', { amount: hkd(60000) }, SYSTEM));
      r.then([
        { type: 'PaymentCaptured', data: { amount: 60000, released: PAY_HKD - 60000, itemIds: ['item-1', 'item-2'] } },
      ]);
      const s = r.thenStatus('payment_captured');
      expect(s.context.payments).toMatchObject({
        authorised: PAY_HKD,
        captured: 60000,
        canceledAuthorisation: PAY_HKD - 60000,
      });
    });
    it('never captures more than authorised', () => {
      given(eventsTo('purchase_completed'))
        .when(command('CapturePayment', { amount: hkd(PAY_HKD + 1) }, STAFF))
        .thenError('BATCH_CAPTURE_EXCEEDS_AUTHORISED');
    });
    it('is not for buyers', () => {
      given(eventsTo('purchase_completed'))
        .when(command('CapturePayment', { amount: hkd(1) }, BUYER))
        .thenError('BATCH_NOT_AUTHORIZED');
    });
  });
  describe('in purchased_p', () => {
    it('captures', () => {
      given(eventsTo('purchased_p'))
        .when(command('CapturePayment', { amount: hkd(30000) }, STAFF))
        .thenStatus('payment_captured');
    });
  });
  describe('in payment_authorized', () => {
    it('is refused before the purchase is complete', () => {
      given(eventsTo('payment_authorized'))
        .when(command('CapturePayment', { amount: hkd(1) }, STAFF))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
  describe('in payment_captured', () => {
    it('is refused a second time', () => {
      given(eventsTo('payment_captured'))
        .when(command('CapturePayment', { amount: hkd(1) }, STAFF))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('RefundItems', () => {
  const refund = (
    amount: number,
    itemIds?: string[],
    reason: 'prohibited_item' | 'unobtainable_item' | 'high_risk_item' = 'prohibited_item',
  ) => command('RefundItems', { itemIds, amount: hkd(amount), reason, remark: 'customs' }, STAFF);
  describe('in payment_captured', () => {
    it('refunds an item: refunded', () => {
      const r = given(eventsTo('payment_captured')).when(refund(1000, ['item-1']));
      r.then([
        {
          type: 'ItemsRefunded',
          data: { itemIds: ['item-1'], amount: 1000, reason: 'prohibited_item', remark: 'customs' },
        },
      ]);
      expect(r.thenStatus('refunded').context.payments.refunded).toBe(1000);
    });
    it('refunds the whole order: all_refunded', () => {
      given(eventsTo('payment_captured')).when(refund(PAY_HKD)).thenStatus('all_refunded');
    });
    it('never refunds more than captured', () => {
      given(eventsTo('payment_captured'))
        .when(refund(PAY_HKD + 1))
        .thenError('BATCH_REFUND_EXCEEDS_CAPTURED');
    });
    it('only for prohibited, unobtainable or high-risk items', () => {
      given(eventsTo('payment_captured'))
        .when(refund(100, ['item-1'], 'changed_mind' as never))
        .thenError('BATCH_VALIDATION', { field: 'reason' });
    });
    it('is not for the requester (refund requests go through staff)', () => {
      given(eventsTo('payment_captured'))
        .when(command('RefundItems', refund(1).data, REQUESTER))
        .thenError('BATCH_NOT_AUTHORIZED');
    });
  });
  describe('in refunded', () => {
    it('refunding the rest ends all_refunded', () => {
      given(eventsTo('refunded'))
        .when(refund(2000, ['item-2']))
        .thenStatus('all_refunded');
    });
  });
  describe('in oversea_shipping', () => {
    it('refunds a high-risk item in transit', () => {
      given(eventsTo('oversea_shipping'))
        .when(refund(500, ['item-2'], 'high_risk_item'))
        .thenStatus('refunded');
    });
  });
  describe('in payment_authorized', () => {
    it('is refused before capture (cancel payment instead)', () => {
      given(eventsTo('payment_authorized')).when(refund(1)).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});
