import { ApiError } from '../../platform/web/api-error';

export const photosRequired = (field: string) =>
  new ApiError(400, 'ARRIVAL_PHOTOS_REQUIRED', 'Add at least one photo.', { field });
export const tooManyPhotos = (field: string, max: number) =>
  new ApiError(400, 'ARRIVAL_TOO_MANY_PHOTOS', `At most ${max} photos.`, { field, max });
