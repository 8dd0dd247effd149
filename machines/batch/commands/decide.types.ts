import type { CommandOf, CommandType } from '../batch.commands';
import type { DomainError } from '../batch.errors';
import type { BatchEvent } from '../batch.events';
import type { BatchOptions } from '../batch.options';
import type { BatchStateLike } from '../batch.types';

export type Decision = BatchEvent[] | DomainError;

/**
 * One command's decision. Role, ownership and status were already checked by authorize();
 * a decider validates the data and says which events happen.
 */
export type Decide<T extends CommandType> = (
  command: CommandOf<T>,
  state: BatchStateLike,
  options: BatchOptions,
) => Decision;
