import { readdir, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** Where multipart bodies are streamed before sharp reads them (single-image-upload.interceptor.ts). */
export const incomingUploadsDir = (dataDir: string): string => resolve(dataDir, 'incoming-uploads');

/** An upload in flight is seconds old; a file older than this was left by a process that died mid-upload. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes the files a `kill -9` left half-written in the incoming folder. Each request removes its
 * own file when its answer ends, so only a dead process leaves one. Another instance may share the
 * DATA_DIR and be mid-upload, so only files older than STALE_UPLOAD_MS are removed. Returns how many.
 */
export async function sweepStaleUploads(dir: string, now = Date.now(), olderThanMs = STALE_UPLOAD_MS): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue;
    if (
      await unlink(path).then(
        () => true,
        () => false,
      )
    )
      removed += 1;
  }
  return removed;
}

/** Sweeps once at start-up, in the background: a slow disk must not hold the start back. */
@Injectable()
export class IncomingUploadsSweep implements OnApplicationBootstrap {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    void sweepStaleUploads(incomingUploadsDir(this.config.dataDir)).catch(() => undefined);
  }
}
