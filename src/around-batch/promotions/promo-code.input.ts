import type { NewPromoCode, PromoCodeChanges } from './promo-code.types';
import { promoInvalid } from './promotions.errors';
import { COUPON_CODE_PATTERN, normaliseCode } from './promotions.service';

type Body = Record<string, unknown>;

const MAX_HKD_CENTS = 100_000_000; // HK$1,000,000: far above any order, far below unsafe integers

function asBody(raw: unknown): Body {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw promoInvalid('body');
  return raw as Body;
}

function int(body: Body, field: string, min: number, max: number): number {
  const v = body[field];
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max) throw promoInvalid(field);
  return v;
}

function date(body: Body, field: string): Date {
  const v = body[field];
  if (typeof v !== 'string' || Number.isNaN(Date.parse(v))) throw promoInvalid(field);
  return new Date(v);
}

function bool(body: Body, field: string): boolean {
  const v = body[field];
  if (typeof v !== 'boolean') throw promoInvalid(field);
  return v;
}

function kindOf(body: Body): 'amount' | 'percent' {
  const v = body.kind;
  if (v !== 'amount' && v !== 'percent') throw promoInvalid('kind');
  return v;
}

function text(body: Body, field: string, max: number): string {
  const v = body[field];
  if (typeof v !== 'string' || v.length > max) throw promoInvalid(field);
  return v;
}

const has = (body: Body, field: string) => body[field] !== undefined;
const valueOf = (body: Body, kind: 'amount' | 'percent') =>
  kind === 'percent' ? int(body, 'value', 1, 100) : int(body, 'value', 1, MAX_HKD_CENTS);

/** POST /api/admin/promo-codes body → a new code (amounts HKD cents, percent 1-100). */
export function parseNewPromoCode(raw: unknown, createdBy: string, now: Date): NewPromoCode {
  const body = asBody(raw);
  const code = typeof body.code === 'string' ? normaliseCode(body.code) : '';
  if (!COUPON_CODE_PATTERN.test(code)) throw promoInvalid('code', '3-40 letters, digits, - or _');
  const kind = kindOf(body);
  return {
    code,
    kind,
    value: valueOf(body, kind),
    minOrderTotal: has(body, 'min_order_total') ? int(body, 'min_order_total', 0, MAX_HKD_CENTS) : 0,
    validFrom: has(body, 'valid_from') ? date(body, 'valid_from') : now,
    validUntil: body.valid_until == null ? null : date(body, 'valid_until'),
    maxRedemptions: body.max_redemptions == null ? null : int(body, 'max_redemptions', 1, 10_000_000),
    oncePerAccount: has(body, 'once_per_account') ? bool(body, 'once_per_account') : true,
    active: has(body, 'active') ? bool(body, 'active') : true,
    description: has(body, 'description') ? text(body, 'description', 500) : '',
    createdBy,
  };
}

/** PATCH body → the changed fields and whether to expire the code now. */
export function parsePromoCodeChanges(
  raw: unknown,
  currentKind: 'amount' | 'percent',
): { changes: PromoCodeChanges; expire: boolean } {
  const body = asBody(raw);
  const changes: { -readonly [K in keyof PromoCodeChanges]: PromoCodeChanges[K] } = {};
  const kind = has(body, 'kind') ? kindOf(body) : currentKind;
  if (has(body, 'kind')) changes.kind = kind;
  if (has(body, 'value')) changes.value = valueOf(body, kind);
  if (has(body, 'min_order_total')) changes.minOrderTotal = int(body, 'min_order_total', 0, MAX_HKD_CENTS);
  if (has(body, 'valid_from')) changes.validFrom = date(body, 'valid_from');
  if (has(body, 'valid_until')) changes.validUntil = body.valid_until === null ? null : date(body, 'valid_until');
  if (has(body, 'max_redemptions'))
    changes.maxRedemptions = body.max_redemptions === null ? null : int(body, 'max_redemptions', 1, 10_000_000);
  if (has(body, 'once_per_account')) changes.oncePerAccount = bool(body, 'once_per_account');
  if (has(body, 'active')) changes.active = bool(body, 'active');
  if (has(body, 'description')) changes.description = text(body, 'description', 500);
  const expire = has(body, 'expire') ? bool(body, 'expire') : false;
  return { changes, expire };
}
