/** Promo codes as staff manage them (src/around-batch/promotions). Amounts are HKD cents. */

export type PromoCodeKind = 'amount' | 'percent';

/**
 * One promo code with its usage (GET/POST/PATCH /api/admin/promo-codes).
 * @additionalProperties false
 */
export interface PromoCodeView {
  code: string;
  kind: PromoCodeKind;
  /** kind amount: HKD cents off; kind percent: percent off (1-100). */
  value: number;
  /** Minimum order total before the discount, HKD cents; 0 = none. */
  min_order_total: number;
  currency: 'HKD';
  valid_from: string;
  valid_until: string | null;
  max_redemptions: number | null;
  once_per_account: boolean;
  active: boolean;
  description: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Redemptions so far (authorised payments with this code). */
  redemptions: number;
}

/**
 * GET /api/admin/promo-codes
 * @additionalProperties false
 */
export interface PromoCodeList {
  results: PromoCodeView[];
  count: number;
}

/** POST /api/admin/promo-codes (staff). Left out: min 0, valid from now, no end, no cap, once per account, active. */
export interface NewPromoCodeBody {
  /** 3-40 letters, digits, - or _; stored upper-case. */
  code: string;
  kind: PromoCodeKind;
  value: number;
  min_order_total?: number;
  valid_from?: string;
  valid_until?: string | null;
  max_redemptions?: number | null;
  once_per_account?: boolean;
  active?: boolean;
  description?: string;
}

/** PATCH /api/admin/promo-codes/{code} (staff): the fields to change; `expire: true` ends the code now. */
export interface PromoCodeChangesBody extends Partial<Omit<NewPromoCodeBody, 'code'>> {
  expire?: boolean;
}
