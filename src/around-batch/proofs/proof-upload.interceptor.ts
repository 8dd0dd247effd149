import { Injectable } from '@nestjs/common';
import { ITEM_IMAGE_MAX_BYTES } from '../../platform/uploads/item-image-upload.interceptor';
import { SingleImageUploadInterceptor } from '../../platform/uploads/single-image-upload.interceptor';
import { itemImageTooLarge } from '../../platform/uploads/uploads.errors';

/** A receipt photo or scan in `file`, up to 10 MB like order item images (spec §5). */
@Injectable()
export class ProofUploadInterceptor extends SingleImageUploadInterceptor {
  constructor() {
    super('file', ITEM_IMAGE_MAX_BYTES, (field) => itemImageTooLarge(field, ITEM_IMAGE_MAX_BYTES));
  }
}
