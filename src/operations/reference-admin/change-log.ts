import type { ReferenceChange } from '@contracts/reference-admin';
import type { EntityManager } from 'typeorm';
import type { WithDates } from '../../platform/web/with-dates';

export interface ChangeEntry {
  table: string;
  key: string;
  before: unknown;
  after: unknown;
  changedBy: string;
}

/**
 * Records who changed a row and how, in the same transaction as the change, so an edit without its
 * record (or a record without its edit) cannot exist.
 */
export async function recordChange(manager: EntityManager, entry: ChangeEntry): Promise<void> {
  await manager.query(
    `INSERT INTO admin_changes (table_name, record_key, before, after, changed_by) VALUES ($1, $2, $3, $4, $5)`,
    [
      entry.table,
      entry.key,
      entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.changedBy,
    ],
  );
}

/** A change as GET /api/admin/reference/changes shows it, before JSON. */
export type ChangeRow = WithDates<ReferenceChange, 'changed_at'>;

export async function listChanges(
  manager: EntityManager,
  table: string | undefined,
  limit: number,
): Promise<ChangeRow[]> {
  const rows: Array<Omit<ChangeRow, 'id'> & { id: string }> = await manager.query(
    `SELECT id::text AS id, table_name AS "table", record_key AS key, before, after, changed_by, changed_at
       FROM admin_changes WHERE ($1::text IS NULL OR table_name = $1) ORDER BY changed_at DESC, id DESC LIMIT $2`,
    [table ?? null, limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
