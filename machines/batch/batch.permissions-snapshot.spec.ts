/**
 * The permission table derived from the command files answers exactly as the hand-written one did
 * (fixture taken before the change): same statuses per command and role, same answer from
 * `authorize` and `allowedCommands` for every actor and command in every sampled state.
 */
import { ALL_ACTORS } from '../testing/batch-fixtures';
import { PERMISSION_SNAPSHOT as SNAP } from '../testing/permission-snapshot.fixture';
import { NO_CANCEL_PAYMENT, codeRow, grantStatuses, sampleStates } from '../testing/permission-table';
import { asStateLike } from './batch.decider';
import { DEFAULT_BATCH_OPTIONS } from './batch.options';
import { allowedCommands } from './batch.permissions';
import { COMMAND_TYPES, type CommandType } from './commands';

// Commands added after the snapshot are not in it; every command it knows must still exist.
const commands = SNAP.commands as CommandType[];
const letterOf = (code: string): string => SNAP.legend[code] ?? `?${code}?`;
const states = sampleStates();

describe('permission table snapshot', () => {
  it('knows every command of the snapshot', () => {
    expect(commands.filter((c) => !COMMAND_TYPES.includes(c))).toEqual([]);
  });

  it('grants the same statuses to each command and role', () => {
    const now = grantStatuses();
    expect(Object.fromEntries(commands.map((c) => [c, now[c]]))).toEqual(SNAP.grantStatuses);
  });

  it('samples the same states', () => {
    expect(states.map(([key]) => key)).toEqual(Object.keys(SNAP.rows));
  });

  it.each(states)('authorize answers as before in %s', (key, state) => {
    expect(codeRow(state, DEFAULT_BATCH_OPTIONS, commands, letterOf)).toBe(SNAP.rows[key]);
    const without = codeRow(state, NO_CANCEL_PAYMENT, commands, letterOf);
    expect(without).toBe(SNAP.rowsWithoutCancelPayment[key] ?? SNAP.rows[key]);
  });

  it.each(states)('allowedCommands lists the same commands, in order, in %s', (key, state) => {
    const rows = SNAP.rows[key].split(' ');
    ALL_ACTORS.forEach((actor, n) => {
      const expected = commands.filter((_c, i) => rows[n][i] === '+');
      const allowed = allowedCommands(asStateLike(state), actor).filter((c) => commands.includes(c));
      expect({ actor: SNAP.actors[n], allowed }).toEqual({ actor: SNAP.actors[n], allowed: expected });
    });
  });
});
