import { Injectable } from '@nestjs/common';
import type { BatchCoupon, CouponRule, CurrencyCode } from '@machines/batch';
import { convert, DEMO_FX_RATES } from '@machines/pricing';
import { Clock } from '../../platform/clock/clock';
import type { PromoCode, PromoCodeChanges } from './promo-code.types';
import { PromoCodesRepository } from './promo-codes.repository';
import {
  couponAlreadyUsed,
  couponExhausted,
  couponExpired,
  couponNotFound,
  couponNotYetValid,
  promoCodeExists,
  promoCodeNotFound,
  promoInvalid,
} from './promotions.errors';
import type { NewPromoCode } from './promo-code.types';

/** Codes are case-insensitive for shoppers; stored upper case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
export const normaliseCode = (raw: string): string => raw.trim().toUpperCase();

/**
 * Promo code rules: validity window, minimum order, once per account, optional maximum
 * of redemptions; a redemption counts when the batch's payment is authorised. The discount itself
 * is computed by the batch machine from the rule this service hands it.
 */
@Injectable()
export class PromotionsService {
  constructor(
    private readonly codes: PromoCodesRepository,
    private readonly clock: Clock,
  ) {}

  list(): Promise<PromoCode[]> {
    return this.codes.list();
  }

  async create(input: NewPromoCode): Promise<PromoCode> {
    if (input.validUntil && input.validUntil <= input.validFrom)
      throw promoInvalid('valid_until', 'Must be after valid_from');
    if (!(await this.codes.insert(input))) throw promoCodeExists(input.code);
    return (await this.codes.find(input.code)) as PromoCode;
  }

  /** Edits a code; `expire` ends its validity now (redemptions already made stay). */
  async update(code: string, changes: PromoCodeChanges, expire: boolean): Promise<PromoCode> {
    const current = await this.codes.find(code);
    if (!current) throw promoCodeNotFound();
    const now = this.clock.now();
    let next: PromoCode = { ...current, ...changes };
    if (next.validUntil && next.validUntil <= next.validFrom)
      throw promoInvalid('valid_until', 'Must be after valid_from');
    if (next.kind === 'percent' && next.value > 100) throw promoInvalid('value', 'A percentage is at most 100');
    if (expire && (next.validUntil === null || next.validUntil > now)) {
      // Ends now; a code that had not started yet gets a window that is already over.
      next = {
        ...next,
        validUntil: now,
        validFrom: next.validFrom < now ? next.validFrom : new Date(now.getTime() - 1),
      };
    }
    await this.codes.update(code, next);
    return (await this.codes.find(code)) as PromoCode;
  }

  /**
   * The rule of `code` for this requester's batch, in the batch fees' currency, or the refusal.
   * The HKD amount converts rounding down (never worth more than its face value), the minimum up.
   */
  async ruleFor(code: string, accountId: string, batchId: string, currency: CurrencyCode): Promise<CouponRule> {
    const promo = await this.usable(code, accountId, batchId);
    const inBatchCurrency = (cents: number, mode: 'up' | 'down') =>
      cents === 0 ? 0 : convert({ amount: cents, currency: 'HKD' }, currency, DEMO_FX_RATES, mode).amount;
    return {
      code: promo.code,
      kind: promo.kind,
      amountOff: promo.kind === 'amount' ? Math.max(1, inBatchCurrency(promo.value, 'down')) : 0,
      basisPoints: promo.kind === 'percent' ? Math.round(promo.value * 100) : 0,
      minOrderTotal: inBatchCurrency(promo.minOrderTotal, 'up'),
      currency,
    };
  }

  /** Checked again when paying: the code may have expired or been used on another batch meanwhile. */
  async checkAtCheckout(coupon: BatchCoupon, accountId: string, batchId: string): Promise<void> {
    await this.usable(coupon.code, accountId, batchId);
  }

  async recordRedemption(input: {
    batchId: string;
    batchNumber: string;
    accountId: string;
    coupon: BatchCoupon;
  }): Promise<void> {
    await this.codes.redeem({
      code: input.coupon.code,
      accountId: input.accountId,
      batchId: input.batchId,
      batchNumber: input.batchNumber,
      discount: input.coupon.discount,
      currency: input.coupon.currency,
    });
  }

  private async usable(code: string, accountId: string, batchId: string): Promise<PromoCode> {
    const promo = await this.codes.find(code);
    if (!promo || !promo.active) throw couponNotFound();
    const now = this.clock.now();
    if (now < promo.validFrom) throw couponNotYetValid(promo.validFrom);
    if (promo.validUntil && now >= promo.validUntil) throw couponExpired();
    if (promo.oncePerAccount && (await this.codes.redeemedByAccount(promo.code, accountId, batchId)))
      throw couponAlreadyUsed();
    if (
      promo.maxRedemptions !== null &&
      (await this.codes.redemptionCount(promo.code, batchId)) >= promo.maxRedemptions
    )
      throw couponExhausted();
    return promo;
  }
}
