import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHIPMENT_COMMAND_TYPES } from '@machines/shipment/commands';
import { SHIPMENT_ERROR_MESSAGES } from '@machines/shipment/shipment.errors';
import { SHIPMENT_EVENT_TYPES } from '@machines/shipment/shipment.events';
import { SHIPMENT_TRANSITIONS } from '@machines/shipment/shipment.transitions';
import { expectWithHint, RUN_GENERATE } from '@machines/testing/generated-artefact';
import { withPermissionTable } from '../../scripts/generate/shipment-readme-permissions';

// Lives here rather than beside the machine: it reads a file, and machines/ imports no I/O.
/**
 * The shipment README explains each event's row by hand and lists every refusal code; its permission
 * table is written by `npm run generate` from the command files and must match them.
 */
describe('machines/shipment/README.md', () => {
  const readme = readFileSync(join(__dirname, '..', '..', 'machines', 'shipment', 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Transition table'), readme.indexOf('## Permission table'));
  const rows = table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Event'));

  it('has a transition row for every event, and only for events', () => {
    const listed = rows.map((line) => line.slice(2).split(' ')[0]);
    expect(listed.sort()).toEqual(SHIPMENT_TRANSITIONS.map((t) => t.event).sort());
    expect([...SHIPMENT_EVENT_TYPES].sort()).toEqual(listed.sort());
  });

  it('names every command and every error code', () => {
    expect(SHIPMENT_COMMAND_TYPES.filter((c) => !readme.includes(c))).toEqual([]);
    expect(Object.keys(SHIPMENT_ERROR_MESSAGES).filter((code) => !readme.includes(`\`${code}\``))).toEqual([]);
  });

  it('has the permission table the command files give', () => {
    expectWithHint(RUN_GENERATE, () => expect(readme).toBe(withPermissionTable(readme)));
  });
});
