import { readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { sourcesUnder } from './source-imports';

// A test that swaps an outside service (the card provider, the robot, SMS, mail) overrides its Nest
// provider (test/support/README.md), which only works when the app is built through Nest's testing
// module: test/support/test-app.ts's `buildTestApp`. An app built with NestFactory or main's
// `createApp` cannot be overridden, and invites swapping services on the running app instead.
const TEST = resolve(__dirname, '..');

/** Suites that start the real server as a child process (`npm start`'s own path), as production does. */
const REAL_PROCESSES = ['bench', 'start', 'scale'];

/** This rule's own file names what it forbids. */
const THIS_FILE = relative(TEST, __filename).split(sep).join('/');

const BUILDERS: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\bNestFactory\b/, what: 'NestFactory (build the app with buildTestApp / startTestApp)' },
  { pattern: /\bcreateApp\b/, what: "main's createApp (build the app with buildTestApp / startTestApp)" },
];

/** The code of a file without its comments, so a doc comment may still name what it avoids. */
function withoutComments(text: string): string {
  // A `//` after a colon is a URL in a string ('http://...'), not a comment.
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/** What in `text` builds the app some other way than through the testing module. */
function otherAppBuilders(text: string): string[] {
  const code = withoutComments(text);
  return BUILDERS.filter(({ pattern }) => pattern.test(code)).map(({ what }) => what);
}

const shownName = (file: string) => relative(TEST, file).split(sep).join('/');

const inScope = (file: string) => {
  const name = shownName(file);
  return name !== THIS_FILE && !REAL_PROCESSES.some((folder) => name.startsWith(`${folder}/`));
};

describe('tests build the app through Nest’s testing module', () => {
  const files = sourcesUnder(TEST, (name) => /\.(?:[cm]?[jt]s|tsx)$/.test(name)).filter(inScope);

  it('finds the suites, the kit’s builder and the folders left to real processes', () => {
    expect(files.length).toBeGreaterThan(250);
    for (const folder of REAL_PROCESSES) expect(statSync(join(TEST, folder)).isDirectory()).toBe(true);
    const builder = readFileSync(join(TEST, 'support', 'test-app.ts'), 'utf8');
    expect(builder).toMatch(/\bTest\.createTestingModule\s*\(/);
    expect(otherAppBuilders(builder)).toEqual([]);
  });

  it('recognises every way of building the app outside the testing module, and only those', () => {
    const offending = [
      'const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true });',
      'const ctx = await NestFactory.createApplicationContext(AppModule);',
      "import { NestFactory } from '@nestjs/core';",
      'const app = await createApp(config, dataSource, url);',
      "import { createApp as boot } from '../../src/create-app';",
      'const { app } = await createApp (config);',
    ];
    expect(offending.map((line) => otherAppBuilders(line).length)).toEqual(Array(offending.length).fill(1));
    const allowed = [
      "/** Configured exactly as main.ts's `createApp` does; never NestFactory.create. */",
      "// NestFactory.create would not take overrides: createApp( is main's",
      'const moduleRef = await Test.createTestingModule({ imports: [appModule(config, ds, url)] }).compile();',
      "const url = 'http://127.0.0.1:9/return'; const app = await buildTestApp(config, ds, url);",
      'const world = createAppWorld(); const created = createApplication();',
    ];
    expect(allowed.map((line) => otherAppBuilders(line))).toEqual(allowed.map(() => []));
  });

  it.each(files.map((f) => [shownName(f), f]))(
    'test/%s builds the app only through the testing module (test/support/test-app.ts)',
    (_name, file) => {
      expect(otherAppBuilders(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});
