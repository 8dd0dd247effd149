import type { MigrationInterface, QueryRunner } from 'typeorm';

// What several instances on one database must share:
// - socket_io_attachments: @socket.io/postgres-adapter's table for cluster messages over NOTIFY's
//   8000-byte limit (its documented shape; it deletes rows older than 30 s itself).
// - stored_files: uploaded images when UPLOAD_STORAGE=postgres, so every instance serves them.
// - app_secrets: the session key when SESSION_SECRET is not configured; the first instance inserts
//   it (ON CONFLICT DO NOTHING), every other one reads the same row.
export class SharedAcrossInstances1763901600000 implements MigrationInterface {
  name = 'SharedAcrossInstances1763901600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE socket_io_attachments (
        id bigserial UNIQUE,
        created_at timestamptz DEFAULT now(),
        payload bytea
      )`);
    await q.query(`
      CREATE TABLE stored_files (
        key text PRIMARY KEY,
        bytes bytea NOT NULL,
        stored_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE app_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE app_secrets`);
    await q.query(`DROP TABLE stored_files`);
    await q.query(`DROP TABLE socket_io_attachments`);
  }
}
