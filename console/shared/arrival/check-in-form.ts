import type { CheckInForm, ParcelCondition } from '@contracts/batch/arrival';
import { ApiClientError } from '../api/http-client';

/** The check-in form's fields as the bench fills them in (text as typed, photos as picked). */
export interface CheckInValues {
  items: string[];
  photos: File[];
  /** Pounds, as typed ("3.25"); sent as hundredths. */
  weight: string;
  length_cm: string;
  width_cm: string;
  height_cm: string;
  condition: ParcelCondition | '';
  note: string;
  tracking_number: string;
}

export type CheckInField =
  'items' | 'photos' | 'weight' | 'length_cm' | 'width_cm' | 'height_cm' | 'condition' | 'note';

/** An error under one field: an i18n key and its params. */
export interface FieldProblem {
  key: string;
  params?: Record<string, unknown>;
}
export type CheckInErrors = Partial<Record<CheckInField, FieldProblem>>;

export const PARCEL_CONDITIONS: readonly ParcelCondition[] = ['good', 'damaged', 'opened', 'wrong_item'];
export const MIN_PHOTOS = 1;
export const MAX_PHOTOS = 10;
/** The upload storage's limit per photo (the server refuses larger ones with IMAGE_TOO_LARGE). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const SIDES = ['length_cm', 'width_cm', 'height_cm'] as const;

export const emptyCheckIn = (items: string[] = []): CheckInValues => ({
  items,
  photos: [],
  weight: '',
  length_cm: '',
  width_cm: '',
  height_cm: '',
  condition: 'good',
  note: '',
  tracking_number: '',
});

/** What is wrong with a set of photos before anything is sent (count, type, size), or null. */
export function photosProblem(photos: readonly Pick<File, 'type' | 'size'>[], min = MIN_PHOTOS): FieldProblem | null {
  if (photos.length < min) return { key: 'errors.ARRIVAL_PHOTOS_REQUIRED' };
  if (photos.length > MAX_PHOTOS) return { key: 'errors.ARRIVAL_TOO_MANY_PHOTOS', params: { max: MAX_PHOTOS } };
  if (photos.some((p) => !p.type.startsWith('image/'))) return { key: 'errors.IMAGE_NOT_AN_IMAGE' };
  if (photos.some((p) => p.size > MAX_PHOTO_BYTES)) return { key: 'errors.IMAGE_TOO_LARGE' };
  return null;
}

/** "3.25" lb → 325 hundredths; null when it is not a positive amount with at most two decimals. */
export function poundsToHundredths(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Math.round(Number(trimmed) * 100);
  return value > 0 ? value : null;
}

/**
 * The form's own checks (what can be known without the server: items picked, 1-10 image photos
 * under the limit, a positive weight, positive sides, a condition; a note when the parcel is not in
 * good condition, so the requester reads why) → the multipart text fields, or the errors by field.
 */
export function checkInFormOf(values: CheckInValues): { form: CheckInForm } | { errors: CheckInErrors } {
  const errors: CheckInErrors = {};
  if (values.items.length === 0) errors.items = { key: 'errors.required' };
  const photos = photosProblem(values.photos);
  if (photos) errors.photos = photos;
  const weight = poundsToHundredths(values.weight);
  if (!values.weight.trim()) errors.weight = { key: 'errors.required' };
  else if (weight === null) errors.weight = { key: 'errors.wrongFormat' };
  for (const side of SIDES) {
    const text = values[side].trim();
    if (!text) errors[side] = { key: 'errors.required' };
    else if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) errors[side] = { key: 'errors.wrongFormat' };
  }
  if (!values.condition) errors.condition = { key: 'errors.required' };
  else if (values.condition !== 'good' && !values.note.trim()) errors.note = { key: 'errors.required' };
  if (Object.keys(errors).length > 0 || !values.condition) return { errors };
  return {
    form: {
      item_ids: values.items.join(','),
      weight: String(weight),
      length_cm: values.length_cm.trim(),
      width_cm: values.width_cm.trim(),
      height_cm: values.height_cm.trim(),
      condition: values.condition,
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
      ...(values.tracking_number.trim() ? { tracking_number: values.tracking_number.trim() } : {}),
    },
  };
}

const PHOTO_CODES = new Set([
  'ARRIVAL_PHOTOS_REQUIRED',
  'ARRIVAL_TOO_MANY_PHOTOS',
  'IMAGE_TOO_LARGE',
  'IMAGE_NOT_AN_IMAGE',
  'IMAGE_INVALID_TYPE',
]);

/** The form field one segment of a server `params.field` names (`item_ids`, `photos`, `width_cm`, …). */
function fieldOfSegment(segment: string): CheckInField | undefined {
  if (segment === 'item_ids' || segment === 'items' || segment === 'itemIds') return 'items';
  if (segment === 'photos' || segment === 'photo') return 'photos';
  const side = /^(length|width|height)(_cm|Cm)$/.exec(segment);
  if (side) return `${side[1]}_cm` as CheckInField;
  if (segment === 'dimensions') return 'length_cm';
  if (segment === 'weight' || segment === 'condition' || segment === 'note') return segment;
  return undefined;
}

/** The most precise field a path names (`dimensions.widthCm` → width_cm, `items.0` → items). */
const fieldOf = (path: string): CheckInField | undefined =>
  path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reverse()
    .map(fieldOfSegment)
    .find(Boolean);

/**
 * A server refusal as an error under the field it concerns (its code as `errors.<CODE>` with its
 * params), or undefined when it concerns no field (the caller shows it above the form).
 */
export function checkInServerError(error: unknown): { field: CheckInField; problem: FieldProblem } | undefined {
  if (!(error instanceof ApiClientError) || !error.code) return undefined;
  const problem = { key: `errors.${error.code}`, params: error.params };
  if (PHOTO_CODES.has(error.code)) return { field: 'photos', problem };
  if (error.code === 'BATCH_ITEM_NOT_FOUND' || error.code === 'BATCH_ITEM_NOT_IN_EXPECTED_STATE')
    return { field: 'items', problem };
  const named = typeof error.params.field === 'string' ? fieldOf(error.params.field) : undefined;
  return named ? { field: named, problem } : undefined;
}
