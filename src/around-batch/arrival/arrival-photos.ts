import { Injectable } from '@nestjs/common';
import type { ArrivalPhoto } from '@machines/batch/arrival.types';
import {
  ImageUploadService,
  UPLOADS_URL_PREFIX,
  type UploadedImageFile,
} from '../../platform/uploads/image-upload.service';

/** Multipart files by field, as the arrival interceptors leave them. */
export type ArrivalFiles = Record<string, UploadedImageFile[] | undefined> | undefined;

/**
 * Arrival photos through the shared upload storage (every instance serves them): checked,
 * re-encoded by sharp (resized, EXIF and location gone). All or nothing: when one photo is
 * refused, the ones stored before it are removed, and `discard` removes them when the command is refused.
 */
@Injectable()
export class ArrivalPhotos {
  constructor(private readonly images: ImageUploadService) {}

  async store(files: readonly UploadedImageFile[]): Promise<ArrivalPhoto[]> {
    const stored: ArrivalPhoto[] = [];
    try {
      // One at a time: ImageWork bounds the image work anyway, and a refusal stops early.
      for (const file of files) {
        const s = await this.images.store('arrivals', file);
        stored.push({ key: s.key, width: s.width, height: s.height });
      }
      return stored;
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
  }

  /**
   * Stores the photos, then runs the command that names them; when it is refused (or throws), the
   * photos are removed again, so a refused command leaves no file behind.
   */
  async storedFor<T>(files: readonly UploadedImageFile[], run: (photos: ArrivalPhoto[]) => Promise<T>): Promise<T> {
    const photos = await this.store(files);
    try {
      return await run(photos);
    } catch (error) {
      await this.discard(photos);
      throw error;
    }
  }

  async discard(photos: readonly ArrivalPhoto[]): Promise<void> {
    await Promise.all(photos.map((p) => this.images.removeByUrl(`${UPLOADS_URL_PREFIX}/${p.key}`)));
  }
}

export const photoUrl = (key: string): string => `${UPLOADS_URL_PREFIX}/${key}`;
