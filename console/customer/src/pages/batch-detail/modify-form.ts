/** The buyer's modify dialog as data: what is typed, the summary check, and the API body. */
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { ModifyItemsBody } from '@contracts/batch/batch-commands';
import { formatLb, fromMinor, toMinor } from '../batch-shared/format';

export interface ModifyRow {
  id: string;
  name: string;
  currency: string;
  quantity: string;
  weight: string;
  price: string;
  sellerShipping: string;
  /** Measured sides in cm (spec §9); all three or none. */
  lengthCm: string;
  widthCm: string;
  heightCm: string;
}

const SIDES = ['lengthCm', 'widthCm', 'heightCm'] as const;
/** The server's rule (machines/batch/batch.parcel.ts): above 0, at most 1000 cm, two decimals. */
const SIDE = /^\d{1,4}(\.\d{1,2})?$/;

/** Sides are optional, but once one is typed all three must be valid. */
export function dimensionsInvalid(row: ModifyRow): boolean {
  const typed = SIDES.map((k) => row[k].trim());
  if (typed.every((v) => v === '')) return false;
  return typed.some((v) => !SIDE.test(v) || !(Number(v) > 0) || Number(v) > 1000);
}

function dimensionsOf(row: ModifyRow) {
  if (SIDES.every((k) => row[k].trim() === '')) return undefined;
  return { length_cm: Number(row.lengthCm), width_cm: Number(row.widthCm), height_cm: Number(row.heightCm) };
}

export interface ModifyDraft {
  rows: ModifyRow[];
  localShippingFee: string;
  additionalFee: string;
  remark: string;
  finalFee: boolean;
  waiveServiceFee: boolean;
}

export function modifyDraftOf(detail: BatchDetail): ModifyDraft {
  const open = detail.batch.items.filter((i) => i.state === 'requested');
  const rows = open.map((i) => ({
    id: i.id,
    name: i.name,
    currency: i.price.currency,
    quantity: String(i.quantity),
    weight: formatLb(i.weight),
    price: fromMinor(i.price.amount, i.price.currency),
    sellerShipping: fromMinor(i.sellerShipping, i.price.currency),
    lengthCm: i.dimensions ? String(i.dimensions.lengthCm) : '',
    widthCm: i.dimensions ? String(i.dimensions.widthCm) : '',
    heightCm: i.dimensions ? String(i.dimensions.heightCm) : '',
  }));
  const currency = rows[0]?.currency ?? 'USD';
  const fees = detail.batch.fees;
  return {
    rows,
    localShippingFee: fromMinor(
      open.reduce((s, i) => s + i.sellerShipping, 0),
      currency,
    ),
    additionalFee: fromMinor(fees?.additionalFee ?? 0, fees?.currency ?? currency),
    remark: '',
    finalFee: true,
    waiveServiceFee: detail.batch.serviceFeeWaived,
  };
}

/** Spec §5: the local shipping fee must be the sum of the items' seller shipping. */
export function localShippingMismatch(draft: ModifyDraft): boolean {
  const currency = draft.rows[0]?.currency ?? 'USD';
  const sum = draft.rows.reduce((s, r) => s + toMinor(r.sellerShipping || '0', r.currency), 0);
  return toMinor(draft.localShippingFee || '0', currency) !== sum;
}

export function modifyInvalid(draft: ModifyDraft): boolean {
  return draft.rows.some(
    (r) =>
      !/^\d+$/.test(r.quantity) ||
      Number(r.quantity) < 1 ||
      Number.isNaN(toMinor(r.price, r.currency)) ||
      Number.isNaN(toMinor(r.sellerShipping || '0', r.currency)) ||
      !(Number(r.weight) > 0) ||
      dimensionsInvalid(r),
  );
}

export function toModifyBody(draft: ModifyDraft, feesCurrency: string): ModifyItemsBody {
  const currency = draft.rows[0]?.currency ?? feesCurrency;
  return {
    items: draft.rows.map((r) => ({
      id: r.id,
      quantity: Number(r.quantity),
      weight: Math.round(Number(r.weight) * 100),
      price: toMinor(r.price, r.currency),
      seller_shipping: toMinor(r.sellerShipping || '0', r.currency),
      dimensions: dimensionsOf(r),
    })),
    local_shipping_fee: toMinor(draft.localShippingFee || '0', currency),
    additional_fee: toMinor(draft.additionalFee || '0', feesCurrency),
    remark: draft.remark.trim() || undefined,
    final_fee: draft.finalFee,
    is_edit_declined_item: false,
    had_waive_service_fee: draft.waiveServiceFee,
  };
}
