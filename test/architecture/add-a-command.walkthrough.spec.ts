import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * machines/batch/README.md's "How to add a command", followed literally in a copy of the project:
 * the README's code blocks (each names its file on its opening line) are written as they stand,
 * the index entry is added, `npm run generate` runs, and then the type-check and the machines'
 * tests (with the architecture and generated-artefact checks on commands) must pass there. So the
 * walk-through cannot promise fewer steps than a new command really needs, nor drift from the code.
 */
const ROOT = resolve(__dirname, '..', '..');
const README = join(ROOT, 'machines', 'batch', 'README.md');
const INDEX = 'machines/batch/commands/index.ts';
/** Set in the copy, so that a run there never starts another copy. */
const IN_COPY = 'ADD_A_COMMAND_WALKTHROUGH_COPY';
/** What the copy needs: everything tsc and the unit project read (not the operations and deployment papers). */
const SKIPPED = /^(ops|deploy)\//;

interface Block {
  readonly path: string;
  readonly code: string;
}

/** The "How to add a command" section and its file blocks (```ts <path>). */
function walkthrough(): { text: string; blocks: Block[] } {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf('## How to add a command');
  const end = readme.indexOf('\n## ', start + 1);
  const text = readme.slice(start, end);
  const blocks = [...text.matchAll(/^```ts (\S+)\n([\s\S]*?)^```$/gm)].map((m) => ({ path: m[1], code: m[2] }));
  return { text, blocks };
}

/** The index entry: the block's imports after the index's last import, its list names at the end of COMMANDS. */
function withEntry(index: string, block: string): string {
  const lines = block.split('\n');
  const imports = lines.filter((l) => l.startsWith('import '));
  const names = lines.filter((l) => /^\s+\w+,$/.test(l));
  expect({ imports: imports.length, names: names.length }).toEqual({ imports: 1, names: 1 });
  const lastImport = index.lastIndexOf('\nimport ');
  const afterImports = index.indexOf('\n', index.indexOf(';', lastImport)) + 1;
  const withImport = index.slice(0, afterImports) + imports.join('\n') + '\n' + index.slice(afterImports);
  const close = withImport.indexOf('\n] as const;');
  expect(close).toBeGreaterThan(0);
  return withImport.slice(0, close) + '\n' + names.join('\n') + withImport.slice(close);
}

/** Every file of the working tree (committed or not, ignored ones aside) that the copy needs. */
function copyProject(to: string): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0')) {
    if (!file || SKIPPED.test(file) || file === 'node_modules' || !existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(to, file));
  }
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(to, 'node_modules'), 'dir');
}

interface Run {
  readonly code: number | null;
  readonly output: string;
}

/** Runs a command in the copy, without the npm variables of the run that started this test (they name this project). */
function run(cwd: string, command: string, args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { [IN_COPY]: '1' };
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key)) env[key] ??= value;
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => done({ code, output }));
  });
}

/** Fails with the step's own output (its last lines) when it did not succeed. */
function expectPassed(step: string, result: Run): void {
  if (result.code === 0) return;
  const tail = result.output.split('\n').slice(-80).join('\n');
  throw new Error(`${step} failed (exit ${result.code}) in the copy:\n${tail}`);
}

const describeOutsideCopy = process.env[IN_COPY] ? describe.skip : describe;

describeOutsideCopy('machines/batch/README.md: How to add a command, followed literally', () => {
  let copy: string;

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'add-a-command-'));
    copyProject(copy);
  });

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('asks for a command file, one index entry and a spec, then npm run generate', () => {
    const { text, blocks } = walkthrough();
    const paths = blocks.map((b) => b.path);
    expect(paths).toHaveLength(3);
    expect(paths[0]).toMatch(/^machines\/batch\/commands\/[a-z-]+\.command\.ts$/);
    expect(paths[1]).toBe(INDEX);
    expect(paths[2]).toMatch(/^machines\/batch\/commands\/[a-z-]+\.spec\.ts$/);
    expect(text).toContain('**`npm run generate`**');
  });

  it('gives a command that type-checks and passes every machines test once `npm run generate` ran', async () => {
    const { blocks } = walkthrough();
    for (const { path, code } of blocks) {
      const target = join(copy, path);
      if (path === INDEX) {
        writeFileSync(target, withEntry(readFileSync(target, 'utf8'), code));
      } else {
        expect({ path, exists: existsSync(target) }).toEqual({ path, exists: false });
        writeFileSync(target, code);
      }
    }
    const type = /defineCommand<\w+>\(\{\s*type:\s*'(\w+)'/.exec(blocks[0].code)?.[1] ?? '';
    expect(type).toMatch(/^[A-Z]\w+$/);

    const generate = await run(copy, 'npm', ['run', 'generate']);
    expectPassed('npm run generate', generate);
    // It pinned the new command's permissions and listed it.
    const snapshot = JSON.parse(readFileSync(join(copy, 'machines/testing/permission-snapshot.json'), 'utf8')) as {
      commands: string[];
    };
    expect(snapshot.commands).toContain(type);
    expect(readFileSync(join(copy, 'machines/batch/README.md'), 'utf8')).toContain(`| ${type} |`);

    const jest = join('node_modules', 'jest', 'bin', 'jest.js');
    const [tsc, tests] = await Promise.all([
      run(copy, process.execPath, [
        join('node_modules', 'typescript', 'bin', 'tsc'),
        '--noEmit',
        '-p',
        'tsconfig.json',
      ]),
      run(copy, process.execPath, [
        jest,
        '--selectProjects',
        'unit',
        '--cacheDirectory',
        join(copy, '.jest-cache'),
        '--maxWorkers=1',
        '--testPathPatterns',
        '/machines/',
        'test/architecture/batch-',
        'src/batch/write/machine-version',
        'src/platform/openapi/contract-schemas',
      ]),
    ]);
    expectPassed('tsc --noEmit', tsc);
    expectPassed('the machines tests', tests);
    expect(tests.output).toContain(blocks[2].path);
  }, 300_000);
});
