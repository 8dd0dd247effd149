// PostgreSQL's jsonb text form, in JavaScript, so an adapter without PostgreSQL (EventStoreDB)
// computes the same event hash as the es_event_hash SQL function: jsonb keeps one key order (by
// byte length, then bytes; the last of duplicate keys wins), prints ", " and ": " between items,
// escapes only what JSON must, and prints numbers as PostgreSQL numerics (never in exponent form).

const encoder = new TextEncoder();

function compareKeys(a: string, b: string): number {
  const ba = encoder.encode(a);
  const bb = encoder.encode(b);
  if (ba.length !== bb.length) return ba.length - bb.length;
  for (let i = 0; i < ba.length; i += 1) if (ba[i] !== bb[i]) return ba[i] - bb[i];
  return 0;
}

const ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

function quote(text: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${text.replace(/["\\\u0000-\u001f]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}

/** `1.5e-7` → `0.00000015`, `1e+21` → `1000000000000000000000`: numeric keeps every digit, in plain form. */
export function plainNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`jsonb has no ${value}`);
  const text = String(value === 0 ? 0 : value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = '', exponentText] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** The text `value::jsonb::text` gives for a JSON value (as JSON.parse would hand it over). */
export function jsonbText(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return plainNumber(value);
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return `[${value.map((item) => jsonbText(item === undefined ? null : item)).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => compareKeys(a, b));
    return `{${entries.map(([k, v]) => `${quote(k)}: ${jsonbText(v)}`).join(', ')}}`;
  }
  throw new Error(`Not a JSON value: ${typeof value}`);
}
