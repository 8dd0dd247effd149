/**
 * What one command file declares (DESIGN §3): its data type, who may issue it (roles and a business
 * precondition; ownership is generic in `authorize`) and its `decide`. Where it may be issued is not
 * declared here: it is where the machine takes the command's event (batch.transitions.ts), narrowed
 * per role by `only` / `except` when a role may do less.
 */
import type { BatchErrorCode, DomainError } from '../batch.errors';
import type { BatchEvent, BatchEventType } from '../batch.events';
import type { BatchOptions } from '../batch.options';
import type { Actor, ActorRole, BatchContext, BatchStateLike, BatchStatusValue } from '../batch.types';

export interface CommandMetadata {
  readonly actor: Actor;
  /** ISO-8601 time the command was issued. */
  readonly at: string;
  readonly commandId: string;
}

/** A command: its type, its data, and the metadata every command carries (no clock or ids inside the core). */
export type Command<T extends string, D> = { readonly type: T; readonly data: D; readonly metadata: CommandMetadata };

/** Any command; what `defineCommand` accepts. */
export type AnyCommand = Command<string, unknown>;

export type Decision = BatchEvent[] | DomainError;

/**
 * One command's decision. Actor, existence, role, ownership, status and precondition were already
 * checked by authorize(); a decide validates the data and says which events happen.
 */
export type Decide<C extends AnyCommand> = (command: C, state: BatchStateLike, options: BatchOptions) => Decision;

/** Who may issue the command; several grants give different roles different rules. */
export interface Grant {
  readonly roles: readonly ActorRole[];
  /** These roles only in these of the machine's statuses (e.g. the robot only right after payment). */
  readonly only?: readonly BatchStatusValue[];
  /** These roles in every machine status but these. */
  readonly except?: readonly BatchStatusValue[];
  /** A business precondition beyond the status; refused with `refusal` when false. */
  readonly when?: (ctx: BatchContext, options: BatchOptions, status: BatchStatusValue) => boolean;
  /** Default: BATCH_COMMAND_NOT_ALLOWED_IN_STATUS. */
  readonly refusal?: BatchErrorCode;
  /**
   * What the refusal names beyond the command and the status: the field the precondition read (the
   * API answers it as `params.field`, so a client can say it where it belongs) and its value now.
   */
  readonly refusalParams?: (ctx: BatchContext) => Readonly<Record<string, unknown>>;
}

export interface CommandDefinition<C extends AnyCommand> {
  readonly type: C['type'];
  /**
   * The command's main event(s): it may be issued in the statuses where the machine takes them.
   * Follow-up events (CouponUpdated after ModifyItems, OrderCompleted after ConfirmReceipt) are not
   * listed; decide's final check against the machine covers them.
   */
  readonly emits: readonly BatchEventType[];
  readonly grants: readonly Grant[];
  readonly decide: Decide<C>;
  /**
   * Plausible data for this command in a given context, varied by `v`: the refusal tables and the
   * property test (machines/testing/batch-samples.ts) try the command everywhere with it. Optional
   * only because the older commands keep theirs in batch-samples.ts; a command needs one or the other.
   */
  readonly sample?: (ctx: BatchContext, v: number) => C['data'];
}

/** Gives a command file's declaration its type; nothing is registered (commands/index.ts lists them). */
export function defineCommand<C extends AnyCommand>(definition: CommandDefinition<C>): CommandDefinition<C> {
  return definition;
}
