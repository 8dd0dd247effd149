import type { DataKeys, SqlRows } from './data-keys';
import { collectSubjects, ERASED, openAll, sealString, type SealedValue } from './sealed-value';

/** Seals one subject's values; an erased subject's values are stored as ERASED, never in clear. */
export type Sealer = (plaintext: string) => SealedValue | string;

/**
 * Envelope encryption of personal fields (docs/personal-data.md). Features seal the fields they
 * know to be personal when they write; every read path opens events here, in one place, so a
 * destroyed key reads as ERASED everywhere (streams, the global log, projections, rebuilds, audit).
 */
export class PersonalDataCipher {
  constructor(private readonly keys: DataKeys) {}

  /** One key lookup for all of a subject's fields in a write. */
  async sealerFor(subject: string): Promise<Sealer> {
    const key = await this.keys.forSealing(subject);
    return (plaintext) => (key ? sealString(key, subject, plaintext) : ERASED);
  }

  /**
   * The events with every sealed value opened (a copy; events without one are passed as they are).
   * The keys of the whole slice are fetched together: at most one query however many events.
   */
  async openEvents<E extends { data: unknown }>(events: readonly E[]): Promise<E[]> {
    const subjects = new Set<string>();
    for (const event of events) collectSubjects(event.data, subjects);
    if (subjects.size === 0) return events as E[];
    const keys = await this.keys.forOpening(subjects);
    return events.map((event) => {
      const data = openAll(event.data, (subject) => keys.get(subject) ?? null);
      return data === event.data ? event : { ...event, data };
    });
  }

  /** Destroys the subjects' data keys inside the caller's transaction (`forgetErased` after commit). */
  destroyKeys(subjects: readonly string[], run?: SqlRows): Promise<void> {
    return this.keys.destroy(subjects, run);
  }

  forgetErased(subjects: readonly string[]): void {
    this.keys.forget(subjects);
  }
}
