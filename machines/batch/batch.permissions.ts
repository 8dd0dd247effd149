/**
 * Who may issue which command in which status (DESIGN §3 allowedCommands). The decider checks the
 * same table before deciding, so a button shown by the UI and a command accepted by the server
 * can never disagree. The table is derived from the command files (commands/index.ts): their
 * grants, in the statuses where the machine takes their event (batch.transitions.ts).
 */
import { COMMANDS, COMMAND_TYPES, type CommandType } from './commands';
import type { Grant } from './commands/define-command';
import { domainError, type BatchErrorCode, type DomainError } from './batch.errors';
import { DEFAULT_BATCH_OPTIONS, type BatchOptions } from './batch.options';
import { statusesAccepting } from './batch.transitions';
import {
  ACTOR_ROLES,
  type Actor,
  type ActorRole,
  type BatchContext,
  type BatchStateLike,
  type BatchStatusValue,
} from './batch.types';

/** A grant with its statuses resolved: what authorize reads. */
export interface ResolvedGrant {
  readonly roles: readonly ActorRole[];
  readonly statuses: readonly BatchStatusValue[];
  /** A business precondition beyond the status; refused with `refusal` when false. */
  readonly when?: (ctx: BatchContext, options: BatchOptions, status: BatchStatusValue) => boolean;
  readonly refusal?: BatchErrorCode;
  /** What the refusal names beyond the command and the status (the field the precondition read). */
  readonly refusalParams?: (ctx: BatchContext) => Readonly<Record<string, unknown>>;
}

/** Account types each role may carry (spec: r, b; ours: s staff, x auditor). System has none. */
const ACCOUNT_TYPES: Record<ActorRole, readonly (string | undefined)[]> = {
  requester: ['r', undefined],
  buyer: ['b', undefined],
  staff: ['s', undefined],
  auditor: ['x', undefined],
  system: [undefined, 'system'],
};

/** The machine's statuses for the command's events, narrowed by the grant's `only` / `except`. */
function resolve(grant: Grant, machine: readonly BatchStatusValue[]): ResolvedGrant {
  const statuses = machine.filter((s) => (!grant.only || grant.only.includes(s)) && !grant.except?.includes(s));
  return { roles: grant.roles, statuses, when: grant.when, refusal: grant.refusal, refusalParams: grant.refusalParams };
}

function grantTable(): Record<CommandType, readonly ResolvedGrant[]> {
  // Filled below for every command of the list, which is every CommandType.
  const table = {} as Record<CommandType, readonly ResolvedGrant[]>;
  for (const command of COMMANDS) {
    const machine = statusesAccepting(command.emits);
    table[command.type] = command.grants.map((g) => resolve(g, machine));
  }
  return table;
}

export const COMMAND_GRANTS: Readonly<Record<CommandType, readonly ResolvedGrant[]>> = grantTable();

/** The actor itself is acceptable (known role, account type allowed for it). */
export function checkActor(actor: Actor): DomainError | null {
  if (!ACTOR_ROLES.includes(actor.role) || !actor.id) return domainError('BATCH_NOT_AUTHORIZED');
  if (!ACCOUNT_TYPES[actor.role].includes(actor.accountType)) {
    return domainError('BATCH_NOT_AUTHORIZED', { accountType: actor.accountType });
  }
  return null;
}

/**
 * Null when `actor` may issue `type` now; otherwise the refusal, checked in a fixed order:
 * actor, existence, role, ownership, status, business precondition.
 */
export function authorize(
  type: CommandType,
  state: BatchStateLike,
  actor: Actor,
  options: BatchOptions = DEFAULT_BATCH_OPTIONS,
): DomainError | null {
  const bad = checkActor(actor);
  if (bad) return bad;
  const status = state.value;
  if (type === 'CreateRequest' && status !== 'none') return domainError('BATCH_ALREADY_EXISTS');
  if (type !== 'CreateRequest' && status === 'none') return domainError('BATCH_NOT_FOUND');
  const grants = COMMAND_GRANTS[type].filter((gr) => gr.roles.includes(actor.role));
  if (grants.length === 0) return domainError('BATCH_NOT_AUTHORIZED', { command: type, role: actor.role });
  const ctx = state.context;
  if (actor.role === 'requester' && status !== 'none' && ctx.requesterId !== actor.id) {
    return domainError('BATCH_NOT_OWNER', { command: type });
  }
  if (actor.role === 'buyer' && ctx.buyerId !== actor.id) {
    return domainError('BATCH_NOT_ASSIGNED_BUYER', { command: type });
  }
  const inStatus = grants.filter((gr) => gr.statuses.includes(status));
  if (inStatus.length === 0) return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', { command: type, status });
  const failed = inStatus.find((gr) => !gr.when || gr.when(ctx, options, status)) ? undefined : inStatus[0];
  if (failed) {
    const params = { command: type, status, ...failed.refusalParams?.(ctx) };
    return domainError(failed.refusal ?? 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', params);
  }
  return null;
}

/** What this actor may do now: drives API checks and which buttons the apps show. */
export function allowedCommands(
  state: BatchStateLike,
  actor: Actor,
  options: BatchOptions = DEFAULT_BATCH_OPTIONS,
): CommandType[] {
  return COMMAND_TYPES.filter((t) => authorize(t, state, actor, options) === null);
}
