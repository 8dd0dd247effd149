import { Injectable } from '@nestjs/common';
import { SingleImageUploadInterceptor } from './single-image-upload.interceptor';
import { avatarTooLarge } from './uploads.errors';

/** Avatars must be under 5 MB (spec §5): exactly 5 MiB is refused. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024 - 1;

/** The optional `avatar` file of the account update form. */
@Injectable()
export class AvatarUploadInterceptor extends SingleImageUploadInterceptor {
  constructor() {
    super('avatar', AVATAR_MAX_BYTES, (field) => avatarTooLarge(field, AVATAR_MAX_BYTES));
  }
}
