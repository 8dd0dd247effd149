/**
 * The new-request form as plain data: drafts, validation (spec §5) and the API body. The fee
 * estimate comes from machines/pricing, the same engine the server and /pricing use.
 */
import type { CreateRequestBody, NewItemBody } from '@contracts/batch/batch-commands';
import { isRecipientEmail } from '@machines/batch/recipient-email';
import {
  checkPreciousGoods,
  isPricingError,
  MAX_DECLARED_VALUE_TWD,
  needsDeclaredValue,
  parseWeightUnit,
  toHundredthsLb,
} from '@machines/pricing';
import { MAX_SIDE_CM } from '@machines/batch/batch.parcel';
import { toMinor } from '../batch-shared/format';

export const CONTAINS = ['non_removable_batteries', 'liquids', 'none'] as const;
export type Contains = (typeof CONTAINS)[number];

/** Spec §3 item note template lines: colour, size, waist/length, other, discount code. */
export const NOTE_TEMPLATE_KEYS = ['color', 'size', 'waistLength', 'other', 'discountCode'] as const;

/** Spec §1: US and Japan self-operated, the others dedicated; the country code is the warehouse id (src/batch/write/warehouses.ts). */
export const WAREHOUSES = ['us', 'jp', 'uk', 'kr', 'cn', 'tw', 'it', 'au', 'th'] as const;

/** Spec §1: origins named for requests are the US and Hong Kong; target markets HK, TW, MO. */
export const ORIGINS = ['us', 'hk'] as const;
export const DESTINATIONS = ['hk', 'mo'] as const;

export const CURRENCY_CHOICES = ['USD', 'HKD', 'TWD'] as const;
export const WEIGHT_UNIT_CHOICES = ['LBS', 'KG', 'OZ'] as const;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface ItemDraft {
  key: number;
  link: string;
  name: string;
  category: string;
  brand: string;
  quantity: string;
  color: string;
  size: string;
  price: string;
  currency: (typeof CURRENCY_CHOICES)[number];
  weight: string;
  unit: string;
  note: string;
  imageId: string | null;
  imageName: string | null;
  fromCountry: string;
  toCountry: string;
  contains: Contains[];
  /** Spec §9: optional sides in cm, all three or none. */
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  /** Spec §9 precious goods: whole TWD per unit, asked where the category needs it. */
  declaredValueTwd: string;
}

export const SIDE_FIELDS = ['lengthCm', 'widthCm', 'heightCm'] as const;

export type DeliveryChoice = 'pickup' | 'address';

export interface AddressDraft {
  recipientName: string;
  recipientEmail: string;
  contactNumber: string;
  addressLine1: string;
  addressLine2: string;
  district: string;
  country: string;
}

export interface RequestDraft {
  items: ItemDraft[];
  warehouse: string;
  delivery: DeliveryChoice;
  pickupLocationId: string;
  address: AddressDraft;
  restrictionsConfirmed: boolean;
}

let nextKey = 1;

export function emptyItem(noteTemplate = ''): ItemDraft {
  return {
    key: nextKey++,
    link: '',
    name: '',
    category: '',
    brand: '',
    quantity: '1',
    color: '',
    size: '',
    price: '',
    currency: 'USD',
    // Spec §5: 3.00 lb when the weight is unknown.
    weight: '3.00',
    unit: 'LBS',
    note: noteTemplate,
    imageId: null,
    imageName: null,
    fromCountry: 'us',
    toCountry: 'hk',
    contains: [],
    lengthCm: '',
    widthCm: '',
    heightCm: '',
    declaredValueTwd: '',
  };
}

export function emptyDraft(noteTemplate = ''): RequestDraft {
  return {
    items: [emptyItem(noteTemplate)],
    warehouse: 'us',
    delivery: 'pickup',
    pickupLocationId: '',
    address: {
      recipientName: '',
      recipientEmail: '',
      contactNumber: '',
      addressLine1: '',
      addressLine2: '',
      district: '',
      country: 'hk',
    },
    restrictionsConfirmed: false,
  };
}

/** Field path (items.0.name, warehouse, ...) → translation key of its message. */
export type FieldErrors = Record<string, string>;

export function imageProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'request.errors.imageType';
  if (file.size > MAX_IMAGE_BYTES) return 'request.errors.imageSize';
  return null;
}

/** The server's rule (src/batch/http/dto/shop-link.ts): a shop page over http(s), nothing else. */
const SHOP_LINK = /^https?:\/\/[^\s/]+\S*$/i;

export function validateDraft(draft: RequestDraft): FieldErrors {
  const errors: FieldErrors = {};
  draft.items.forEach((item, i) => {
    const at = (field: string, key: string) => (errors[`items.${i}.${field}`] = key);
    if (!item.link.trim()) at('link', 'request.errors.required');
    else if (!SHOP_LINK.test(item.link.trim())) at('link', 'request.errors.link');
    if (!item.name.trim()) at('name', 'request.errors.required');
    if (!item.category) at('category', 'request.errors.required');
    if (!/^\d+$/.test(item.quantity) || Number(item.quantity) < 1) at('quantity', 'request.errors.quantity');
    if (!(toMinor(item.price, item.currency) > 0)) at('price', 'request.errors.price');
    if (item.weight.trim() !== '' && !(Number(item.weight) > 0)) at('weight', 'request.errors.weight');
    if (item.contains.length === 0) at('contains', 'request.errors.contains');
    if (sidesOf(item) === 'invalid') at('dimensions', 'request.errors.sides');
    const declared = item.declaredValueTwd.trim();
    if (needsDeclaredValue(item.category) && declared === '') at('declaredValueTwd', 'request.errors.required');
    else if (declared !== '' && declaredValueOf(item) === null) at('declaredValueTwd', 'request.errors.declaredValue');
  });
  // Spec §9 precious goods, with the server's rule (machines/pricing): the line over its parcel limit
  // is named, a request over the waybill limit is named on its last precious line.
  const lines = draft.items.map((i) => ({
    category: i.category,
    quantity: Number(i.quantity) || 0,
    declaredValueTwd: declaredValueOf(i),
  }));
  const precious = checkPreciousGoods(lines);
  if (precious) {
    const line =
      precious.line ??
      lines.map((l) => l.declaredValueTwd !== null && needsDeclaredValue(l.category)).lastIndexOf(true);
    errors[`items.${line}.declaredValueTwd`] ??= `errors.${precious.code}`;
  }
  if (!draft.warehouse) errors.warehouse = 'request.errors.required';
  if (draft.delivery === 'pickup' && !draft.pickupLocationId) errors.pickup_location_id = 'request.errors.required';
  if (draft.delivery === 'address') {
    const a = draft.address;
    if (!a.recipientName.trim()) errors['shipping_address.recipient_name'] = 'request.errors.required';
    // Spec §3 recipient e-mail: optional, the server's rule when given (machines/batch/recipient-email.ts).
    if (a.recipientEmail.trim() && !isRecipientEmail(a.recipientEmail.trim()))
      errors['shipping_address.recipient_email'] = 'request.errors.email';
    if (!a.contactNumber.trim()) errors['shipping_address.contact_number'] = 'request.errors.required';
    if (!a.addressLine1.trim()) errors['shipping_address.address_line1'] = 'request.errors.required';
  }
  if (!draft.restrictionsConfirmed) errors.restrictions_confirmed = 'request.errors.restrictions';
  return errors;
}

/**
 * Weight as typed in its unit → hundredths of a pound (machines/pricing, rounded up), null = the
 * server's 3.00 lb default (also for what the engine cannot read).
 */
export function weightHundredths(weight: string, unit: string): number | null {
  if (weight.trim() === '' || !(Number(weight) > 0)) return null;
  try {
    return toHundredthsLb(weight.trim(), parseWeightUnit(unit));
  } catch (error) {
    if (isPricingError(error)) return null;
    throw error;
  }
}

const SIDE = /^\d+(\.\d{1,2})?$/;

/** The three sides in cm, null when none is typed, 'invalid' when some are missing or wrong. */
export function sidesOf(item: ItemDraft): { lengthCm: number; widthCm: number; heightCm: number } | null | 'invalid' {
  const typed = SIDE_FIELDS.map((f) => item[f].trim());
  if (typed.every((v) => v === '')) return null;
  if (!typed.every((v) => SIDE.test(v) && Number(v) > 0 && Number(v) <= MAX_SIDE_CM)) return 'invalid';
  const [lengthCm, widthCm, heightCm] = typed.map(Number);
  return { lengthCm, widthCm, heightCm };
}

/** The declared value as a whole number of TWD, or null when empty or not one. */
export function declaredValueOf(item: ItemDraft): number | null {
  const v = item.declaredValueTwd.trim();
  if (!/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= MAX_DECLARED_VALUE_TWD ? n : null;
}

/**
 * The form's field for a field the server named (`items[1].declared_value_twd`,
 * `items.0.dimensions.length_cm`): the item's field as the form keys it, or the name as it is.
 */
export function formFieldOf(serverField: string): string {
  const m = /^items(?:\[(\d+)\]|\.(\d+))\.([a-z_]+)/.exec(serverField);
  if (!m) return serverField;
  const field = m[3].replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return `items.${m[1] ?? m[2]}.${field}`;
}

/** "none" excludes the others: choosing it clears them, choosing another clears it. */
export function toggleContains(current: readonly Contains[], flag: Contains): Contains[] {
  if (current.includes(flag)) return current.filter((f) => f !== flag);
  if (flag === 'none') return ['none'];
  return [...current.filter((f) => f !== 'none'), flag];
}

function dimensionsBody(item: ItemDraft): Pick<NewItemBody, 'dimensions'> {
  const sides = sidesOf(item);
  if (!sides || sides === 'invalid') return {};
  return { dimensions: { length_cm: sides.lengthCm, width_cm: sides.widthCm, height_cm: sides.heightCm } };
}

export function toCreateBody(draft: RequestDraft): CreateRequestBody {
  const items: NewItemBody[] = draft.items.map((item) => ({
    link: item.link.trim(),
    name: item.name.trim(),
    category: item.category,
    brand: item.brand.trim() || undefined,
    quantity: Number(item.quantity),
    color: item.color.trim() || undefined,
    size: item.size.trim() || undefined,
    price: toMinor(item.price, item.currency),
    currency: item.currency,
    weight: weightHundredths(item.weight, item.unit),
    note: item.note.trim() || undefined,
    image_id: item.imageId,
    from_country: item.fromCountry,
    to_country: item.toCountry,
    contains: [...item.contains],
    ...dimensionsBody(item),
    ...(declaredValueOf(item) === null ? {} : { declared_value_twd: declaredValueOf(item) }),
  }));
  const a = draft.address;
  return {
    items,
    warehouse: draft.warehouse,
    ...(draft.delivery === 'pickup'
      ? { pickup_location_id: draft.pickupLocationId }
      : {
          shipping_address: {
            recipient_name: a.recipientName.trim(),
            recipient_email: a.recipientEmail.trim() || undefined,
            contact_number: a.contactNumber.trim(),
            address_line1: a.addressLine1.trim(),
            address_line2: a.addressLine2.trim() || undefined,
            district: a.district.trim() || undefined,
            country: a.country,
          },
        }),
    restrictions_confirmed: draft.restrictionsConfirmed,
  };
}
