import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, isEntryOf, shown, sourcesUnder, SRC, within } from './source-imports';

// A feature around the batch (src/around-batch/*) or of people (src/people/*) that has an index.ts
// is imported only through it, by other features and by the composition roots (app.module.ts,
// create-app.ts, main.ts) alike: what it does not export may change without breaking anyone.
// An entry re-exports its feature's files, so an import cycle through an entry would make load
// order matter (a class read before its file finished loading): none may pass through one. That is
// why accounts imports neither otp nor erasure (both build on it) and the account endpoints that
// need them live a level up, in account-settings.
const FEATURES = ['around-batch', 'people'].flatMap((group) =>
  readdirSync(join(SRC, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(SRC, group, entry.name)),
);
const WITH_ENTRY = FEATURES.filter((folder) => existsSync(join(folder, 'index.ts')));

/** `file: specifier` for each import of `file` that reaches past another feature's entry. */
function offences(file: string, features: readonly string[], text?: string): string[] {
  return importsOf(file, text)
    .filter(([, target]) =>
      features.some((folder) => within(target, folder) && !within(file, folder) && !isEntryOf(target, folder)),
    )
    .map(([specifier]) => `${shown(file)}: ${specifier}`);
}

/** The source file an import target names (file.ts, file.tsx or folder/index.ts), if any. */
function fileOf(target: string, known: ReadonlySet<string>): string | undefined {
  return [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts'), target].find((c) => known.has(c));
}

/** A shortest import path from `start` back to itself, as printed files, or null. */
function cycleThrough(start: string, graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]) as string);
        return [...path, start].map(shown);
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

describe('features with an entry are imported only through it', () => {
  const files = sourcesUnder(SRC);

  it('finds the features and their entries', () => {
    expect(FEATURES.length).toBeGreaterThan(10);
    expect(WITH_ENTRY.map(shown)).toEqual(
      expect.arrayContaining(['src/around-batch/payments', 'src/around-batch/promotions', 'src/around-batch/refunds']),
    );
  });

  it('tells an entry from a path behind it', () => {
    const file = join(SRC, 'around-batch', 'refunds', 'refund-completion.ts');
    const text = [
      "import { PaymentRefunds } from '../payments';",
      "import { PaymentRefunds as P } from '../payments/index';",
      "import { withBatchLock } from '../payments/batch/batch-lock';",
      "import { RefundBatches } from './refund-batches';",
      "import { X } from 'src/around-batch/promotions/promotions.service';",
    ].join('\n');
    const features = ['payments', 'promotions', 'refunds'].map((f) => join(SRC, 'around-batch', f));
    expect(offences(file, features, text)).toEqual([
      'src/around-batch/refunds/refund-completion.ts: ../payments/batch/batch-lock',
      'src/around-batch/refunds/refund-completion.ts: src/around-batch/promotions/promotions.service',
    ]);
  });

  it('no file imports a path inside another feature other than its entry', () => {
    expect(files.flatMap((file) => offences(file, WITH_ENTRY))).toEqual([]);
  });

  it('no import cycle passes through an entry', () => {
    const known = new Set(files);
    const graph = new Map(
      files.map((file) => [
        file,
        importsOf(file)
          .map(([, target]) => fileOf(target, known))
          .filter((f): f is string => !!f),
      ]),
    );
    expect(
      cycleThrough(
        'a',
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a'].map(shown));
    const entries = [join(SRC, 'batch', 'index.ts'), ...WITH_ENTRY.map((folder) => join(folder, 'index.ts'))];
    const cycles = entries.flatMap((entry) => {
      const cycle = cycleThrough(entry, graph);
      return cycle ? [cycle.join(' → ')] : [];
    });
    expect(cycles).toEqual([]);
  });
});
