import type { PromoCodeView } from '@contracts/promotions';

/** A promo code as staff manage it. Amounts are HKD cents; a percentage is whole percent. */
export interface PromoCode {
  readonly code: string;
  readonly kind: 'amount' | 'percent';
  /** kind amount: HKD cents off; kind percent: percent off (1-100). */
  readonly value: number;
  /** Minimum order total before the discount, HKD cents; 0 = none. */
  readonly minOrderTotal: number;
  readonly validFrom: Date;
  readonly validUntil: Date | null;
  readonly maxRedemptions: number | null;
  readonly oncePerAccount: boolean;
  readonly active: boolean;
  readonly description: string;
  readonly createdBy: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Redemptions so far (authorised payments with this code). */
  readonly redemptions: number;
}

export type NewPromoCode = Omit<PromoCode, 'createdAt' | 'updatedAt' | 'redemptions'>;
export type PromoCodeChanges = Partial<
  Omit<PromoCode, 'code' | 'createdBy' | 'createdAt' | 'updatedAt' | 'redemptions'>
>;

/** The API's snake_case view of a code, with its usage. */
export function promoCodeJson(p: PromoCode): PromoCodeView {
  return {
    code: p.code,
    kind: p.kind,
    value: p.value,
    min_order_total: p.minOrderTotal,
    currency: 'HKD',
    valid_from: p.validFrom.toISOString(),
    valid_until: p.validUntil ? p.validUntil.toISOString() : null,
    max_redemptions: p.maxRedemptions,
    once_per_account: p.oncePerAccount,
    active: p.active,
    description: p.description,
    created_by: p.createdBy,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    redemptions: p.redemptions,
  };
}
