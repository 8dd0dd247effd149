import { availableParallelism } from 'node:os';
import { declareConcern } from './env-variable';
import { type Env, readEnum, readPositiveNumber } from './env-readers';

export const uploadsConcern = declareConcern({
  title: 'Uploads',
  summary: 'Item images, avatars and chat images: how many are processed at once and where they are kept.',
  variables: {
    UPLOAD_CONCURRENCY: {
      defaultText: 'cores − 1, from 1 to 2',
      description: 'Images decoded and re-encoded at once by this instance (sharp/libvips, off the event loop)',
    },
    UPLOAD_STORAGE: {
      default: 'local',
      description:
        'Where uploaded images are kept: `local` (files under `DATA_DIR/uploads`, one instance) or `postgres` (table `stored_files`, readable by every instance: required with several instances)',
    },
  },
});

const { names: v, variables: d } = uploadsConcern;

export interface UploadsConfig {
  /** Images decoded and re-encoded at the same time by this instance (UPLOAD_CONCURRENCY, default cores - 1, 1 to 2). */
  uploadConcurrency: number;
  /** Where uploaded images live (UPLOAD_STORAGE): `local` disk under DATA_DIR (default, one instance) or `postgres` (several). */
  uploadStorage: 'local' | 'postgres';
}

export function readUploadsConfig(env: Env, problems: string[]): UploadsConfig {
  return {
    // One core stays free for the event loop: on 2 cores one image at a time, at most 2.
    uploadConcurrency: readPositiveNumber(
      env,
      v.UPLOAD_CONCURRENCY,
      Math.max(1, Math.min(2, availableParallelism() - 1)),
      problems,
      true,
    ),
    uploadStorage: readEnum(env, v.UPLOAD_STORAGE, ['local', 'postgres'] as const, d.UPLOAD_STORAGE.default, problems),
  };
}
