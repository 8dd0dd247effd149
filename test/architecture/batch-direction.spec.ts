import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sourcesUnder, specifiersOf, SRC } from './source-imports';

// src/batch is the aggregate's one home: the features around it (payments, refunds, assignment,
// robot, timers, proofs...) import it, never the reverse (DESIGN §2). People, operations and the
// dev tools sit above it too.
const BATCH = join(SRC, 'batch');
const ABOVE = ['around-batch', 'people', 'operations', 'dev'].map((folder) => join(SRC, folder));

describe('src/batch imports nothing above it', () => {
  const files = sourcesUnder(BATCH, (name) => name.endsWith('.ts'));

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
