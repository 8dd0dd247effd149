/**
 * File storage port (DESIGN §8). Local default: files under config.dataDir/uploads (one instance);
 * UPLOAD_STORAGE=postgres: the stored_files table, read by every instance. Keys are ours, never user input.
 */
export abstract class FileStorage {
  abstract put(key: string, bytes: Buffer): Promise<void>;
  /** undefined when there is no such file. */
  abstract get(key: string): Promise<Buffer | undefined>;
  abstract delete(key: string): Promise<void>;
}
