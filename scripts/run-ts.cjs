#!/usr/bin/env node
// Runs a TypeScript entry point (benchmarks) without a build step: a require hook transpiles our
// .ts files with SWC (same settings as the Jest transform; type-checking is `npm run typecheck`).
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const { transformSync } = require('@swc/core');

const options = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
    // The @machines/… and @contracts/… aliases (tsconfig paths), rewritten to relative requires.
    baseUrl: resolve(__dirname, '..'),
    paths: { '@machines/*': ['machines/*'], '@contracts/*': ['contracts/*'] },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
process.setSourceMapsEnabled?.(true);

const entry = process.argv[2];
if (!entry) {
  process.stderr.write('usage: node scripts/run-ts.cjs <file.ts> [args...]\n');
  process.exit(2);
}
process.argv.splice(1, 1);
require(resolve(entry));
