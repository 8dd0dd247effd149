import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Lives here rather than beside the commands: it reads the folder, and machines/ imports no I/O.
/** Every command file is in the one list (commands/index.ts), so no command is declared and forgotten. */
describe('machines/batch/commands', () => {
  const dir = join(__dirname, '..', '..', 'machines', 'batch', 'commands');
  const index = readFileSync(join(dir, 'index.ts'), 'utf8');
  const files = readdirSync(dir).filter((f) => f.endsWith('.command.ts'));

  it('has the command files', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((f) => [f]))('%s is imported by commands/index.ts', (file) => {
    expect(index).toContain(`from './${file.replace(/\.ts$/, '')}'`);
  });

  it.each(files.map((f) => [f]))('%s declares exactly one command', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text.match(/= defineCommand</g)?.length).toBe(1);
  });
});
