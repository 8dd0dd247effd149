import { Injectable } from '@nestjs/common';
import type { SqlRows } from './data-keys';

/** Whose data an erasure removes: the person (user) and every account they hold. */
export interface ErasureSubject {
  readonly userId: string;
  readonly accountIds: readonly string[];
  /**
   * The person's personal values as the system held them before the erasure (name, e-mail, phone,
   * address lines...), gathered from every step's `personalValues`: steps redact them from text
   * that others own but quotes them (an e-mail to the buyer naming the requester).
   */
  readonly values: readonly string[];
}

/** What a step leaves to do once the erasure has committed (files cannot roll back with it). */
export interface ErasureOutcome {
  /** Upload URLs (`/api/uploads/...`) or keys to delete. */
  readonly files?: readonly string[];
  /** Rows purged or anonymised, by table, for the erasure's record. */
  readonly counts?: Readonly<Record<string, number>>;
}

/**
 * One owner's part of an erasure (docs/personal-data.md): the feature that owns a table purges or
 * anonymises its rows, inside the erasure's one transaction (`run`). Registered by the feature's
 * module in onModuleInit, like projections: this module knows no table but its keys.
 */
export interface ErasureStep {
  readonly name: string;
  /** Personal values this owner holds in clear, read before any step erases anything. */
  personalValues?(subject: Omit<ErasureSubject, 'values'>, run: SqlRows): Promise<string[]>;
  erase(subject: ErasureSubject, run: SqlRows): Promise<ErasureOutcome>;
}

/** Rows a data-changing statement touched, answered as a SELECT (drivers differ in what they return for one). */
export async function countChanged(run: SqlRows, statement: string, params: unknown[]): Promise<number> {
  const rows = (await run(`WITH changed AS (${statement}) SELECT count(*)::int AS n FROM changed`, params)) as {
    n: number;
  }[];
  return rows[0]?.n ?? 0;
}

/** Values shorter than this are not redacted from others' text: "HK" or "Flat" would break unrelated words. */
export const MIN_REDACTED_LENGTH = 5;

@Injectable()
export class ErasureSteps {
  private readonly steps: ErasureStep[] = [];

  register(step: ErasureStep): void {
    if (this.steps.some((s) => s.name === step.name))
      throw new Error(`Erasure step ${step.name} is already registered`);
    this.steps.push(step);
  }

  all(): readonly ErasureStep[] {
    return this.steps;
  }
}
