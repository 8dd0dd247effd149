import { ApiError } from '../../platform/web/api-error';

export const referenceRowNotFound = (table: string) =>
  new ApiError(404, 'REFERENCE_ROW_NOT_FOUND', 'Not Found', { table });
export const referenceRowExists = (table: string, field: string) =>
  new ApiError(409, 'REFERENCE_ROW_EXISTS', 'A row with this key already exists.', { table, field });
export const badReference = (field: string, constraint: string) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field, constraint });
