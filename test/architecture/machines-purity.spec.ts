import { readFileSync } from 'node:fs';
import { sourcesUnder } from './source-imports';
import { join, relative } from 'node:path';

// machines/ is shared by the server and the browser bundles and must stay deterministic: time, ids
// and randomness come in through commands, and no framework or I/O module may be imported.
const ROOT = join(__dirname, '..', '..', 'machines');

describe('machines/ stays pure', () => {
  const files = sourcesUnder(ROOT, (name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'));

  it('finds the workflow and pricing sources', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s imports only xstate and machines/ files', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    // Every way a module can be pulled in: static imports and re-exports (either quote), side-effect
    // imports, require() and dynamic import().
    const patterns = [
      /\bfrom\s*['"]([^'"]+)['"]/g,
      /\bimport\s*['"]([^'"]+)['"]/g,
      /\brequire\s*\(\s*['"`]([^'"`]+)['"`]/g,
      /\bimport\s*\(\s*['"`]([^'"`]+)['"`]/g,
    ];
    const specifiers = patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]));
    expect(text).not.toMatch(/\brequire\s*\(\s*[^'"`\s]/); // a computed require() would hide its target
    for (const specifier of specifiers) expect(specifier).toMatch(/^(\.{1,2}\/|xstate$)/);
    for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
      expect(relative(ROOT, join(file, '..', specifier))).not.toMatch(/^\.\./);
    }
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s reads no clock, randomness or environment', (_name, file) => {
    // `new Date()` reads the clock; `new Date(ms)` of an instant handed in (a command's `at`) does not.
    expect(readFileSync(file, 'utf8')).not.toMatch(/Date\.now\(|new Date\(\s*\)|Math\.random|process\.|crypto\./);
  });
});
