import { join } from 'node:path';
import { importsOf, isEntryOf, shown, sourcesUnder, SRC, within } from './source-imports';

// src/batch has one public entry, src/batch/index.ts: features, the legacy API and the composition
// roots import what it exports and nothing else, so everything behind it can move or change
// without breaking them. (Tests under test/ may still reach inside to unit-test a part.)
const BATCH = join(SRC, 'batch');

/** `file: specifier` for each import of `file` that reaches into src/batch past its entry. */
function offences(file: string, text?: string): string[] {
  if (within(file, BATCH)) return [];
  return importsOf(file, text)
    .filter(([, target]) => within(target, BATCH) && !isEntryOf(target, BATCH))
    .map(([specifier]) => `${shown(file)}: ${specifier}`);
}

describe('src/batch is imported only through its entry', () => {
  const files = sourcesUnder(SRC);

  it('finds the sources and the entry', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain(join(BATCH, 'index.ts'));
  });

  it('tells the entry from a path behind it', () => {
    const file = join(SRC, 'around-batch', 'refunds', 'refunds.service.ts');
    const text = [
      "import { BatchWriter } from '../../batch';",
      "import { BatchWriter as W } from '../../batch/index';",
      "import { LoadedBatch } from '../../batch/write/loaded-batch';",
      "export { X } from 'src/batch/core/domain-error.mapper';",
      "const y = require('../../batch/batch.module');",
    ].join('\n');
    expect(offences(file, text)).toEqual([
      'src/around-batch/refunds/refunds.service.ts: ../../batch/write/loaded-batch',
      'src/around-batch/refunds/refunds.service.ts: src/batch/core/domain-error.mapper',
      'src/around-batch/refunds/refunds.service.ts: ../../batch/batch.module',
    ]);
  });

  it('no file outside src/batch imports a path inside it other than the entry', () => {
    expect(files.flatMap((file) => offences(file))).toEqual([]);
  });
});
