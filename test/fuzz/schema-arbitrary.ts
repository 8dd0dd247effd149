import fc from 'fast-check';
import { INPUT_MAXIMA } from '@contracts/batch/limits';

/**
 * Arbitraries for the API fuzz suite: values shaped like a contract's JSON Schema (schemas.json, so
 * they reach past the validation into the handlers), then made hostile one place at a time.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  minimum?: number;
  maximum?: number;
};

const nested = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

/** Strings that broke servers before: NUL, lone surrogates, RTL marks with emoji, huge, injections. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    'x\ud800',
    '\udc00y',
    '\u202e😀\u200f abc 👨‍👩‍👧',
    "' OR 1=1 --",
    '"; DROP TABLE es_events; --',
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    '%00',
    '${jndi:ldap://x}',
    '__proto__',
    'constructor',
    '9'.repeat(400),
    'é'.repeat(3000),
    '2026-13-45T99:99:99Z',
    'NaN',
    '-1',
    'null',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 12 }).map((s) => s.repeat(2000)),
);

const LIMITS = Object.values(INPUT_MAXIMA);
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -0.5, 0.5, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324),
  fc.constantFrom(...LIMITS.flatMap((m) => [m, m + 1, m * 10])),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value a hostile client might send in a field's place. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, nested(40), nested(6), [null], { __proto__: null, x: 1 }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}') as unknown),
  fc.array(hostileString, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

export class SchemaArbitraries {
  constructor(private readonly definitions: Record<string, Schema>) {}

  /** A value shaped like the named contract type (plausible strings and numbers). */
  of(name: string): fc.Arbitrary<unknown> {
    return this.from({ $ref: `#/definitions/${name}` }, 0);
  }

  private from(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    if (depth > 6) return fc.constant(null);
    if (schema.$ref) {
      const target = this.definitions[schema.$ref.replace('#/definitions/', '')];
      return target ? this.from(target, depth + 1) : fc.constant({});
    }
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options && options.length > 0) return fc.oneof(...options.map((s) => this.from(s, depth + 1)));
    if (schema.allOf && schema.allOf.length > 0) return this.from(schema.allOf[0], depth + 1);
    const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat();
    return fc.oneof(...types.map((t) => this.ofType(t, schema, depth)));
  }

  private ofType(type: string, schema: Schema, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
      case 'number':
        return fc.oneof(fc.integer({ min: 0, max: 20000 }), fc.constantFrom(1, 100, 12000));
      case 'array':
        return fc.array(schema.items ? this.from(schema.items, depth + 1) : fc.string(), { maxLength: 3 });
      case 'object': {
        const properties = schema.properties ?? {};
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, s] of Object.entries(properties)) record[key] = this.from(s, depth + 1);
        return fc.record(record, { requiredKeys: schema.required?.filter((k) => k in properties) ?? [] });
      }
      default:
        return fc.oneof(
          fc.constantFrom('us', 'hk', 'USD', 'HKD', 'https://shop.example.com/p/1', 'item-1', 'none', 'pickup'),
          fc.uuid(),
          fc.string({ maxLength: 12 }),
        );
    }
  }
}

/** Every place inside a value: `[]` is the value itself. */
function paths(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

function replaced(value: unknown, at: (string | number)[], by: unknown): unknown {
  if (at.length === 0) return by;
  const [head, ...rest] = at;
  if (Array.isArray(value)) return (value as unknown[]).map((v, i) => (i === head ? replaced(v, rest, by) : v));
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaced(copy[head], rest, by);
  return copy;
}

function withoutKey(value: unknown, at: (string | number)[]): unknown {
  if (at.length === 0 || typeof value !== 'object' || value === null) return value;
  const [head, ...rest] = at;
  if (rest.length === 0) {
    if (Array.isArray(value)) return value.filter((_, i) => i !== head);
    const copy = { ...(value as Record<string, unknown>) };
    delete copy[head];
    return copy;
  }
  if (Array.isArray(value)) return (value as unknown[]).map((v, i) => (i === head ? withoutKey(v, rest) : v));
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = withoutKey(copy[head], rest);
  return copy;
}

/** A plausible value, then one hostile change: a field replaced, a field removed, or nothing. */
export function mutated(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(plausible, fc.nat(), hostileValue, fc.constantFrom('replace', 'replace', 'remove', 'keep'))
    .map(([value, pick, hostile, how]) => {
      const all = paths(value);
      const at = all[pick % all.length];
      if (how === 'keep') return value;
      if (how === 'remove') return withoutKey(value, at);
      return replaced(value, at, hostile);
    });
}
