import { join, relative, sep } from 'node:path';
import { importsOf, shown, sourcesUnder, SRC, within } from './source-imports';

// Inside src/batch every arrow points down: http/ (controllers) over write/ (the writer and its
// actions) and read/ (read models and queries), both over core/ (what both sides share: stored
// state, options, errors, pricing, order rules). write/ and read/ never import each other, so the
// write path does not depend on a read model and a read model not on the writer. batch.module.ts
// and index.ts sit on top and put the parts together; no part imports them.
const BATCH = join(SRC, 'batch');
const RANK: Record<string, number> = { core: 0, read: 1, write: 1, http: 2 };
const COMPOSITION = ['batch.module', 'index'];

/** The part of src/batch a path belongs to: its first folder, or the file name for the top files. */
function partOf(path: string): string {
  const first = relative(BATCH, path).split(sep)[0];
  return first.replace(/\.tsx?$/, '');
}

/** `file: specifier` for each import of `file` that points up or sideways inside src/batch. */
function offences(file: string, text?: string): string[] {
  const from = partOf(file);
  if (COMPOSITION.includes(from)) return [];
  return importsOf(file, text)
    .filter(([, target]) => within(target, BATCH))
    .filter(([, target]) => {
      const to = partOf(target);
      if (to === from) return false;
      return !(to in RANK) || RANK[to] >= RANK[from];
    })
    .map(([specifier]) => `${shown(file)}: ${specifier} (${from} → ${partOf(resolveShown(file, specifier))})`);
}

const resolveShown = (file: string, specifier: string): string =>
  importsOf(file, `import '${specifier}';`)[0]?.[1] ?? specifier;

describe('src/batch imports point down only', () => {
  const files = sourcesUnder(BATCH);

  it('finds the batch sources, each in a known part', () => {
    expect(files.length).toBeGreaterThan(60);
    const unknown = files.map(partOf).filter((part) => !(part in RANK) && !COMPOSITION.includes(part));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('recognises an upward or sideways import', () => {
    const read = join(BATCH, 'read', 'batch-detail', 'batch-detail.query.ts');
    const core = join(BATCH, 'core', 'pricing', 'batch-fee-quote.ts');
    const http = join(BATCH, 'http', 'batch-queries.controller.ts');
    const text = (...specifiers: string[]) => specifiers.map((s) => `import { X } from '${s}';`).join('\n');
    expect(
      offences(read, text('../../write/batch-writer', '../../http/command-http', '../../core/state/batch-state')),
    ).toEqual([
      'src/batch/read/batch-detail/batch-detail.query.ts: ../../write/batch-writer (read → write)',
      'src/batch/read/batch-detail/batch-detail.query.ts: ../../http/command-http (read → http)',
    ]);
    expect(offences(core, text('../../read/sql-where', '../../index', '../state/batch-columns'))).toEqual([
      'src/batch/core/pricing/batch-fee-quote.ts: ../../read/sql-where (core → read)',
      'src/batch/core/pricing/batch-fee-quote.ts: ../../index (core → index)',
    ]);
    expect(
      offences(http, text('../write/batch-writer', '../read/read-your-writes', '../core/batch-options.provider')),
    ).toEqual([]);
    expect(offences(http, text('../batch.module'))).toEqual([
      'src/batch/http/batch-queries.controller.ts: ../batch.module (http → batch.module)',
    ]);
  });

  it('no part imports a part above or beside it', () => {
    expect(files.flatMap((file) => offences(file))).toEqual([]);
  });
});
