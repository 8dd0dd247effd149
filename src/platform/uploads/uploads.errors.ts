import { ApiError } from '../web/api-error';

// Spec §5 avatar texts.
export const invalidFileType = (field: string) =>
  new ApiError(400, 'IMAGE_INVALID_TYPE', 'Invalid file type. Only images Allowed', { field });
export const notAnImage = (field: string) => new ApiError(400, 'IMAGE_NOT_AN_IMAGE', 'Not an Image', { field });
export const avatarTooLarge = (field: string, maxBytes: number) =>
  new ApiError(400, 'IMAGE_TOO_LARGE', 'Image size must be under 5MB', { field, max_bytes: maxBytes });
export const imageTooManyPixels = (field: string) =>
  new ApiError(400, 'IMAGE_TOO_MANY_PIXELS', 'Image dimensions are too large', { field });
export const uploadRejected = (reason: string) => new ApiError(400, 'UPLOAD_REJECTED', 'Wrong Input', { reason });
export const fileNotFound = () => new ApiError(404, 'FILE_NOT_FOUND', 'Not Found', {});
export const itemImageTooLarge = (field: string, maxBytes: number) =>
  new ApiError(400, 'ITEM_IMAGE_TOO_LARGE', 'Image should not exceed 10MB in size', { field, max_bytes: maxBytes });
export const fileRequired = (field: string) => new ApiError(400, 'FIELD_REQUIRED', 'Required', { field });
/** An image over the size limit of its upload (in MB), for uploads without a spec text of their own. */
export const imageTooLarge = (field: string, maxBytes: number) =>
  new ApiError(400, 'IMAGE_TOO_LARGE', `Image should not exceed ${Math.round(maxBytes / 1024 / 1024)}MB in size`, {
    field,
    max_bytes: maxBytes,
  });
