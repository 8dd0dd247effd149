/**
 * The batch's fold for readers of facts (read models, statistics, audit): the same step as
 * `evolve` (XState's `transition` on batchMachine) without XState's per-event machinery. It walks
 * the machine's own definition (`batchMachine.config`: per status, per event, the branches in
 * order with their guards and targets) with the machine's guards and its one action
 * (`applyEvent`), so it decides nothing the machine did not: `batch.fold.spec.ts` checks it gives
 * `evolve`'s value and context for every event of random walks, taken or ignored.
 *
 * States are plain `{ value, context }` (what read models store as JSON), so a stored state needs
 * no `resolveState` before the next event.
 */
import { applyEvent } from './batch.context';
import type { BatchEvent } from './batch.events';
import { batchGuards } from './batch.guards';
import { batchMachine } from './batch.machine';
import { EMPTY_CONTEXT, type BatchContext, type BatchStateLike, type BatchStatusValue } from './batch.types';

type GuardArgs = { context: BatchContext; event: BatchEvent };
type Guard = (args: GuardArgs) => boolean;

interface Step {
  guard: Guard | null;
  target: BatchStatusValue | null;
}

/** Per status, per event type: the machine's branches, in its order. */
type Table = Map<string, Map<string, readonly Step[]>>;

interface GuardConfig {
  type: string;
  params?: unknown;
}
interface TransitionConfig {
  target?: string | readonly string[];
  guard?: string | GuardConfig;
  actions?: unknown;
}
interface StateConfig {
  on?: Record<string, TransitionConfig | readonly TransitionConfig[]>;
}

const GUARDS = batchGuards as unknown as Record<string, (args: GuardArgs, params?: unknown) => boolean>;

function guardOf(ref: TransitionConfig['guard'], status: string, event: string): Guard | null {
  if (ref === undefined) return null;
  const { type, params } = typeof ref === 'string' ? { type: ref, params: undefined } : ref;
  const fn = GUARDS[type];
  if (!fn) throw new Error(`batch fold: unknown guard ${type} on ${event} in ${status}`);
  return (args) => fn(args, params);
}

function targetOf(target: TransitionConfig['target'], status: string, event: string): BatchStatusValue | null {
  if (target === undefined) return null;
  const one = Array.isArray(target) ? (target.length === 1 ? (target[0] as string) : null) : (target as string);
  if (one === null) throw new Error(`batch fold: ${event} in ${status} has several targets`);
  // XState accepts `.child` and `#id` targets; the batch machine uses sibling names only.
  if (one.startsWith('.') || one.startsWith('#')) throw new Error(`batch fold: unsupported target ${one}`);
  return one as BatchStatusValue;
}

/** Built once from the machine's config; throws on anything the machine does that this fold does not know. */
function buildTable(): Table {
  const states = (batchMachine.config as { states?: Record<string, StateConfig> }).states ?? {};
  const table: Table = new Map();
  for (const [status, config] of Object.entries(states)) {
    const byEvent = new Map<string, readonly Step[]>();
    for (const [event, transitions] of Object.entries(config.on ?? {})) {
      const list = (Array.isArray(transitions) ? transitions : [transitions]) as readonly TransitionConfig[];
      byEvent.set(
        event,
        list.map((t) => {
          if (t.actions !== 'apply') throw new Error(`batch fold: ${event} in ${status} runs ${String(t.actions)}`);
          return { guard: guardOf(t.guard, status, event), target: targetOf(t.target, status, event) };
        }),
      );
    }
    table.set(status, byEvent);
  }
  return table;
}

let table: Table | null = null;

/** Before the first event: the machine's initial status and context. */
export const initialFacts: BatchStateLike = { value: 'none', context: EMPTY_CONTEXT };

/**
 * One event on a `{ value, context }` state, as the machine takes it: the first branch whose guard
 * holds moves to its target (or stays) and applies the event to the context; an event the machine
 * does not take in this status leaves the state as it is (the same object).
 */
export function evolveFacts(state: BatchStateLike, event: BatchEvent): BatchStateLike {
  table ??= buildTable();
  const steps = table.get(state.value)?.get(event.type);
  if (!steps) return state;
  const args: GuardArgs = { context: state.context, event };
  for (const step of steps) {
    if (step.guard && !step.guard(args)) continue;
    return { value: step.target ?? state.value, context: applyEvent(state.context, event) };
  }
  return state;
}

/** `replay` for facts: events folded with `evolveFacts` from `from` (default: before the first event). */
export function replayFacts(events: readonly BatchEvent[], from: BatchStateLike = initialFacts): BatchStateLike {
  return events.reduce(evolveFacts, from);
}
