import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { sourcesUnder, specifiersOf, SRC } from './source-imports';

// src/platform/ is what every feature builds on (DESIGN §2): it must never import one. Features
// register their projections, reactions, socket handlers and controllers with it instead, and the
// composition roots beside app.module.ts put the two together.
const PLATFORM = join(SRC, 'platform');
const FEATURES = ['batch', 'around-batch', 'people', 'operations', 'dev'];

/** Why this specifier, written in `file`, leaves the platform for a feature or a composition root; null when it does not. */
function offence(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const target = relative(SRC, resolve(dirname(file), specifier));
    const outsideSrc = target === '..' || target.startsWith(`..${sep}`);
    const inPlatform = target === 'platform' || target.startsWith(`platform${sep}`);
    return outsideSrc || inPlatform ? null : `reaches src/${target.split(sep).join('/')}`;
  }
  // tsconfig's baseUrl makes `src/...` resolvable, and a future alias might be `@batch/...`.
  const bare = specifier.replace(/^@\//, 'src/');
  if (/^src\//.test(bare) && !/^src\/platform(\/|$)/.test(bare)) return `reaches ${bare}`;
  const first = specifier.replace(/^@/, '').split('/')[0];
  return FEATURES.includes(first) ? `names the feature ${first}` : null;
}

describe('src/platform/ knows no feature', () => {
  const files = sourcesUnder(PLATFORM);

  it('finds the platform sources', () => {
    expect(files.length).toBeGreaterThan(60);
  });

  it('recognises every form of a feature import', () => {
    const file = join(PLATFORM, 'realtime', 'realtime.gateway.ts');
    const text = [
      "import { A } from '../../batch/read/push/batch-visibility';",
      'export { B } from "../../people/chat/chat.socket";',
      "import '../../dev/seed/seed-demo-data';",
      "const c = require('../../around-batch/robot/robot.module');",
      "const d = import('../../operations/audit/audit.module');",
      "import { E } from 'src/batch/batch.module';",
      "import { F } from '@batch/read/batch-read.module';",
      "import { G } from '../../app.module';",
    ].join('\n');
    expect(specifiersOf(text).map((s) => offence(file, s) !== null)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    const allowed = [
      "import { H } from '../auth/actor';",
      "import { I } from '../../../migrations';",
      "import { Module } from '@nestjs/common';",
      "import { J } from '@machines/batch/statuses';",
    ];
    expect(specifiersOf(allowed.join('\n')).map((s) => offence(file, s))).toEqual([null, null, null, null]);
  });

  it.each(files.map((f) => [relative(PLATFORM, f), f]))('%s imports no feature', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/\brequire\s*\(\s*[^'"`\s)]/); // a computed require() would hide its target
    const offences = specifiersOf(text).flatMap((specifier) => {
      const why = offence(file, specifier);
      return why ? [`${specifier}: ${why}`] : [];
    });
    expect(offences).toEqual([]);
  });
});
