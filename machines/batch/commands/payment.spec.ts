import { given } from '../../testing/given-when-then';
import { AT, BUYER, PAY_HKD, REQUESTER, STAFF, SYSTEM, command, hkd } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';
import { NOT_IN_STATUS, endsIn, invalid, itDecides, refused } from '../../testing/decision-table';
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
  });
  itDecides([
    ['needs the terms agreed', 'confirmed', checkout({ agreedToTerms: false }), invalid('agreedToTerms')],
    [
      'needs an HKD amount',
      'confirmed',
      checkout({ amount: { amount: 100, currency: 'USD' } }),
      invalid('amount.currency'),
    ],
    ['needs a positive amount', 'confirmed', checkout({ amount: hkd(0) }), invalid('amount.amount')],
    [
      'is for the requester who owns the batch',
      'confirmed',
      command('StartCheckout', checkout().data, BUYER),
      refused('BATCH_NOT_AUTHORIZED'),
    ],
    [
      'is refused while the buyer-updated fees are unconfirmed',
      'modified',
      checkout(),
      refused('BATCH_FEES_NOT_CONFIRMED'),
    ],
    ['pays directly when the fees were not changed', 'requested_payment', checkout(), endsIn('paying')],
    ['is refused', 'accepted', checkout(), refused(NOT_IN_STATUS)],
  ]);
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
    it("keeps the card's last four digits for the receipt, and drops a summary that is not four digits", () => {
      const paid = (cardSummary: string) =>
        given(eventsTo('paying')).when(
          command('RecordPaymentAuthorisation', { amount: hkd(PAY_HKD), pspReference: 'psp-1', cardSummary }, SYSTEM),
        );
      paid('1111').then([
        { type: 'PaymentAuthorised', data: { amount: PAY_HKD, pspReference: 'psp-1', at: AT, cardSummary: '1111' } },
      ]);
      paid('4111 1111').then([{ type: 'PaymentAuthorised', data: { amount: PAY_HKD, pspReference: 'psp-1', at: AT } }]);
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
  const cancel = command('CancelPayment', { reason: 'r' }, REQUESTER);
  itDecides([
    ['is refused once the buyer bought something', 'partially_purchased', cancel, refused(NOT_IN_STATUS)],
    ['is refused when nothing is left authorised (settled)', 'paid', cancel, refused('BATCH_CANCEL_PAYMENT_DISABLED')],
  ]);
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
  });
  const capture = (amount: number, actor = STAFF) => command('CapturePayment', { amount: hkd(amount) }, actor);
  itDecides([
    [
      'never captures more than authorised',
      'purchase_completed',
      capture(PAY_HKD + 1),
      refused('BATCH_CAPTURE_EXCEEDS_AUTHORISED'),
    ],
    ['is not for buyers', 'purchase_completed', capture(1, BUYER), refused('BATCH_NOT_AUTHORIZED')],
    ['captures', 'purchased_p', capture(30000), endsIn('payment_captured')],
    ['is refused before the purchase is complete', 'payment_authorized', capture(1), refused(NOT_IN_STATUS)],
    ['is refused a second time', 'payment_captured', capture(1), refused(NOT_IN_STATUS)],
  ]);
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
  });
  itDecides([
    ['refunds the whole order: all_refunded', 'payment_captured', refund(PAY_HKD), endsIn('all_refunded')],
    [
      'never refunds more than captured',
      'payment_captured',
      refund(PAY_HKD + 1),
      refused('BATCH_REFUND_EXCEEDS_CAPTURED'),
    ],
    [
      'only for prohibited, unobtainable or high-risk items',
      'payment_captured',
      refund(100, ['item-1'], 'changed_mind' as never),
      invalid('reason'),
    ],
    [
      'is not for the requester (refund requests go through staff)',
      'payment_captured',
      command('RefundItems', refund(1).data, REQUESTER),
      refused('BATCH_NOT_AUTHORIZED'),
    ],
    ['refunding the rest ends all_refunded', 'refunded', refund(2000, ['item-2']), endsIn('all_refunded')],
    [
      'refunds a high-risk item in transit',
      'oversea_shipping',
      refund(500, ['item-2'], 'high_risk_item'),
      endsIn('refunded'),
    ],
    ['is refused before capture (cancel payment instead)', 'payment_authorized', refund(1), refused(NOT_IN_STATUS)],
  ]);
});
