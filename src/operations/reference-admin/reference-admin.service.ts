import type { ReferenceRowDeleted } from '@contracts/reference-admin';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../../platform/auth/actor';
import { recordChange } from './change-log';
import { badReference, referenceRowExists, referenceRowNotFound } from './reference-admin.errors';
import type { ReferenceTable } from './reference-tables';

type Row = Record<string, unknown>;

/**
 * Generic list / create / update / delete over one reference table, each write recorded in
 * admin_changes (before, after, who, when) in the same transaction. `R` names the table's row as the
 * contract spells it (contracts/reference-admin.ts); the rows are the table's own columns (SELECT *).
 */
@Injectable()
export class ReferenceAdminService {
  constructor(private readonly dataSource: DataSource) {}

  list<R extends object = Row>(t: ReferenceTable): Promise<R[]> {
    return this.dataSource.query(`SELECT * FROM ${t.table} ORDER BY ${t.order}`);
  }

  async get<R extends object = Row>(t: ReferenceTable, key: string): Promise<R> {
    const row = await this.find(this.dataSource.manager, t, key);
    if (!row) throw referenceRowNotFound(t.table);
    return row as R;
  }

  async update<R extends object = Row>(t: ReferenceTable, key: string, patch: Row, actor: Actor): Promise<R> {
    const columns = this.columnsOf(t, patch);
    return this.dataSource.transaction(async (m): Promise<R> => {
      const before = await this.find(m, t, key, true);
      if (!before) throw referenceRowNotFound(t.table);
      if (columns.length === 0) return before as R;
      const sets = columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
      await m.query(`UPDATE ${t.table} SET ${sets} WHERE ${t.key} = $1`, [
        this.keyValue(t, key),
        ...columns.map((c) => this.value(t, c, patch[c])),
      ]);
      const after = (await this.find(m, t, key)) as Row;
      await recordChange(m, { table: t.table, key, before, after, changedBy: actor.id });
      return after as R;
    });
  }

  async create<R extends object = Row>(t: ReferenceTable, values: Row, actor: Actor): Promise<R> {
    const columns = this.columnsOf(t, values);
    return this.dataSource.transaction(async (m): Promise<R> => {
      const keyGiven = values[t.key];
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- key columns are text or numbers, validated by the DTO
      if (keyGiven !== undefined && (await this.find(m, t, String(keyGiven)))) throw referenceRowExists(t.table, t.key);
      const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
      const inserted: Row[] = await m.query(
        `INSERT INTO ${t.table} (${columns.join(', ')}) VALUES (${placeholders}) RETURNING ${t.key} AS key`,
        columns.map((c) => this.value(t, c, values[c])),
      );
      const key = String(inserted[0].key);
      const after = (await this.find(m, t, key)) as Row;
      await recordChange(m, { table: t.table, key, before: null, after, changedBy: actor.id });
      return after as R;
    });
  }

  async remove(t: ReferenceTable, key: string, actor: Actor): Promise<ReferenceRowDeleted> {
    return this.dataSource.transaction(async (m) => {
      const before = await this.find(m, t, key, true);
      if (!before) throw referenceRowNotFound(t.table);
      await m.query(`DELETE FROM ${t.table} WHERE ${t.key} = $1`, [this.keyValue(t, key)]);
      await recordChange(m, { table: t.table, key, before, after: null, changedBy: actor.id });
      return { deleted: true as const };
    });
  }

  /** Prohibited items must name an existing category (400 naming the field, not a foreign-key 500). */
  async requireProhibitedCategory(category: string | undefined): Promise<void> {
    if (category === undefined) return;
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM prohibited_item_categories WHERE key = $1`, [
      category,
    ]);
    if (rows.length === 0) throw badReference('category', 'isIn');
  }

  private async find(m: EntityManager, t: ReferenceTable, key: string, lock = false): Promise<Row | undefined> {
    if (t.keyIsInt && !/^\d{1,9}$/.test(key)) return undefined;
    const rows: Row[] = await m.query(`SELECT * FROM ${t.table} WHERE ${t.key} = $1${lock ? ' FOR UPDATE' : ''}`, [
      this.keyValue(t, key),
    ]);
    return rows[0];
  }

  private keyValue(t: ReferenceTable, key: string): string | number {
    return t.keyIsInt ? Number(key) : key;
  }

  private columnsOf(t: ReferenceTable, values: Row): string[] {
    return t.writable.filter((c) => values[c] !== undefined);
  }

  private value(t: ReferenceTable, column: string, v: unknown): unknown {
    return t.jsonColumns.includes(column) ? JSON.stringify(v) : v;
  }
}
