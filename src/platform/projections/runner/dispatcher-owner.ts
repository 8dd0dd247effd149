import type { Queryable } from './event-log-source';

/**
 * The dispatcher's connection is named `projections:<group> <instance>` (PostgreSQL's
 * application_name, at most 63 bytes), so the holder of a group's advisory lock can be read from the
 * database by any instance: the owner is the same whichever instance answers.
 */
export const dispatcherApplicationName = (group: string, instance: string): string =>
  `projections:${group} ${instance}`.slice(0, 63);

/**
 * Which instance holds each group's lock now (null: none, e.g. between an owner's death and the
 * takeover). A bigint advisory key is stored as classid (high 32 bits) and objid (low 32 bits) with
 * objsubid 1; the shift wraps like the signed key hashtextextended returns.
 */
const OWNERS_SQL = `
  SELECT k.key, a.application_name
    FROM unnest($1::text[]) AS k(key)
    JOIN pg_locks l
      ON l.locktype = 'advisory' AND l.granted AND l.objsubid = 1 AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
     AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended(k.key, 0)
    JOIN pg_stat_activity a ON a.pid = l.pid`;

export async function findOwners(db: Queryable, lockKeys: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ key: string; application_name: string }>(OWNERS_SQL, [lockKeys]);
  const owners = new Map<string, string>();
  for (const row of rows) {
    const space = row.application_name.lastIndexOf(' ');
    owners.set(row.key, space < 0 ? row.application_name : row.application_name.slice(space + 1));
  }
  return owners;
}
