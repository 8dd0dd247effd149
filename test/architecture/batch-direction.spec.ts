import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// src/batch is the aggregate's one home: the features around it (payments, refunds, assignment,
// robot, timers, proofs...) import it, never the reverse (DESIGN §2). People, operations and the
// dev tools sit above it too.
const SRC = join(__dirname, '..', '..', 'src');
const BATCH = join(SRC, 'batch');
const ABOVE = ['around-batch', 'people', 'operations', 'dev'].map((folder) => join(SRC, folder));

/**
 * Read-side files that still reach a feature for what the batch detail shows (assignment records,
 * robot failures, the proof view). They go when the features register their detail contributions
 * with the read side; nothing may be added here.
 */
const KNOWN_READ_SIDE_EXCEPTIONS: Record<string, readonly string[]> = {
  'read/batch-detail/batch-detail.query.ts': ['around-batch/assignment/assignment-records.repository', 'around-batch/robot/robot-failures.repository'],
  'read/batch-detail/batch-detail.view.ts': ['around-batch/proofs/proof.view'],
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function specifiersOf(text: string): string[] {
  const patterns = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\brequire\s*\(\s*['"`]([^'"`]+)['"`]/g, /\bimport\s*\(\s*['"`]([^'"`]+)['"`]/g];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]));
}

describe('src/batch imports nothing above it', () => {
  const files = sourcesUnder(BATCH);

  it('finds the batch sources', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((f) => [relative(BATCH, f), f]))('%s imports no around-batch, people, operations or dev module', (name, file) => {
    const allowed = KNOWN_READ_SIDE_EXCEPTIONS[name] ?? [];
    const upward = specifiersOf(readFileSync(file, 'utf8'))
      .filter((s) => s.startsWith('.'))
      .map((s) => resolve(file, '..', s))
      .filter((target) => ABOVE.some((dir) => target === dir || target.startsWith(`${dir}/`)))
      .map((target) => relative(SRC, target))
      .filter((target) => !allowed.includes(target));
    expect(upward).toEqual([]);
  });

  it('keeps the list of read-side exceptions true (an entry that is no longer needed is removed)', () => {
    for (const [name, targets] of Object.entries(KNOWN_READ_SIDE_EXCEPTIONS)) {
      const path = join(BATCH, name);
      const present = statSync(path, { throwIfNoEntry: false }) ? specifiersOf(readFileSync(path, 'utf8')).map((s) => relative(SRC, resolve(path, '..', s))) : [];
      expect([name, targets.filter((t) => !present.includes(t))]).toEqual([name, []]);
    }
  });
});
