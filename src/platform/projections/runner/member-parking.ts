import type { Client } from 'pg';
import type { LoggedEvent } from './projection';
import type { ProjectionMember } from './projection-member';

/** One member's share of a slice: the events after its own checkpoint. */
export interface MemberWork {
  member: ProjectionMember;
  mine: readonly LoggedEvent[];
}

export interface MemberFailure {
  member: ProjectionMember;
  error: unknown;
}

/**
 * Runs each member inside a savepoint of its own, one after the other, so a failing member is
 * rolled back alone and the others' work stays. Savepoints are never released (COMMIT releases
 * them all), and one covers only the statements sent after it, hence one member at a time.
 * Answers the members that failed; the caller parks them once the slice has committed.
 */
export async function runWithSavepoints(
  client: Client,
  work: readonly MemberWork[],
  handle: (w: MemberWork) => Promise<void>,
  advanced: MemberWork[],
): Promise<MemberFailure[]> {
  const failures: MemberFailure[] = [];
  let index = 0;
  for (const w of work) {
    const savepoint = `member_${(index += 1)}`;
    await client.query(`SAVEPOINT ${savepoint}`);
    try {
      await handle(w);
      advanced.push(w);
    } catch (error) {
      // If even this fails the connection is gone: the whole slice fails, and nobody is parked.
      await client.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
      failures.push({ member: w.member, error });
    }
  }
  return failures;
}

/** Parks the members that failed at their last good checkpoint, with their retry schedule (projection-member.ts). */
export function parkFailed(failures: readonly MemberFailure[], log: ((message: string) => void) | undefined): void {
  const now = Date.now();
  for (const f of failures) {
    log?.(`projection ${f.member.name} parked: ${String((f.error as Error)?.message ?? f.error)}`);
    f.member.failed(f.error, now);
  }
}
