import type { ExtendStorageBody } from '@contracts/batch/deadlines';
import { ApiClientError } from '@shared/api/http-client';

export type StorageField = 'days' | 'reason';
export type StorageValues = Record<StorageField, string>;
export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}
export type StorageErrors = Partial<Record<StorageField, FieldError>>;

export const EMPTY_STORAGE: StorageValues = { days: '', reason: '' };
/** The command's bound (machines/batch MAX_STORAGE_EXTENSION_DAYS); the server checks it again. */
export const MAX_EXTENSION_DAYS = 30;

/** What the dialog checks itself before asking: whole days 1-30 and a reason. */
export function storageBody(values: StorageValues): { body: ExtendStorageBody } | { errors: StorageErrors } {
  const errors: StorageErrors = {};
  const days = values.days.trim();
  if (!days) errors.days = { key: 'errors.required' };
  else if (!/^\d+$/.test(days)) errors.days = { key: 'errors.wrongFormat' };
  else if (Number(days) < 1) errors.days = { key: 'errors.minValue' };
  else if (Number(days) > MAX_EXTENSION_DAYS) errors.days = { key: 'errors.overMax' };
  const reason = values.reason.trim();
  if (!reason) errors.reason = { key: 'errors.required' };
  if (Object.keys(errors).length) return { errors };
  return { body: { days: Number(days), reason } };
}

/**
 * The server's coded error under the field it names (`params.field`: `days` or `reason`); a
 * validation code reads as the field's message, any other code as its own `errors.<CODE>` text.
 */
export function storageFieldError(error: unknown): { field: StorageField; error: FieldError } | undefined {
  if (!(error instanceof ApiClientError) || !error.code) return undefined;
  const field = error.params.field;
  if (field !== 'days' && field !== 'reason') return undefined;
  if (error.code === 'VALIDATION_FAILED' || error.code === 'BATCH_VALIDATION') {
    // One text for every refused number of days: out of 1-30, or (from overdue) not reaching past now.
    return { field, error: { key: field === 'reason' ? 'errors.required' : 'admin.storage.daysRefused' } };
  }
  return { field, error: { key: `errors.${error.code}`, params: error.params } };
}
