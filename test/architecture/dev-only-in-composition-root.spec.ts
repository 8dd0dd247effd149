import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { JEST_MODULE_SPECIFIER, sourcesUnder, specifiersOf, SRC } from './source-imports';

// src/dev/ holds the local stand-ins of outside services and the demo data (DESIGN §8). Features
// depend on their ports only; which implementation runs is decided in one place, the composition
// root below, so a real adapter replaces a simulator there and nowhere else. Specs under src/ are
// held to the same rule: a spec of a simulator lives beside it in src/dev, or in test/.
const DEV = join(SRC, 'dev');

/**
 * The composition root: the Nest module that imports DevModule (which binds the ports) and the
 * process entry that seeds the demo data once the server runs.
 */
const COMPOSITION_ROOT = ['app.module.ts', 'main.ts'];

/** Where this specifier, written in `file`, lands in src/dev; null when it does not. */
function reachesDev(file: string, specifier: string): string | null {
  const target = specifier.startsWith('.')
    ? relative(SRC, resolve(dirname(file), specifier))
        .split(sep)
        .join('/')
    : // tsconfig's baseUrl makes `src/...` resolvable, and an alias might be `@/...` or `@dev/...`.
      specifier
        .replace(/^@\//, 'src/')
        .replace(/^@dev(\/|$)/, 'src/dev$1')
        .replace(/^src\//, '');
  return target === 'dev' || target.startsWith('dev/') ? `src/${target}` : null;
}

const outsideDevAndRoot = (file: string) => {
  const name = relative(SRC, file).split(sep).join('/');
  return !name.startsWith('dev/') && !COMPOSITION_ROOT.includes(name);
};

describe('only the composition root imports src/dev', () => {
  const files = sourcesUnder(SRC).filter(outsideDevAndRoot);

  it('finds the production sources and the composition root', () => {
    expect(files.length).toBeGreaterThan(300);
    for (const name of COMPOSITION_ROOT) expect(statSync(join(SRC, name)).isFile()).toBe(true);
    expect(statSync(DEV).isDirectory()).toBe(true);
  });

  it('recognises every form of an import of src/dev', () => {
    const file = join(SRC, 'around-batch', 'robot', 'robot.module.ts');
    const text = [
      "import { A } from '../../dev/purchase-robot-simulator/purchase-robot.simulator';",
      'export { B } from "../../dev/seed/demo-accounts";',
      "import '../../dev/seed/seed-demo-data';",
      "const c = require('../../dev/dev.module');",
      "const d = import('../../dev');",
      "import { E } from 'src/dev/dev.module';",
      "jest.mock('../../dev/seed/demo-batches');",
      "import { F } from '@dev/seed/demo-accounts';",
    ].join('\n');
    expect(specifiersOf(text, [JEST_MODULE_SPECIFIER]).map((s) => reachesDev(file, s) !== null)).toEqual(
      Array(8).fill(true),
    );
    const allowed = [
      "import { G } from './purchase-robot.port';",
      "import { H } from '../../people/sign-in/dev-sign-in.verifier';",
      "import { I } from '../../devices/x';",
      "import { Module } from '@nestjs/common';",
    ];
    expect(specifiersOf(allowed.join('\n'), [JEST_MODULE_SPECIFIER]).map((s) => reachesDev(file, s))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it.each(files.map((f) => [relative(SRC, f).split(sep).join('/'), f]))(
    'src/%s imports no part of src/dev (a port of its feature instead; src/dev/dev.module.ts binds it)',
    (_name, file) => {
      const text = readFileSync(file, 'utf8');
      expect(text).not.toMatch(/\brequire\s*\(\s*[^'"`\s)]/); // a computed require() would hide its target
      const offences = specifiersOf(text, [JEST_MODULE_SPECIFIER]).flatMap((specifier) => {
        const where = reachesDev(file, specifier);
        return where ? [`${specifier} reaches ${where}`] : [];
      });
      expect(offences).toEqual([]);
    },
  );
});
