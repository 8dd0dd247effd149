import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { FileStorage } from './file-storage.port';
import { sanitizeImage } from './image-sanitizer';
import { imageTooManyPixels, invalidFileType, notAnImage } from './uploads.errors';

/** A multipart file as multer gives it: on disk (`path`, SingleImageUploadInterceptor) or in memory (`buffer`). */
export interface UploadedImageFile {
  fieldname: string;
  mimetype: string;
  path?: string;
  buffer?: Buffer;
  size: number;
}

/** Where stored images are served from (UploadsController). */
export const UPLOADS_URL_PREFIX = '/api/uploads';

/** Longest side of a stored avatar (spec §9: resized by a maximum side); enough for 2× display at 256 px. */
export const AVATAR_MAX_SIDE = 512;
/** Longest side of a stored item picture: enough to see the product's details in the detail page. */
export const ITEM_IMAGE_MAX_SIDE = 1600;

/** Longest side of a stored purchase receipt (src/around-batch/proofs): small print must stay legible. */
export const PROOF_IMAGE_MAX_SIDE = 2400;
/** Longest side of an arrival photo (warehouse check-in, dispute evidence): zoomable on a phone. */
export const ARRIVAL_IMAGE_MAX_SIDE = 2000;

export type UploadFolder = 'avatars' | 'items' | 'proofs' | 'arrivals';
const MAX_SIDE: Record<UploadFolder, number> = {
  avatars: AVATAR_MAX_SIDE,
  items: ITEM_IMAGE_MAX_SIDE,
  proofs: PROOF_IMAGE_MAX_SIDE,
  arrivals: ARRIVAL_IMAGE_MAX_SIDE,
};

/**
 * At most `slots` images are decoded and re-encoded at the same time (each takes one libvips thread
 * of libuv's pool and up to ~100 MB): more uploads wait their turn, in order, instead of starving
 * the pool that file and DNS work also use.
 */
export class ImageWork {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly slots: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

@Injectable()
export class ImageUploadService {
  constructor(
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(ImageWork) private readonly work: ImageWork,
  ) {}

  /** Checks, re-encodes as JPEG and stores an image; returns its public path. Nothing is stored when a check fails. */
  async store(
    folder: UploadFolder,
    file: UploadedImageFile,
  ): Promise<{ key: string; url: string; width: number; height: number }> {
    if (!/^image\//i.test(file.mimetype)) throw invalidFileType(file.fieldname);
    const input = file.path ?? file.buffer;
    if (input === undefined) throw notAnImage(file.fieldname);
    const image = await this.work.run(() => sanitizeImage(input, MAX_SIDE[folder]));
    if (image === 'not_an_image') throw notAnImage(file.fieldname);
    if (image === 'too_many_pixels') throw imageTooManyPixels(file.fieldname);
    // Random names: images are served without a session (plain <img> tags), so the name is the secret.
    const key = `${folder}/${randomUUID()}.jpg`;
    await this.storage.put(key, image.bytes);
    return { key, url: `${UPLOADS_URL_PREFIX}/${key}`, width: image.width, height: image.height };
  }

  async removeByUrl(url: string | null): Promise<void> {
    if (url?.startsWith(`${UPLOADS_URL_PREFIX}/`)) await this.storage.delete(url.slice(UPLOADS_URL_PREFIX.length + 1));
  }
}
