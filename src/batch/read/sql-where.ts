import type { Actor } from '../../platform/auth/actor';

/** Collects WHERE conditions with numbered parameters, so filters never splice user text into SQL. */
export class SqlWhere {
  readonly values: unknown[] = [];
  private readonly conditions: string[] = [];

  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  add(condition: string): void {
    this.conditions.push(condition);
  }

  /** WHERE with every condition added, and `extra` ones for this statement only (the same parameters). */
  sql(...extra: string[]): string {
    const all = [...this.conditions, ...extra];
    return all.length ? `WHERE ${all.map((c) => `(${c})`).join(' AND ')}` : '';
  }
}

/** Requesters see their own batches, buyers those assigned to them, staff and auditors all. */
export function ownershipFilter(where: SqlWhere, actor: Actor): void {
  if (actor.role === 'requester') where.add(`requester_id = ${where.param(actor.id)}`);
  else if (actor.role === 'buyer') where.add(`buyer_id = ${where.param(actor.id)}`);
}

export function canSee(actor: Actor, row: { requester_id: string; buyer_id: string | null }): boolean {
  if (actor.role === 'requester') return row.requester_id === actor.id;
  if (actor.role === 'buyer') return row.buyer_id === actor.id;
  return true;
}
