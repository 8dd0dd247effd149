import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// src/batch is the aggregate's one home: the features around it (payments, refunds, assignment,
// robot, timers, proofs...) import it, never the reverse (DESIGN §2). People, operations and the
// dev tools sit above it too.
const SRC = join(__dirname, '..', '..', 'src');
const BATCH = join(SRC, 'batch');
const ABOVE = ['around-batch', 'people', 'operations', 'dev'].map((folder) => join(SRC, folder));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function specifiersOf(text: string): string[] {
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]));
}

describe('src/batch imports nothing above it', () => {
  const files = sourcesUnder(BATCH);

  it('finds the batch sources', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((f) => [relative(BATCH, f), f]))(
    '%s imports no around-batch, people, operations or dev module',
    (_name, file) => {
      const upward = specifiersOf(readFileSync(file, 'utf8'))
        .filter((s) => s.startsWith('.'))
        .map((s) => resolve(file, '..', s))
        .filter((target) => ABOVE.some((dir) => target === dir || target.startsWith(`${dir}/`)))
        .map((target) => relative(SRC, target));
      expect(upward).toEqual([]);
    },
  );
});
