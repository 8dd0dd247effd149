import { applyDecorators, Injectable, UseInterceptors, type NestInterceptor, type Type } from '@nestjs/common';
import type { ActorRole } from '../../platform/auth/actor';
import { RateLimit } from '../../platform/auth/rate-limits';
import { CommandPost } from '../../batch';
import { MAX_CHECK_IN_PHOTOS, MAX_REPORT_PHOTOS } from '@machines/batch/arrival.types';
import { SingleImageUploadInterceptor } from '../../platform/uploads/single-image-upload.interceptor';
import { imageTooLarge } from '../../platform/uploads/uploads.errors';
import { tooManyPhotos } from './arrival.errors';

/** A phone camera's photo, with room to spare; larger is refused while it streams in. */
export const ARRIVAL_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const tooLarge = (field: string) => imageTooLarge(field, ARRIVAL_PHOTO_MAX_BYTES);

/** Check-in: 1-10 `photos`. */
@Injectable()
export class CheckInPhotosInterceptor extends SingleImageUploadInterceptor {
  constructor() {
    super('photos', ARRIVAL_PHOTO_MAX_BYTES, tooLarge, {
      fields: [{ name: 'photos', maxCount: MAX_CHECK_IN_PHOTOS }],
      tooMany: (field) => tooManyPhotos(field, MAX_CHECK_IN_PHOTOS),
    });
  }
}

/** A problem report: 0-5 `photos`. */
@Injectable()
export class ReportPhotosInterceptor extends SingleImageUploadInterceptor {
  constructor() {
    super('photos', ARRIVAL_PHOTO_MAX_BYTES, tooLarge, {
      fields: [{ name: 'photos', maxCount: MAX_REPORT_PHOTOS }],
      tooMany: (field) => tooManyPhotos(field, MAX_REPORT_PHOTOS),
    });
  }
}

/** A dispute decision: the re-weigh's `scale_photo`. */
@Injectable()
export class ScalePhotoInterceptor extends SingleImageUploadInterceptor {
  constructor() {
    super('scale_photo', ARRIVAL_PHOTO_MAX_BYTES, tooLarge, {
      fields: [{ name: 'scale_photo', maxCount: 1 }],
      tooMany: (field) => tooManyPhotos(field, 1),
    });
  }
}

/** A command that brings photos: a command POST for `roles`, rate-limited as an upload, its files read by `photos`. */
export const PhotoCommandPost = (path: string, photos: Type<NestInterceptor>, ...roles: ActorRole[]) =>
  applyDecorators(CommandPost(path, ...roles), RateLimit('upload'), UseInterceptors(photos));
