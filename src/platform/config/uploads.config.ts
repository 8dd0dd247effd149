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
      defaultText: '`postgres` when `DATABASE_URL` is set, `local` for the embedded PostgreSQL',
      description:
        'Where uploaded images are kept: `postgres` (table `stored_files`, readable by every instance on the database, and in its backups) or `local` (files under `DATA_DIR/uploads`: one instance only)',
    },
  },
});

const { names: v } = uploadsConcern;

export interface UploadsConfig {
  /** Images decoded and re-encoded at the same time by this instance (UPLOAD_CONCURRENCY, default cores - 1, 1 to 2). */
  uploadConcurrency: number;
  /** Where uploaded images live (UPLOAD_STORAGE): `postgres` (every instance; default with DATABASE_URL) or `local` disk under DATA_DIR. */
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
    // A server named by DATABASE_URL may have other instances on it: they must all see every upload.
    // The embedded PostgreSQL of `npm start` serves one process, so local disk is enough there.
    uploadStorage: readEnum(
      env,
      v.UPLOAD_STORAGE,
      ['local', 'postgres'] as const,
      env.DATABASE_URL ? 'postgres' : 'local',
      problems,
    ),
  };
}
