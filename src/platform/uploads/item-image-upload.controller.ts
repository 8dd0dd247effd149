import { Controller, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { Roles } from '../auth/auth.decorators';
import { RateLimit } from '../auth/rate-limits';
import { Idempotent } from '../idempotency';
import { ImageUploadService, type UploadedImageFile } from './image-upload.service';
import { ItemImageUploadInterceptor } from './item-image-upload.interceptor';
import { fileRequired } from './uploads.errors';

/**
 * `POST /api/upload/` (spec §7): an item's picture for a new request. Answers `{ id, url }`; the id
 * goes into the item's `image_id`. Re-encoded to JPEG without metadata like avatars.
 */
@Controller('api/upload')
export class ItemImageUploadController {
  constructor(private readonly images: ImageUploadService) {}

  @Post()
  @Roles('requester', 'buyer')
  @RateLimit('upload')
  // Above the upload parser: it runs inside it, so the file is part of what the key fingerprints.
  @Idempotent()
  @UseInterceptors(ItemImageUploadInterceptor)
  async upload(@UploadedFile() file: UploadedImageFile | undefined): Promise<{ id: string; url: string }> {
    if (!file) throw fileRequired('file');
    const stored = await this.images.store('items', file);
    return { id: stored.key, url: stored.url };
  }
}
