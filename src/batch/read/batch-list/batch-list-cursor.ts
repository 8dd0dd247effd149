import { ApiError } from '../../../platform/web/api-error';

/** Where a keyset page continues: after the row with this sort key and batch id, in this ordering. */
export interface ListCursor {
  ordering: string;
  key: string;
  batchId: string;
}

/** How a sort key travels: as PostgreSQL prints it in JSON (ISO 8601 with microseconds for times). */
export type SortKeyType = 'timestamptz' | 'int' | 'text';

const KEY_FORMAT: Record<SortKeyType, RegExp> = {
  timestamptz: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)$/,
  int: /^-?\d{1,9}$/,
  text: /^.{0,100}$/s,
};

/** Opaque to clients: base64url of a small JSON array. */
export function encodeCursor(c: ListCursor): string {
  return Buffer.from(JSON.stringify([c.ordering, c.key, c.batchId])).toString('base64url');
}

const refused = () =>
  new ApiError(400, 'VALIDATION_FAILED', 'cursor is not one this list answered', {
    field: 'cursor',
    constraint: 'cursor',
  });

/**
 * The cursor of a `next_cursor` answer, checked before any of it reaches SQL: a cursor of another
 * ordering, or a key that is not of the ordering column's type, is refused (400), never a 500.
 */
export function decodeCursor(text: string, ordering: string, keyType: SortKeyType): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw refused();
  const [o, key, batchId] = parsed as unknown[];
  if (o !== ordering || typeof key !== 'string' || typeof batchId !== 'string') throw refused();
  if (!KEY_FORMAT[keyType].test(key) || batchId.length === 0 || batchId.length > 100) throw refused();
  if (keyType === 'timestamptz' && Number.isNaN(Date.parse(key))) throw refused();
  return { ordering, key, batchId };
}
