/**
 * The permission table as observed from outside: for a spread of real batch states, what
 * `authorize` answers for every actor and command. The snapshot (permission-snapshot.json, written
 * by `npm run generate`, see permission-snapshot.generator.ts) pins these answers for the commands it holds.
 */
import {
  COMMAND_GRANTS,
  COMMAND_TYPES,
  DEFAULT_BATCH_OPTIONS,
  ACTOR_ROLES,
  authorize,
  decide,
  allowedCommands,
  asStateLike,
  initialState,
  isDomainError,
  replay,
  statusOf,
  type Actor,
  type BatchOptions,
  type BatchState,
  type CommandType,
  type StatusName,
} from '../batch';
import { ALL_ACTORS, BUYER, REQUESTER, STAFF, SYSTEM, command } from './batch-fixtures';
import { EXIT_COMMANDS, sampleData } from './batch-samples';
import { PATHS, Scenario } from './batch-scenario';

export const NO_CANCEL_PAYMENT: BatchOptions = { ...DEFAULT_BATCH_OPTIONS, allowCancelPaymentBeforePurchase: false };

/** Deterministic pseudo-random numbers (a linear congruential generator), so walks repeat exactly. */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x;
  };
}

// Combining is skipped here too: the recorded snapshot's walks were made so, and must repeat exactly.
const EXITS: readonly CommandType[] = [...EXIT_COMMANDS, 'CombineRequests'];

/**
 * Walks a batch with commands some actor is allowed, picked by a seeded generator. Exits
 * (cancel, decline, merge) are skipped most of the time so walks reach the late statuses. Only
 * `takes` are taken (the snapshot's walk commands): a command added later leaves the walks, and so
 * the sampled states, as they were (its permissions are still sampled in every one of them).
 */
function walk(seed: number, length: number, from: BatchState, takes: readonly string[]): BatchState[] {
  const next = lcg(seed);
  const states: BatchState[] = [];
  let state = from;
  for (let i = 0; i < length; i += 1) {
    const exits = next() % 10 === 0;
    const pairs = ALL_ACTORS.flatMap((actor) =>
      allowedCommands(asStateLike(state), actor)
        .filter((type) => (exits || !EXITS.includes(type)) && takes.includes(type))
        .map((type) => [actor, type] as const),
    );
    if (pairs.length === 0) break;
    let moved = false;
    for (let tries = 0; tries < pairs.length && !moved; tries += 1) {
      const [actor, type] = pairs[(next() >>> 8) % pairs.length];
      const result = decide(command(type, sampleData(type, state.context, next() % 7), actor), state);
      if (isDomainError(result)) continue;
      state = replay(result, state);
      states.push(state);
      moved = true;
    }
    if (!moved) break;
  }
  return states;
}

const WALK_STARTS: readonly StatusName[] = [
  'requested',
  'assigned',
  'modified',
  'confirmed',
  'payment_authorized',
  'paid',
  'partially_purchased',
  'payment_captured',
  'item_sent',
  'item_received',
  'overdue',
  'declined',
];

/** Contexts the preconditions look at: an open refund request, a proof, a coupon. */
const EXTRAS: readonly [string, StatusName, CommandType, Actor][] = [
  ['refund-requested', 'payment_captured', 'RequestRefund', STAFF],
  ['refund-requested-shipping', 'item_sent', 'RequestRefund', STAFF],
  ['proof', 'payment_captured', 'UploadProof', BUYER],
  ['proof-paid', 'paid', 'UploadProof', STAFF],
  ['coupon', 'confirmed', 'ApplyCoupon', REQUESTER],
  ['coupon-assigned', 'assigned', 'ApplyCoupon', REQUESTER],
  ['auto-workflow', 'assigned', 'ToggleAutoWorkflow', STAFF],
  ['remark', 'paid', 'AddBuyerRemark', BUYER],
];

/** Named states: nothing yet, one per status (the scenario paths), then seeded walks taking `walkCommands`. */
export function sampleStates(walkCommands: readonly string[]): [string, BatchState][] {
  const out: [string, BatchState][] = [['none', initialState]];
  for (const [status, path] of Object.entries(PATHS)) out.push([`path:${status}`, path(new Scenario()).state]);
  for (const [key, start, type, actor] of EXTRAS) {
    const s = PATHS[start](new Scenario());
    s.run(command(type, sampleData(type, s.state.context, 0), actor));
    out.push([`extra:${key}`, s.state]);
  }
  out.push([
    'extra:declined-overdue',
    PATHS.overdue(new Scenario()).run(command('DeclineRequest', { reason: 'overdue_unpaid_request' }, SYSTEM)).state,
  ]);
  // Walks start at a few milestones so that they also reach the paid, shipping and refund statuses.
  WALK_STARTS.forEach((start, n) => {
    const from = PATHS[start](new Scenario()).state;
    walk(n + 1, 15, from, walkCommands).forEach((s, i) => out.push([`walk-${start}.${i}:${statusOf(s)}`, s]));
  });
  return out;
}

/** One letter per refusal code, so a state's answers for all actors fit on one line. */
export function codeRow(
  state: BatchState,
  options: BatchOptions,
  commands: readonly CommandType[],
  letterOf: (code: string) => string,
): string {
  const like = asStateLike(state);
  return ALL_ACTORS.map((actor) =>
    commands.map((type) => letterOf(authorize(type, like, actor, options)?.code ?? 'ok')).join(''),
  ).join(' ');
}

/** For every command and role, the statuses the grants name (sorted): what authorize's status check uses. */
export function grantStatuses(): Record<string, Record<string, string[]>> {
  const table: Record<string, Record<string, string[]>> = {};
  for (const type of COMMAND_TYPES) {
    const byRole: Record<string, string[]> = {};
    for (const role of ACTOR_ROLES) {
      const statuses = new Set(COMMAND_GRANTS[type].filter((g) => g.roles.includes(role)).flatMap((g) => g.statuses));
      if (statuses.size) byRole[role] = [...statuses].sort();
    }
    table[type] = byRole;
  }
  return table;
}
