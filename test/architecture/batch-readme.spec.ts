import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMAND_TYPES } from '@machines/batch/commands';
import { BATCH_EVENT_TYPES } from '@machines/batch/batch.events';
import { ANYTIME_EVENTS, TRANSITIONS } from '@machines/batch/batch.transitions';
import { expectWithHint, RUN_GENERATE } from '@machines/testing/generated-artefact';
import { withCommandsTable } from '../../scripts/generate/batch-readme-commands';

// Lives here rather than beside the machine: it reads a file, and machines/ imports no I/O, specs included.
/**
 * The README's transition table must name every transition-table event: a new event changes the
 * workflow, and its row says why, by hand. Every command is named too, in the command list that
 * `npm run generate` writes from the command files (scripts/generate/batch-readme-commands.ts).
 */
describe('machines/batch/README.md', () => {
  const readme = readFileSync(join(__dirname, '..', '..', 'machines', 'batch', 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Transition table'));
  const rows = table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Event') && !line.startsWith('|---'));

  it('has a row for every event of the transition table', () => {
    const listed = new Set(rows.map((line) => line.slice(2).split(' ')[0]));
    const inTable = new Set(TRANSITIONS.map((r) => r.event));
    expect([...inTable].filter((e) => !listed.has(e))).toEqual([]);
    expect([...listed].filter((e) => !(BATCH_EVENT_TYPES as readonly string[]).includes(e))).toEqual([]);
  });

  it('mentions every command and every anytime event', () => {
    expectWithHint(RUN_GENERATE, () => expect(COMMAND_TYPES.filter((c) => !readme.includes(c))).toEqual([]));
    expect(ANYTIME_EVENTS.filter((e) => !readme.includes(e))).toEqual([]);
  });

  it('has the command list the command files give', () => {
    expectWithHint(RUN_GENERATE, () => expect(readme).toBe(withCommandsTable(readme)));
  });
});
