import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// What the import rules of src/ read: every source file and where each of its imports lands.
export const SRC = resolve(__dirname, '..', '..', 'src');

/** The files below `dir` whose names `keep` accepts (by default every .ts and .tsx file). */
export function sourcesUnder(dir: string, keep: (name: string) => boolean = (name) => /\.tsx?$/.test(name)): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}

/** jest.mock() and jest.requireActual() name a module too (for the rules that hold specs to them as well). */
export const JEST_MODULE_SPECIFIER = /\bjest\.(?:mock|requireActual)\s*\(\s*['"`]([^'"`]+)['"`]/g;

/**
 * Every way a module can be pulled in: imports and re-exports (either quote), side-effect imports,
 * require() and import(), and any `extra` pattern (its first group is the specifier).
 */
export function specifiersOf(text: string, extra: readonly RegExp[] = []): string[] {
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]/g,
    ...extra,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]));
}

/**
 * The absolute path (without extension) a specifier written in `file` names inside src/, or null for
 * packages and the shared cores. tsconfig's baseUrl also makes `src/...` resolvable.
 */
export function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const target = resolve(dirname(file), specifier);
    return target === SRC || target.startsWith(`${SRC}${sep}`) ? target : null;
  }
  return /^src(\/|$)/.test(specifier) ? resolve(SRC, '..', specifier) : null;
}

/** `file`'s imports that land in src/, as [specifier, target]. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): [string, string][] {
  return specifiersOf(text).flatMap((specifier) => {
    const target = targetOf(file, specifier);
    return target ? [[specifier, target] as [string, string]] : [];
  });
}

/** A path inside src/ as the failures print it: `src/batch/write/batch-writer`. */
export const shown = (path: string): string => relative(resolve(SRC, '..'), path).split(sep).join('/');

/** Whether `target` is `folder` itself or lies inside it. */
export const within = (target: string, folder: string): boolean =>
  target === folder || target.startsWith(`${folder}${sep}`);

/** The entry of a feature folder: the folder itself or its index file. */
export const isEntryOf = (target: string, folder: string): boolean =>
  target === folder || target === join(folder, 'index') || target === join(folder, 'index.ts');
