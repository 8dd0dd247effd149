import { readFileSync } from 'node:fs';
import { sourcesUnder } from './source-imports';
import { join, relative, resolve } from 'node:path';

// A request body or query is declared twice: the class-validator DTO the server validates with, and
// the contract type in contracts/ the clients and the OpenAPI document are built from. Only
// `dtoMatches<Dto, Contract>(true)` (src/platform/web/dto-contract.ts) makes the compiler compare
// them, field by field and both ways, so every DTO class must carry that call in its own file. This
// check is textual on purpose: it finds the DTOs and their calls; the type checker does the comparing.
const ROOT = resolve(__dirname, '..', '..');
const SRC = join(ROOT, 'src');

interface Source {
  path: string;
  text: string;
}

/** The text from `open` (an index of `{`) to its matching `}`. */
function block(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}') depth -= 1;
    if (depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

/** Local names a file imports from modules matching `from`: named (with `as`), default and `* as`. */
function importedNames(text: string, from: RegExp): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s*['"]([^'"]+)['"]/g)) {
    if (!from.test(m[3])) continue;
    const clause = m[2];
    const namespace = /\*\s+as\s+(\w+)/.exec(clause);
    if (namespace) names.push(namespace[1]);
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const part of braces ? braces[1].split(',') : []) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

// Validators of our own that wrap class-validator (src/platform/web), and the batch entry's bundle.
const OWN_VALIDATORS = /(^|\/)(is-decimal-number|field-rules|nested-list|item-ids|item-fields|address-fields)$/;
const BATCH_ENTRY_VALIDATORS = [
  'ItemIds',
  'ShopLink',
  'ItemCategory',
  'OptionalUploadId',
  'AddressLine',
  'OptionalAddressLine',
  'PlaceName',
  'ZipCode',
];

/** Classes whose members carry a class-validator decorator (or one of ours built on it). */
export function validatedClasses(source: Source): string[] {
  const decorators = [
    ...importedNames(source.text, /^class-validator$/),
    ...importedNames(source.text, OWN_VALIDATORS),
    ...importedNames(source.text, /(^|\/)batch$/).filter((name) => BATCH_ENTRY_VALIDATORS.includes(name)),
  ];
  // Decorator factories declared in the file itself from class-validator ones (`const id = () => applyDecorators(IsInt(...))`).
  for (const m of source.text.matchAll(/const\s+(\w+)\s*=\s*\([^)]*\)\s*=>\s*applyDecorators\(/g))
    decorators.push(m[1]);
  if (decorators.length === 0) return [];
  const used = new RegExp(`@(${decorators.join('|')})\\s*\\(`);
  return classes(source.text)
    .filter(({ body }) => used.test(body))
    .map(({ name }) => name);
}

function classes(text: string): Array<{ name: string; body: string }> {
  return [...text.matchAll(/\bclass\s+(\w+)[^{]*\{/g)].map((m) => ({
    name: m[1],
    body: block(text, (m.index ?? 0) + m[0].length - 1),
  }));
}

/**
 * Types of whole-object `@Body()`, `@Query()` and `@Param()` parameters (not `@Query('one')`): a
 * name (`FooDto`, `unknown`, `Record` of `Record<string, unknown>`) or an inline `{ ... }` type.
 */
export function parameterTypes(text: string): string[] {
  return [
    ...text.matchAll(/@(?:Body|Query|Param)\(\s*\)\s*(?:\w+|\{[^}]*\})\s*\??:\s*([A-Za-z_][\w.]*|\{[^}]*\})/g),
  ].map((m) => m[1]);
}

/**
 * Why a parameter type cannot be what the ValidationPipe checks against a contract, or null when it
 * names a type to look up: `unknown`, `any`, `object`, a primitive, a `Record<...>` or an inline
 * object type leave the body to a hand parser, which is the second declaration this rule removes.
 */
export function untypedParameter(type: string): string | null {
  if (type.startsWith('{')) return 'an inline object type';
  if (/^(unknown|any|object|string|number|boolean|Record)$/.test(type)) return `\`${type}\``;
  return null;
}

/** The type arguments of a `dtoMatches<...>` call, split at their top-level comma. */
function typeArguments(text: string, start: number): [string, string] {
  let depth = 0;
  let comma = -1;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '<' || c === '{' || c === '(' || c === '[') depth += 1;
    if (c === '>' || c === '}' || c === ')' || c === ']') {
      if (depth === 0) return [text.slice(start, comma), text.slice(comma + 1, i)];
      depth -= 1;
    }
    if (c === ',' && depth === 0 && comma < 0) comma = i;
  }
  return ['', ''];
}

/**
 * Why `name` (declared in `source`) is not tied to a contract type, or null when it is: a
 * `dtoMatches<...>` call whose first argument names the class (directly, through Defaulted/Widened/
 * FormText, or through a type alias of the file) and whose second names a type from @contracts.
 */
export function missingTie(name: string, source: Source): string | null {
  const aliases = new Map(
    [...source.text.matchAll(/\btype\s+(\w+)\s*=\s*([^;]+);/g)].map((m) => [m[1], m[2]] as const),
  );
  const contractNames = importedNames(source.text, /^@contracts\//);
  const word = new RegExp(`\\b${name}\\b`);
  const calls = [...source.text.matchAll(/\bdtoMatches</g)].map((m) =>
    typeArguments(source.text, (m.index ?? 0) + m[0].length),
  );
  const tie = calls.find(
    ([dto]) => word.test(dto) || [...aliases].some(([a, def]) => new RegExp(`\\b${a}\\b`).test(dto) && word.test(def)),
  );
  if (!tie) return 'has no dtoMatches<...>(true) call in its file';
  const named = tie[1].match(/[A-Za-z_]\w*/g) ?? [];
  return named.some((n) => contractNames.includes(n))
    ? null
    : `is tied to ${tie[1].trim()}, not a type from @contracts`;
}

describe('every request DTO is tied to its contract type', () => {
  const sources: Source[] = sourcesUnder(SRC, (name) => /\.ts$/.test(name) && !/\.(spec|e2e)\.ts$/.test(name)).map(
    (path) => ({ path, text: readFileSync(path, 'utf8') }),
  );
  const where = (path: string) => relative(ROOT, path);
  const declaring = new Map<string, Source>();
  for (const source of sources) for (const { name } of classes(source.text)) declaring.set(name, source);

  const dtos = new Map<string, Source>();
  for (const source of sources) for (const name of validatedClasses(source)) dtos.set(name, source);
  const notClasses: string[] = [];
  for (const source of sources.filter((s) => /@Controller\(/.test(s.text))) {
    for (const type of parameterTypes(source.text)) {
      const untyped = untypedParameter(type);
      if (untyped) {
        notClasses.push(`${untyped} (${where(source.path)}): a whole body, query or path needs a DTO class`);
        continue;
      }
      const declared = declaring.get(type);
      if (declared) dtos.set(type, declared);
      else
        notClasses.push(`${type} (${where(source.path)}): not a class of src/, so the ValidationPipe checks nothing`);
    }
  }

  it('finds the DTO classes', () => {
    expect(dtos.size).toBeGreaterThan(70);
    for (const name of ['CreateRequestDto', 'NewItemDto', 'LangQuery', 'IdParam', 'OutboxQuery', 'AssignBuyerDto']) {
      expect([...dtos.keys()]).toContain(name);
    }
  });

  it('types every whole-object @Body(), @Query() and @Param() with a class', () => {
    expect(notClasses).toEqual([]);
  });

  it('ties each one to a contract type with dtoMatches', () => {
    const untied = [...dtos]
      .map(([name, source]) => {
        const why = missingTie(name, source);
        return why && `${name} (${where(source.path)}) ${why}`;
      })
      .filter(Boolean);
    expect(untied).toEqual([]);
  });

  it('recognises a DTO and its tie, and reports one without', () => {
    const text = [
      "import { IsString } from 'class-validator';",
      "import type { FooBody } from '@contracts/foo';",
      "import type { Local } from './local';",
      'export class FooDto { @IsString() name: string; }',
      'export class BarDto { @IsString() name: string; }',
      'export class WireDto { @IsString() name: string; }',
      'export class LocalDto { @IsString() name: string; }',
      'export class Plain { name: string; }',
      'type WireView = Widened<WireDto, { name: string }>;',
      'dtoMatches<FooDto, FooBody>(true);',
      'dtoMatches<WireView, FooBody>(true);',
      'dtoMatches<LocalDto, Local>(true);',
    ].join('\n');
    const source = { path: 'x.dto.ts', text };
    expect(validatedClasses(source)).toEqual(['FooDto', 'BarDto', 'WireDto', 'LocalDto']);
    expect(missingTie('FooDto', source)).toBeNull();
    expect(missingTie('WireDto', source)).toBeNull();
    expect(missingTie('BarDto', source)).toBe('has no dtoMatches<...>(true) call in its file');
    expect(missingTie('LocalDto', source)).toBe('is tied to Local, not a type from @contracts');
    expect(
      parameterTypes("a(@Body() body: FooDto, @Query() q: BarDto, @Param() { id }: IdParam, @Query('x') x: string)"),
    ).toEqual(['FooDto', 'BarDto', 'IdParam']);
  });

  it('refuses a whole body typed unknown, Record or an inline object', () => {
    const handler = [
      'a(@Body() body: unknown) {}',
      'b(@Body() body: Record<string, unknown>) {}',
      'c(@Body() body: { coupon_code?: unknown }) {}',
      'd(@Body() body: ApplyCouponDto) {}',
    ].join('\n');
    const types = parameterTypes(handler);
    expect(types).toEqual(['unknown', 'Record', '{ coupon_code?: unknown }', 'ApplyCouponDto']);
    expect(types.map(untypedParameter)).toEqual(['`unknown`', '`Record`', 'an inline object type', null]);
  });
});
