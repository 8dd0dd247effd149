import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ErasureSteps, type ErasureSubject } from '../../platform/personal-data/erasure-steps';
import type { SqlRows } from '../../platform/personal-data/data-keys';
import { ImageUploadService } from '../../platform/uploads/image-upload.service';
import { accountNotFound, UsersRepository } from '../accounts';

export interface ErasureReport {
  user_id: string;
  account_ids: string[];
  /** Rows purged or anonymised, by step and table. */
  counts: Record<string, Record<string, number>>;
  files_removed: number;
}

/**
 * Erases a person (docs/personal-data.md): in ONE transaction, every registered step purges or
 * anonymises what its owner holds (people: user row, sessions, outboxes, notifications, chat;
 * batch: detail rows, snapshots; client reports), and the data keys of all their accounts are
 * destroyed, so every personal field sealed in the event log reads as "[erased]" from then on
 * while the hash chain, which covers the ciphertext, still verifies. Files go after the commit.
 * Account deletion calls it; so does the staff action on a privacy request.
 */
@Injectable()
export class PersonalDataErasure {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cipher: PersonalDataCipher,
    private readonly steps: ErasureSteps,
    private readonly users: UsersRepository,
    private readonly images: ImageUploadService,
  ) {}

  /** `id`: a user id or any of the user's account ids. Erasing an erased person again is harmless. */
  async erase(id: string): Promise<ErasureReport> {
    const files: string[] = [];
    const counts: ErasureReport['counts'] = {};
    const subject = await this.dataSource.transaction(async (manager) => {
      const run: SqlRows = (sql, params) => manager.query(sql, params);
      const found = (await run(
        `SELECT u.id AS user_id, coalesce(array_agg(a.id::text) FILTER (WHERE a.id IS NOT NULL), '{}') AS account_ids
           FROM users u LEFT JOIN accounts a ON a.user_id = u.id
          WHERE u.id::text = $1 OR u.id = (SELECT user_id FROM accounts WHERE id::text = $1)
          GROUP BY u.id`,
        [id],
      )) as { user_id: string; account_ids: string[] }[];
      if (!found[0]) throw accountNotFound();
      // One erasure of a person at a time; a concurrent profile update waits for it.
      await run(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [found[0].user_id]);
      const who = { userId: found[0].user_id, accountIds: found[0].account_ids };
      const values = new Set<string>();
      for (const step of this.steps.all())
        for (const value of (await step.personalValues?.(who, run)) ?? []) values.add(value);
      const full: ErasureSubject = { ...who, values: [...values].sort((a, b) => b.length - a.length) };
      for (const step of this.steps.all()) {
        const outcome = await step.erase(full, run);
        files.push(...(outcome.files ?? []));
        counts[step.name] = { ...outcome.counts };
      }
      await this.cipher.destroyKeys(full.accountIds, run);
      return full;
    });
    this.cipher.forgetErased(subject.accountIds);
    this.users.sessionsChanged();
    let removed = 0;
    for (const file of new Set(files)) {
      await this.images.removeByUrl(file).then(
        () => (removed += 1),
        // A file already gone (or a store hiccup) must not undo a committed erasure; the sweep is idempotent.
        () => undefined,
      );
    }
    return { user_id: subject.userId, account_ids: [...subject.accountIds], counts, files_removed: removed };
  }
}
