/** Small checks shared by the per-command deciders; each returns the refusal or null. */
import type { NewItemInput } from '../batch.types';
import { domainError, validationError, type DomainError } from '../batch.errors';
import { validateMoney, isMinorUnits } from '../batch.fees';
import { checkItemIds } from '../batch.items';
import { checkDimensions } from '../batch.parcel';
import { MAX_DECLARED_VALUE_TWD, needsDeclaredValue } from '../../pricing/precious-goods';
import type { BatchOptions } from '../batch.options';
import { CONTAINS_FLAGS, type BatchContext, type BatchItem, type ItemState } from '../batch.types';

export const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

export function requireText(value: unknown, field: string, max = 2000): DomainError | null {
  if (!isText(value) || value.length > max) return validationError(field);
  return null;
}

export function optionalText(value: unknown, field: string, max = 2000): DomainError | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > max) return validationError(field);
  return null;
}

/** Array.isArray narrows a readonly array to any[]; this keeps the element type (or unknown). */
export const isList = (v: unknown): v is readonly unknown[] => Array.isArray(v);

export const isPositiveInt = (n: unknown): n is number => isMinorUnits(n) && n > 0;

/** The first refusal in order, so a command reports the first thing wrong with it. */
export function firstError(...checks: (() => DomainError | null)[]): DomainError | null {
  for (const check of checks) {
    const e = check();
    if (e) return e;
  }
  return null;
}

/** Named items must exist, be distinct and be in one of `allowed` states. */
export function requireItems(
  ctx: BatchContext,
  ids: readonly string[] | undefined,
  allowed: readonly ItemState[],
  field = 'itemIds',
): DomainError | null {
  if (!isList(ids) || ids.length === 0) return validationError(field);
  if (new Set(ids).size !== ids.length) return validationError(field, 'Duplicate item');
  const { missing, wrongState } = checkItemIds(ctx, ids, allowed);
  if (missing.length) return domainError('BATCH_ITEM_NOT_FOUND', { field, itemIds: missing });
  if (wrongState.length) return domainError('BATCH_ITEM_NOT_IN_EXPECTED_STATE', { field, itemIds: wrongState });
  return null;
}

/** Turns request-form items into context items, or the first field that is wrong. */
export function toNewItems(
  inputs: readonly NewItemInput[] | undefined,
  options: BatchOptions,
  field = 'items',
  takenIds: readonly string[] = [],
): BatchItem[] | DomainError {
  if (!isList(inputs) || inputs.length === 0) return validationError(field);
  if (inputs.length + takenIds.length > options.maxItemsPerRequest) return validationError(field, 'Over Maximum Value');
  const seen = new Set(takenIds);
  const items: BatchItem[] = [];
  for (const [n, it] of inputs.entries()) {
    const f = `${field}[${n}]`;
    const err = firstError(
      () => (isText(it.id) && !seen.has(it.id) ? null : validationError(`${f}.id`)),
      () => requireText(it.name, `${f}.name`, 500),
      () => requireText(it.category, `${f}.category`, 200),
      () => (typeof it.link === 'string' ? null : validationError(`${f}.link`)),
      () => (isPositiveInt(it.quantity) ? null : validationError(`${f}.quantity`)),
      () => validateMoney(it.price, `${f}.price`),
      () => (it.weight == null || isPositiveInt(it.weight) ? null : validationError(`${f}.weight`)),
      () =>
        it.sellerShipping == null || isMinorUnits(it.sellerShipping) ? null : validationError(`${f}.sellerShipping`),
      () => requireText(it.fromCountry, `${f}.fromCountry`, 10),
      () => requireText(it.toCountry, `${f}.toCountry`, 10),
      () => checkContains(it.contains, `${f}.contains`),
      () => checkDimensions(it.dimensions ?? undefined, `${f}.dimensions`),
      () => checkDeclaredValue(it, `${f}.declaredValueTwd`),
    );
    if (err) return err;
    seen.add(it.id);
    items.push({
      id: it.id,
      link: it.link,
      name: it.name,
      category: it.category,
      brand: it.brand ?? '',
      quantity: it.quantity,
      color: it.color ?? '',
      size: it.size ?? '',
      price: { amount: it.price.amount, currency: it.price.currency },
      weight: it.weight ?? options.defaultItemWeight,
      note: it.note ?? '',
      imageId: it.imageId ?? null,
      fromCountry: it.fromCountry,
      toCountry: it.toCountry,
      contains: [...it.contains],
      sellerShipping: it.sellerShipping ?? 0,
      state: 'requested',
      declinedReason: null,
      purchaseSiteOrderId: null,
      trackingNumber: null,
      shippingStatus: null,
      ...(it.dimensions
        ? {
            dimensions: {
              lengthCm: it.dimensions.lengthCm,
              widthCm: it.dimensions.widthCm,
              heightCm: it.dimensions.heightCm,
            },
          }
        : {}),
      ...(it.declaredValueTwd == null ? {} : { declaredValueTwd: it.declaredValueTwd }),
    });
  }
  return items;
}

/** Spec §9 precious goods: a precious category must declare its value (whole TWD per unit). */
function checkDeclaredValue(it: NewItemInput, field: string): DomainError | null {
  const v = it.declaredValueTwd;
  if (v == null) return needsDeclaredValue(it.category) ? validationError(field, 'Required') : null;
  if (!isPositiveInt(v)) return validationError(field);
  return v > MAX_DECLARED_VALUE_TWD ? validationError(field, 'Over Maximum Value') : null;
}

/** Spec §5: at least one of the battery/liquid options; "none" excludes the others. */
function checkContains(flags: unknown, field: string): DomainError | null {
  if (!isList(flags) || flags.length === 0) return validationError(field, 'Please select at least one.');
  if (!flags.every((f) => (CONTAINS_FLAGS as readonly unknown[]).includes(f))) return validationError(field);
  if (flags.includes('none') && flags.length > 1) return validationError(field);
  return null;
}
