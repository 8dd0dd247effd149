import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * At most this many statement texts are prepared; beyond, a text runs unnamed (parsed and planned
 * each time, as `DataSource.query` does). Each connection keeps every text it prepared for its
 * lifetime (pg has no eviction), so the set must stay small and known.
 */
export const MAX_PREPARED_TEXTS = 64;

/**
 * Runs read statements as named prepared statements on the DataSource's pool, so PostgreSQL parses
 * a text once a connection and, after its first five runs, may keep a generic plan instead of
 * planning every call: the list statements are long (CTEs, one SELECT a part, the names' joins) and
 * planning them cost about as much CPU as running them (1 ms of 1.75 ms for a dashboard at 100,000
 * batches, test/bench/list-sql-cost.ts). Only for texts whose generic plan is as good as a custom
 * one (the caller decides; a LIKE pattern's selectivity, for one, is only known from its value).
 * Errors are pg's own, not wrapped in TypeORM's QueryFailedError. PgBouncer in transaction mode
 * keeps protocol-level prepared statements from version 1.21 (max_prepared_statements).
 */
export class PreparedStatements {
  private readonly names = new Map<string, string>();

  constructor(private readonly dataSource: DataSource) {}

  async query<T extends QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
    const name = this.nameOf(text);
    if (!name) return this.dataSource.query(text, values);
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    return (await pool.query<T>({ name, text, values })).rows;
  }

  /** A name per text (pg refuses one name for two texts), or null once the bound is reached. */
  private nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known || this.names.size >= MAX_PREPARED_TEXTS) return known ?? null;
    const name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    this.names.set(text, name);
    return name;
  }
}
