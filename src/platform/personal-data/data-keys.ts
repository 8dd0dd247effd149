import { randomBytes } from 'node:crypto';
import type { KeyManagement } from './key-management.port';
import { DATA_KEY_BYTES } from './sealed-value';

/** Anything that runs SQL and answers rows: a TypeORM DataSource or EntityManager, a pg Pool wrapped. */
export type SqlRows = (sql: string, params: unknown[]) => Promise<unknown[]>;

export interface DataKeysOptions {
  /** Unwrapped keys kept in memory (least recently used out). */
  capacity: number;
  /**
   * How long a live key is trusted from memory. Another instance's erasure reaches this one's
   * memory within this time (the erasing instance forgets at once); an erased key never comes back.
   */
  ttlMs: number;
  now?: () => number;
}

/** A subject's key as stored: `key` null with `erased` = destroyed; an unknown subject has no entry. */
interface Entry {
  key: Buffer | null;
  at: number;
}

interface KeyRow {
  subject_id: string;
  wrapped_key: string | null;
}

/**
 * One data key per data subject in `personal_data_keys` (migration 1763901400000), outside the
 * event log so it can be destroyed: a destroyed key leaves a tombstone row (wrapped_key NULL), so
 * nothing sealed for that subject can be read again and nothing new is sealed for them. Unwrapped
 * keys are kept in a bounded LRU; a slice of events costs at most one query for the keys not in it.
 */
export class DataKeys {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(
    private readonly run: SqlRows,
    private readonly keyManagement: KeyManagement,
    private readonly options: DataKeysOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The subject's key to seal with, made on first use; null once the subject is erased. */
  async forSealing(subject: string): Promise<Buffer | null> {
    const known = (await this.lookup([subject])).get(subject);
    if (known) return known.key;
    const wrapped = await this.keyManagement.wrap(randomBytes(DATA_KEY_BYTES));
    await this.run(
      `INSERT INTO personal_data_keys (subject_id, wrapped_key) VALUES ($1, $2) ON CONFLICT (subject_id) DO NOTHING`,
      [subject, wrapped],
    );
    // A concurrent first seal (or an erasure) may have won: everyone uses what is stored.
    return (await this.lookup([subject])).get(subject)?.key ?? null;
  }

  /** Keys of these subjects: memory first, the rest in one query. Unknown or erased = null. */
  async forOpening(subjects: Iterable<string>): Promise<Map<string, Buffer | null>> {
    const entries = await this.lookup(subjects);
    return new Map([...entries].map(([subject, entry]) => [subject, entry?.key ?? null]));
  }

  /**
   * Destroys the subjects' keys (a tombstone where none was made yet). `run` lets the caller do it
   * in its own transaction; call `forget` after that commits.
   */
  async destroy(subjects: readonly string[], run: SqlRows = this.run): Promise<void> {
    if (subjects.length === 0) return;
    await run(
      `INSERT INTO personal_data_keys (subject_id, wrapped_key, erased_at) SELECT s, NULL, now() FROM unnest($1::text[]) AS s
       ON CONFLICT (subject_id) DO UPDATE SET wrapped_key = NULL, erased_at = coalesce(personal_data_keys.erased_at, now())`,
      [subjects],
    );
  }

  /** Drops what this instance remembers of the subjects (after an erasure commits). */
  forget(subjects: readonly string[]): void {
    for (const subject of subjects) this.entries.delete(subject);
  }

  private async lookup(subjects: Iterable<string>): Promise<Map<string, Entry | undefined>> {
    const found = new Map<string, Entry | undefined>();
    const missing: string[] = [];
    const now = this.now();
    for (const subject of subjects) {
      if (found.has(subject)) continue;
      const entry = this.entries.get(subject);
      // An erased key never comes back, so it is trusted for ever; a live one for ttlMs.
      if (entry && (entry.key === null || now - entry.at < this.options.ttlMs)) {
        this.remember(subject, entry);
        found.set(subject, entry);
      } else missing.push(subject);
    }
    if (missing.length === 0) return found;
    const rows = (await this.run(
      `SELECT subject_id, wrapped_key FROM personal_data_keys WHERE subject_id = ANY($1::text[])`,
      [missing],
    )) as KeyRow[];
    const byId = new Map(rows.map((r) => [r.subject_id, r.wrapped_key]));
    // Unwrapped side by side: with a remote KMS each is a round trip.
    const unwrapped = await Promise.all(
      missing.map((subject) => {
        const wrapped = byId.get(subject);
        return wrapped ? this.keyManagement.unwrap(wrapped) : Promise.resolve(null);
      }),
    );
    missing.forEach((subject, index) => {
      // Unknown is not remembered: the subject's first seal may come any moment.
      if (!byId.has(subject)) return found.set(subject, undefined);
      const entry: Entry = { key: unwrapped[index], at: now };
      this.remember(subject, entry);
      found.set(subject, entry);
    });
    return found;
  }

  private remember(subject: string, entry: Entry): void {
    this.entries.delete(subject);
    this.entries.set(subject, entry);
    while (this.entries.size > this.options.capacity) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}
