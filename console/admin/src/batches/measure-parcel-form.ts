import type { MeasureParcelBody } from '@contracts/batch/order-commands';
import { ApiClientError } from '@shared/api/http-client';

/** The form's fields: the item measured, its weight (lb, optional) and its three sides (cm). */
export const MEASURE_FIELDS = ['item', 'weight', 'length_cm', 'width_cm', 'height_cm'] as const;
export type MeasureField = (typeof MEASURE_FIELDS)[number];
export type MeasureValues = Record<MeasureField, string>;

/** An error under one field: an i18n key and its params. */
export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}
export type FieldErrors = Partial<Record<MeasureField, FieldError>>;

export const EMPTY_MEASURE: MeasureValues = { item: '', weight: '', length_cm: '', width_cm: '', height_cm: '' };

/** Items the warehouse may measure (machines/batch MeasureParcel: purchased or sent). */
export const measurable = (item: Record<string, unknown>): boolean =>
  item.state === 'purchased' || item.state === 'sent';

/**
 * What the form checks itself: a picked item, three sides that are positive numbers, and a weight
 * (when given) in pounds with at most two decimals, as the command counts hundredths. The ranges
 * (largest side, decimals of a side, the volumetric cap) are the server's: its answer is shown
 * under the field it names (`serverFieldError`).
 */
export function measureBody(values: MeasureValues): { body: MeasureParcelBody } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!values.item) errors.item = { key: 'errors.required' };
  const sides = { length_cm: 0, width_cm: 0, height_cm: 0 };
  for (const side of ['length_cm', 'width_cm', 'height_cm'] as const) {
    const text = values[side].trim();
    if (!text) errors[side] = { key: 'errors.required' };
    else if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) errors[side] = { key: 'errors.wrongFormat' };
    else sides[side] = Number(text);
  }
  const weightText = values.weight.trim();
  let weight: number | undefined;
  if (weightText) {
    if (!/^\d+(\.\d{1,2})?$/.test(weightText) || Number(weightText) <= 0) errors.weight = { key: 'errors.wrongFormat' };
    else weight = Math.round(Number(weightText) * 100);
  }
  if (Object.keys(errors).length) return { errors };
  return {
    body: { items: [{ id: values.item, dimensions: sides, ...(weight === undefined ? {} : { weight }) }] },
  };
}

/** The form field a server error's `params.field` names (DTO `items.0.dimensions.width_cm`, machine `items[0].dimensions.widthCm`). */
function fieldOf(path: string): MeasureField {
  const last =
    path
      .split(/[.[\]]+/)
      .filter(Boolean)
      .pop() ?? '';
  const side = /^(length|width|height)(_cm|Cm)$/.exec(last);
  if (side) return `${side[1]}_cm` as MeasureField;
  if (last === 'weight') return 'weight';
  if (path.endsWith('dimensions')) return 'length_cm';
  return 'item';
}

/**
 * A server refusal as an error under the field it names, or undefined when it names none (the
 * caller notifies it). Range and format refusals read as the spec's "Over Maximum Value" /
 * "Minimum Value" / "Wrong format"; any other code reads as `errors.<code>` with its params.
 */
export function serverFieldError(error: unknown): { field: MeasureField; error: FieldError } | undefined {
  if (!(error instanceof ApiClientError) || !error.code) return undefined;
  const path = error.params.field;
  if (typeof path !== 'string') return undefined;
  const field = fieldOf(path);
  if (error.code === 'VALIDATION_FAILED' || error.code === 'BATCH_VALIDATION') {
    const constraint = error.params.constraint;
    const key =
      constraint === 'max' || error.message === 'Over Maximum Value'
        ? 'errors.overMax'
        : constraint === 'min'
          ? 'errors.minValue'
          : constraint === 'isNumber' || constraint === 'isInt'
            ? 'errors.wrongFormat'
            : `errors.${error.code}`;
    return { field, error: { key } };
  }
  return { field, error: { key: `errors.${error.code}`, params: error.params } };
}
