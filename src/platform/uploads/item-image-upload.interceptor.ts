import { Injectable } from '@nestjs/common';
import { SingleImageUploadInterceptor } from './single-image-upload.interceptor';
import { itemImageTooLarge } from './uploads.errors';

/** Order item images may be up to 10 MB (spec §5 "Image should not exceed 10MB in size"). */
export const ITEM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The `file` of `POST /api/upload/` (spec §7). */
@Injectable()
export class ItemImageUploadInterceptor extends SingleImageUploadInterceptor {
  constructor() {
    super('file', ITEM_IMAGE_MAX_BYTES, (field) => itemImageTooLarge(field, ITEM_IMAGE_MAX_BYTES));
  }
}
