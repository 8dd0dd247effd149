import type { DataSource } from 'typeorm';
import { FileStorage } from './file-storage.port';

// The same key shape as the local disk: keys are ours, a strict shape keeps a stray one out.
const KEY = /^[a-z0-9-]+\/[a-zA-Z0-9-]+\.(png|jpg)$/;

/**
 * Files in PostgreSQL (UPLOAD_STORAGE=postgres, table stored_files): every instance on the database
 * reads what any of them stored. Images are at most a few MB after re-encoding; bytea keeps them in
 * the same backups as the rows that point at them.
 */
export class PostgresStorage extends FileStorage {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO stored_files (key, bytes) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET bytes = EXCLUDED.bytes, stored_at = now()`,
      [checked(key), bytes],
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    const rows: Array<{ bytes: Buffer }> = await this.dataSource.query(
      `SELECT bytes FROM stored_files WHERE key = $1`,
      [checked(key)],
    );
    return rows[0]?.bytes;
  }

  async delete(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM stored_files WHERE key = $1`, [checked(key)]);
  }
}

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}
