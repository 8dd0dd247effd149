import type { MigrationInterface, QueryRunner } from 'typeorm';

// Envelope encryption of personal fields (src/platform/personal-data): one data key per data
// subject (an account id), wrapped by the configured master key. Kept outside the event log so an
// erasure can destroy it: the row stays as a tombstone (wrapped_key NULL, erased_at set), so the
// subject's sealed fields read as erased for ever and nothing new is sealed for them.
export class PersonalDataKeys1763901400000 implements MigrationInterface {
  name = 'PersonalDataKeys1763901400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE personal_data_keys (
        subject_id text PRIMARY KEY,
        wrapped_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        erased_at timestamptz,
        CHECK ((wrapped_key IS NULL) = (erased_at IS NOT NULL))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE personal_data_keys`);
  }
}
