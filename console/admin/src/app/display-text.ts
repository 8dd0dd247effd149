/**
 * A JSON field of unknown type as text: strings as they are, numbers and booleans spelled out,
 * objects and arrays as JSON (never "[object Object]"), null or missing as the fallback.
 */
export function displayText(value: unknown, fallback = ''): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? fallback;
}
