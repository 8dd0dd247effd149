/**
 * evolveFacts is the machine's step without XState: for every event of random command walks (taken
 * by the machine) and for events dropped into statuses that do not take them (ignored), it gives
 * evolve's status and context.
 */
import fc from 'fast-check';
import { ALL_ACTORS, command } from '../testing/batch-fixtures';
import { sampleData } from '../testing/batch-samples';
import { scenarioAt } from '../testing/batch-scenario';
import { COMMAND_TYPES } from './commands';
import { asStateLike, decide, evolve, initialState, statusOf } from './batch.decider';
import { isDomainError } from './batch.errors';
import type { BatchEvent } from './batch.events';
import { evolveFacts, initialFacts, replayFacts } from './batch.fold';
import type { BatchState } from './batch.machine';
import { allowedCommands } from './batch.permissions';
import { STATUS_NAMES } from './statuses';

const stepArb = fc.record({
  mode: fc.integer({ min: 0, max: 9 }),
  actor: fc.integer({ min: 0, max: ALL_ACTORS.length - 1 }),
  type: fc.integer({ min: 0, max: 1000 }),
  v: fc.integer({ min: 0, max: 1000 }),
});

/** Events seen in any walk: later dropped into other statuses to check the ignored ones. */
const pool: BatchEvent[] = [];

function same(state: BatchState, facts: { value: string; context: unknown }): void {
  expect(facts.value).toBe(statusOf(state));
  expect(facts.context).toEqual(state.context);
}

describe('evolveFacts (the machine step without XState)', () => {
  it('starts where the machine starts', () => {
    same(initialState, initialFacts);
  });

  it('gives evolve’s status and context on every event of random walks', () => {
    let taken = 0;
    let ignored = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * STATUS_NAMES.length - 1 }),
        fc.array(stepArb, { minLength: 1, maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        (start, steps, strays) => {
          const prefix = start < STATUS_NAMES.length ? scenarioAt(STATUS_NAMES[start]) : null;
          let state = prefix ? prefix.state : initialState;
          // Stored states are JSON: fold from what a read model would have read back.
          let facts = prefix ? replayFacts(JSON.parse(JSON.stringify(prefix.events)) as BatchEvent[]) : initialFacts;
          same(state, facts);
          for (const step of steps) {
            const pairs = ALL_ACTORS.flatMap((a) => allowedCommands(asStateLike(state), a).map((t) => [a, t] as const));
            const [actor, type] =
              step.mode >= 2 && pairs.length
                ? pairs[step.type % pairs.length]
                : [ALL_ACTORS[step.actor], COMMAND_TYPES[step.type % COMMAND_TYPES.length]];
            const result = decide(command(type, sampleData(type, state.context, step.v), actor), state);
            if (isDomainError(result)) continue;
            for (const e of result) {
              const stored = JSON.parse(JSON.stringify(e)) as BatchEvent;
              state = evolve(state, e);
              facts = evolveFacts(facts, stored);
              same(state, facts);
              pool.push(stored);
              taken++;
            }
          }
          // Events of other walks, most of which this status does not take: both ignore or both take.
          for (const n of strays) {
            if (pool.length === 0) break;
            const e = pool[n % pool.length];
            const next = evolve(state, e);
            const nextFacts = evolveFacts(facts, e);
            same(next, nextFacts);
            if (next.value === state.value && next.context === state.context) {
              expect(nextFacts).toBe(facts);
              ignored++;
            }
            state = next;
            facts = nextFacts;
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(taken).toBeGreaterThan(500);
    expect(ignored).toBeGreaterThan(50);
  });
});
