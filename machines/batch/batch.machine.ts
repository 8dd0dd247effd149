/**
 * The batch workflow as an XState v5 machine. States are the spec's statuses (plus `none`, before
 * the batch exists); events are the domain events; the only action is `apply` (an assign through
 * applyEvent). No timers: overdue and deadlines arrive as events from the scheduler.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { applyEvent } from './batch.context';
import type { BatchEvent, BatchEventType } from './batch.events';
import { batchGuards } from './batch.guards';
import { ANYTIME_EVENTS, FINAL_STATUSES, TRANSITIONS, type Branch } from './batch.transitions';
import { EMPTY_CONTEXT, type BatchContext, type BatchStatusValue } from './batch.types';
import { STATUS_NAMES } from './statuses';

type GuardRef = NonNullable<Branch['guard']>;
interface TransitionConfig {
  target?: string;
  guard?: GuardRef;
  actions: 'apply';
}
interface StateConfig {
  type?: 'final';
  on?: Partial<Record<BatchEventType, TransitionConfig[]>>;
}

const isFinal = (s: BatchStatusValue): boolean => (FINAL_STATUSES as readonly string[]).includes(s);

/** Expands the declared table into XState's per-state `on` maps, keeping branch order. */
function buildStates(): Record<BatchStatusValue, StateConfig> {
  const names: BatchStatusValue[] = ['none', ...STATUS_NAMES];
  const states = Object.fromEntries(
    names.map((s) => [s, isFinal(s) ? { type: 'final' as const } : { on: {} }]),
  ) as Record<BatchStatusValue, StateConfig>;
  const add = (from: BatchStatusValue, event: BatchEventType, branch: Branch): void => {
    const on = states[from].on;
    if (!on) throw new Error(`Transition ${event} declared from final status ${from}`);
    const t: TransitionConfig = { actions: 'apply' };
    if (branch.target) t.target = branch.target;
    if (branch.guard) t.guard = branch.guard;
    on[event] = [...(on[event] ?? []), t];
  };
  for (const row of TRANSITIONS) for (const from of row.from) for (const b of row.branches) add(from, row.event, b);
  for (const s of names) if (s !== 'none' && !isFinal(s)) for (const e of ANYTIME_EVENTS) add(s, e, {});
  return states;
}

export const batchMachine = setup({
  types: {
    context: {} as BatchContext,
    events: {} as BatchEvent,
  },
  guards: batchGuards,
  actions: {
    apply: assign(({ context, event }) => applyEvent(context, event)),
  },
}).createMachine({
  id: 'batch',
  initial: 'none',
  context: EMPTY_CONTEXT,
  states: buildStates(),
});

export type BatchMachine = typeof batchMachine;
export type BatchState = SnapshotFrom<BatchMachine>;
