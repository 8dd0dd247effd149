import { given } from '../../testing/given-when-then';
import { BUYER, REQUESTER, OTHER_REQUESTER, SYSTEM, command, fees } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';
import type { CouponRule } from '../batch.types';
import type { BatchEvent } from '../batch.events';
import type { BatchCoupon } from '../batch.types';

const PERCENT10: CouponRule = {
  code: 'WELCOME10',
  kind: 'percent',
  amountOff: 0,
  basisPoints: 1000,
  minOrderTotal: 0,
  currency: 'USD',
};
const AMOUNT5: CouponRule = {
  code: 'FIVE',
  kind: 'amount',
  amountOff: 500,
  basisPoints: 0,
  minOrderTotal: 8000,
  currency: 'USD',
};
const apply = (coupon: CouponRule, actor = REQUESTER) => command('ApplyCoupon', { coupon }, actor);
/** Fees of the confirmed scenario (items 5100, local 500, international 1800, service 1000) = 8400. */
const CONFIRMED_TOTAL = 8400;

function applied(status: 'confirmed' | 'accepted' | 'modified', coupon: CouponRule): BatchEvent[] {
  const r = given(eventsTo(status)).when(apply(coupon));
  return [...eventsTo(status), ...(r.result as BatchEvent[])];
}

describe('ApplyCoupon', () => {
  describe('in confirmed', () => {
    it('takes a percentage off the total before the coupon, rounded down', () => {
      const r = given(eventsTo('confirmed')).when(apply(PERCENT10));
      const coupon: BatchCoupon = { ...PERCENT10, discount: 840 };
      r.then([{ type: 'CouponApplied', data: { coupon, fees: fees({ itemSubtotal: 5100, couponDiscount: 840 }) } }]);
      const s = r.thenStatus('confirmed');
      expect(s.context.fees).toMatchObject({ couponDiscount: 840, total: CONFIRMED_TOTAL - 840 });
      expect(s.context.coupon).toEqual(coupon);
    });
    it('takes an amount off when the minimum is met', () => {
      const s = given(eventsTo('confirmed')).when(apply(AMOUNT5)).thenStatus('confirmed');
      expect(s.context.fees).toMatchObject({ couponDiscount: 500, total: CONFIRMED_TOTAL - 500 });
    });
    it('never goes below zero', () => {
      const s = given(eventsTo('confirmed'))
        .when(apply({ ...AMOUNT5, amountOff: 1_000_000, minOrderTotal: 0 }))
        .thenStatus('confirmed');
      expect(s.context.fees).toMatchObject({ couponDiscount: CONFIRMED_TOTAL, total: 0 });
    });
    it('refuses when the minimum is not met', () => {
      given(eventsTo('confirmed'))
        .when(apply({ ...AMOUNT5, minOrderTotal: CONFIRMED_TOTAL + 1 }))
        .thenError('COUPON_MINIMUM_NOT_MET', { minimum: CONFIRMED_TOTAL + 1, total: CONFIRMED_TOTAL, currency: 'USD' });
    });
    it('replaces an applied coupon', () => {
      const s = given(applied('confirmed', PERCENT10)).when(apply(AMOUNT5)).thenStatus('confirmed');
      expect(s.context.coupon?.code).toBe('FIVE');
      expect(s.context.fees).toMatchObject({ couponDiscount: 500, total: CONFIRMED_TOTAL - 500 });
    });
    it('checks the rule', () => {
      given(eventsTo('confirmed'))
        .when(apply({ ...PERCENT10, basisPoints: 10_001 }))
        .thenError('BATCH_VALIDATION', { field: 'coupon.basisPoints' });
      given(eventsTo('confirmed'))
        .when(apply({ ...AMOUNT5, amountOff: 0 }))
        .thenError('BATCH_VALIDATION', { field: 'coupon.amountOff' });
      given(eventsTo('confirmed'))
        .when(apply({ ...PERCENT10, code: '' }))
        .thenError('BATCH_VALIDATION', { field: 'coupon.code' });
      given(eventsTo('confirmed'))
        .when(apply({ ...PERCENT10, currency: 'HKD' }))
        .thenError('BATCH_VALIDATION', { field: 'coupon.currency' });
    });
    it('is for the owning requester only', () => {
      given(eventsTo('confirmed')).when(apply(PERCENT10, OTHER_REQUESTER)).thenError('BATCH_NOT_OWNER');
      given(eventsTo('confirmed')).when(apply(PERCENT10, BUYER)).thenError('BATCH_NOT_AUTHORIZED');
    });
  });
  describe('after payment started or before assignment', () => {
    it('is refused', () => {
      given(eventsTo('paying')).when(apply(PERCENT10)).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
      given(eventsTo('payment_authorized')).when(apply(PERCENT10)).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
      given(eventsTo('requested')).when(apply(PERCENT10)).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('RemoveCoupon', () => {
  it('in confirmed with a coupon: the total goes back up', () => {
    const r = given(applied('confirmed', PERCENT10)).when(command('RemoveCoupon', {}, REQUESTER));
    r.then([{ type: 'CouponRemoved', data: { code: 'WELCOME10', fees: fees({ itemSubtotal: 5100 }) } }]);
    expect(r.thenStatus('confirmed').context.coupon).toBeNull();
  });
  it('without a coupon: refused', () => {
    given(eventsTo('confirmed'))
      .when(command('RemoveCoupon', {}, REQUESTER))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });
});

describe('ModifyItems with a coupon applied', () => {
  const modify = (itemSubtotal: number, confirmCouponUpdate?: boolean) =>
    command(
      'ModifyItems',
      { items: [{ id: 'item-1', price: 3000 }], fees: fees({ itemSubtotal }), confirmCouponUpdate },
      BUYER,
    );

  describe('in accepted, percentage coupon', () => {
    it('refuses a fee change that moves the discount without confirm_coupon_update', () => {
      given(applied('accepted', PERCENT10)).when(modify(6000)).thenError('COUPON_UPDATE_NOT_CONFIRMED', {
        field: 'confirmCouponUpdate',
        code: 'WELCOME10',
        previousDiscount: 830,
        discount: 930,
        couponRemoved: false,
      });
    });
    it('recomputes the discount when confirmed', () => {
      const r = given(applied('accepted', PERCENT10)).when(modify(6000, true));
      const events = r.result as BatchEvent[];
      expect(events.map((e) => e.type)).toEqual(['ItemsModified', 'CouponUpdated']);
      expect(events[1]).toEqual({
        type: 'CouponUpdated',
        data: { coupon: { ...PERCENT10, discount: 930 }, previousDiscount: 830 },
      });
      const s = r.thenStatus('modified');
      expect(s.context.fees).toMatchObject({ couponDiscount: 930, total: 9300 - 930 });
      expect(s.context.coupon?.discount).toBe(930);
      expect(s.context.feesUpdatedByBuyer).toBe(true);
    });
  });
  describe('in accepted, amount coupon', () => {
    it('keeps the discount without asking when it does not move', () => {
      const r = given(applied('accepted', AMOUNT5)).when(modify(6000));
      expect((r.result as BatchEvent[]).map((e) => e.type)).toEqual(['ItemsModified']);
      expect(r.thenStatus('modified').context.fees).toMatchObject({ couponDiscount: 500, total: 9300 - 500 });
    });
    it('drops the coupon when the minimum is no longer met, once confirmed', () => {
      given(applied('accepted', AMOUNT5)).when(modify(1000)).thenError('COUPON_UPDATE_NOT_CONFIRMED');
      const s = given(applied('accepted', AMOUNT5)).when(modify(1000, true)).thenStatus('modified');
      expect(s.context.coupon).toBeNull();
      expect(s.context.fees).toMatchObject({ couponDiscount: 0, total: 4300 });
    });
  });
});

describe('DeclineItems with a coupon applied', () => {
  describe('in accepted, percentage coupon', () => {
    const decline = (confirmCouponUpdate?: boolean) =>
      command(
        'DeclineItems',
        { itemIds: ['item-2'], reason: 'out_of_stock', fees: fees({ itemSubtotal: 2500 }), confirmCouponUpdate },
        BUYER,
      );
    it('needs confirm_coupon_update, then recomputes', () => {
      given(applied('accepted', PERCENT10)).when(decline()).thenError('COUPON_UPDATE_NOT_CONFIRMED');
      const s = given(applied('accepted', PERCENT10)).when(decline(true)).thenStatus('modified');
      expect(s.context.fees).toMatchObject({ couponDiscount: 580, total: 5800 - 580 });
      expect(s.context.coupon?.discount).toBe(580);
    });
    it('declining every item ends the request without asking about the coupon', () => {
      given(applied('accepted', PERCENT10))
        .when(command('DeclineItems', { itemIds: ['item-1', 'item-2'], reason: 'out_of_stock' }, BUYER))
        .thenStatus('declined');
    });
  });
});

describe('RequestPayment and WaiveServiceFee with a coupon applied', () => {
  it('RequestPayment applies the coupon again to the fees it sets', () => {
    const s = given(applied('accepted', PERCENT10))
      .when(command('RequestPayment', { fees: fees({ itemSubtotal: 6000 }) }, BUYER))
      .thenStatus('requested_payment');
    expect(s.context.fees).toMatchObject({ couponDiscount: 930, total: 9300 - 930 });
  });
  it('WaiveServiceFee lowers the discount with the price, no confirmation needed', () => {
    const s = given(applied('accepted', PERCENT10))
      .when(command('WaiveServiceFee', { fees: fees({ serviceFee: 0 }) }, BUYER))
      .thenStatus('accepted');
    expect(s.context.fees).toMatchObject({ couponDiscount: 730, total: 7300 - 730 });
  });
});

describe('checkout with a coupon', () => {
  it('system cannot apply coupons', () => {
    given(eventsTo('confirmed')).when(apply(PERCENT10, SYSTEM)).thenError('BATCH_NOT_AUTHORIZED');
  });
});
