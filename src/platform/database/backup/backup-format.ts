/**
 * The backup file (`npm run backup`): gzip of one JSON array per line.
 *
 *   ["backup", BackupHeader]            first line
 *   ["table", name, columnNames]        then each table, parents before the tables referring to them
 *   ["row", { column: value, ... }]     its rows, as PostgreSQL's to_jsonb prints them
 *   ["end", { table: rowCount }]        last line: a file without it is incomplete and is refused
 *
 * Values are PostgreSQL's own text forms inside JSON (timestamps with their offset, bytea as `\x…`
 * hex, xid8 and bigint as numbers or strings), read back by jsonb_populate_recordset, so every type
 * round-trips exactly; jsonb (events, their hash chain) keeps its canonical form.
 */
export const BACKUP_FORMAT = 'hk-concierge-backup';
export const BACKUP_VERSION = 1;

export interface BackupSequence {
  readonly name: string;
  readonly lastValue: string;
  readonly isCalled: boolean;
}

export interface BackupHeader {
  readonly format: typeof BACKUP_FORMAT;
  readonly version: number;
  readonly createdAt: string;
  /** `server_version` of the database backed up. */
  readonly serverVersion: string;
  /** The migrations applied, in order: a restore runs the same ones first, then any newer. */
  readonly migrations: readonly string[];
  readonly sequences: readonly BackupSequence[];
}

export type BackupLine =
  | ['backup', BackupHeader]
  | ['table', string, string[]]
  | ['row', Record<string, unknown>]
  | ['end', Record<string, number>];

/** Column pairs that hold a log position: (transaction_id xid8, global_position bigint). */
export const POSITION_PAIR = { transaction: 'transaction_id', position: 'global_position' } as const;
/** A text column by this name holds the PostgreSQL adapter's `transaction/position` (src/platform/event-store). */
export const POSITION_TEXT_COLUMN = 'position';
