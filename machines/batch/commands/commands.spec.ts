/**
 * The command list is consistent with the machine: every command file is one command with its
 * own type, its events exist in the transition table, and a grant narrowing the statuses
 * (only / except) names statuses the machine really takes, so no narrowing is silently void.
 */
import { batchMachine } from '../batch.machine';
import { ANYTIME_EVENTS, TRANSITIONS, statusesAccepting } from '../batch.transitions';
import { BATCH_EVENT_TYPES, type BatchEventType } from '../batch.events';
import type { BatchStatusValue } from '../batch.types';
import { STATUS_NAMES } from '../statuses';
import { COMMANDS, COMMAND_TYPES, commandDefinition } from './index';

describe('commands/index.ts', () => {
  it('lists each command once, and COMMAND_TYPES follows the list', () => {
    expect(new Set(COMMAND_TYPES).size).toBe(COMMANDS.length);
    expect(COMMAND_TYPES).toEqual(COMMANDS.map((c) => c.type));
    for (const type of COMMAND_TYPES) expect(commandDefinition(type)?.type).toBe(type);
  });

  it.each(COMMANDS.map((c) => [c.type, c] as const))(
    '%s emits events the machine knows and narrows only to statuses it takes them in',
    (_type, c) => {
      expect(c.emits.length).toBeGreaterThan(0);
      const known = new Set<string>([...TRANSITIONS.map((r) => r.event), ...ANYTIME_EVENTS]);
      for (const e of c.emits) expect(known.has(e)).toBe(true);
      const machine = statusesAccepting(c.emits);
      expect(machine.length).toBeGreaterThan(0);
      for (const g of c.grants) {
        expect(g.roles.length).toBeGreaterThan(0);
        for (const s of [...(g.only ?? []), ...(g.except ?? [])])
          expect({ status: s, taken: machine.includes(s) }).toEqual({ status: s, taken: true });
      }
    },
  );
});

describe('statusesAccepting', () => {
  // The machine's own configuration is the reference: the statuses whose `on` names the event.
  const states = batchMachine.config.states as Record<string, { on?: Record<string, unknown> }>;
  const fromMachine = (event: BatchEventType): BatchStatusValue[] =>
    (['none', ...STATUS_NAMES] as BatchStatusValue[]).filter((s) => states[s]?.on?.[event] !== undefined);

  it.each(BATCH_EVENT_TYPES.map((e) => [e]))('agrees with the machine for %s', (event) => {
    expect(statusesAccepting([event])).toEqual(fromMachine(event));
  });
});
