/**
 * The permission table answers as the snapshot pins it (machines/testing/permission-snapshot.json,
 * generated: machines/testing/permission-snapshot.generator.ts): same statuses per command and role,
 * same answer from `authorize` and `allowedCommands` for every actor and pinned command in every
 * sampled state. A command newer than the snapshot is not pinned yet (`npm run generate` adds it);
 * a pinned command that answers differently means who may do what, when, has changed.
 */
import { ALL_ACTORS } from '../testing/batch-fixtures';
import { expectWithHint } from '../testing/generated-artefact';
import type { PermissionSnapshot } from '../testing/permission-snapshot.generator';
import snapshot from '../testing/permission-snapshot.json';
import { NO_CANCEL_PAYMENT, codeRow, grantStatuses, sampleStates } from '../testing/permission-table';
import { asStateLike } from './batch.decider';
import { DEFAULT_BATCH_OPTIONS } from './batch.options';
import { allowedCommands } from './batch.permissions';
import { COMMAND_TYPES, type CommandType } from './commands';

const SNAP: PermissionSnapshot = snapshot;
const CHANGED =
  'A pinned permission answer changed. If that is intended, retake the snapshot: ' +
  'node scripts/run-ts.cjs scripts/generate/batch-artefacts.ts --retake-permissions (machines/batch/README.md).';
const GONE =
  'A command the snapshot pins no longer exists: retake it (--retake-permissions, machines/batch/README.md).';

// Commands added after the snapshot are not in it; every command it knows must still exist.
const commands = SNAP.commands as CommandType[];
const letterOf = (code: string): string => SNAP.legend[code] ?? `?${code}?`;
const states = sampleStates(SNAP.walkCommands);

describe('permission table snapshot', () => {
  it('knows every command of the snapshot', () => {
    expectWithHint(GONE, () => expect(commands.filter((c) => !COMMAND_TYPES.includes(c))).toEqual([]));
  });

  it('grants the same statuses to each command and role', () => {
    const now = grantStatuses();
    expectWithHint(CHANGED, () =>
      expect(Object.fromEntries(commands.map((c) => [c, now[c]]))).toEqual(SNAP.grantStatuses),
    );
  });

  it('samples the same states', () => {
    expectWithHint(CHANGED, () => expect(states.map(([key]) => key)).toEqual(Object.keys(SNAP.rows)));
  });

  it.each(states)('authorize answers as before in %s', (key, state) => {
    expectWithHint(CHANGED, () => {
      expect(codeRow(state, DEFAULT_BATCH_OPTIONS, commands, letterOf)).toBe(SNAP.rows[key]);
      const without = codeRow(state, NO_CANCEL_PAYMENT, commands, letterOf);
      expect(without).toBe(SNAP.rowsWithoutCancelPayment[key] ?? SNAP.rows[key]);
    });
  });

  it.each(states)('allowedCommands lists the same commands, in order, in %s', (key, state) => {
    const rows = SNAP.rows[key].split(' ');
    ALL_ACTORS.forEach((actor, n) => {
      const expected = commands.filter((_c, i) => rows[n][i] === '+');
      const allowed = allowedCommands(asStateLike(state), actor).filter((c) => commands.includes(c));
      expectWithHint(CHANGED, () =>
        expect({ actor: SNAP.actors[n], allowed }).toEqual({ actor: SNAP.actors[n], allowed: expected }),
      );
    });
  });
});
