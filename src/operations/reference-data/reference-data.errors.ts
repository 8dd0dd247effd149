import { ApiError } from '../../platform/web/api-error';

export const referenceNotFound = (kind: string) => new ApiError(404, 'REFERENCE_NOT_FOUND', 'Not Found', { kind });
