/**
 * The named fields of a row, unchanged. Where a view shows columns under their own names, the list
 * of names is the whole mapping: a field added to the list is shown, and nothing else is.
 */
export function pickFields<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = row[key];
  return out;
}
