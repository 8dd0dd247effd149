import { COMMAND_TYPES, type BatchCommand, type CommandMetadata, type CommandType } from '@machines/batch';
import type { WriteOptions } from '../batch-writer';
import type { CommandContext } from '../command-context';
import type { LoadedBatch } from '../loaded-batch';

/** The state an attempt decides on; `cached` says it came from memory (or was assumed new). */
export interface LoadedForWrite {
  batch: LoadedBatch;
  cached: boolean;
}

/** One attempt of a write, built on the state it will be decided on: what the command's handler takes. */
export interface WriteAttempt {
  batchId: string;
  streamId: string;
  context: CommandContext;
  metadata: CommandMetadata;
  /** The first is the message's type; the rest were built with it and are appended with it. */
  commands: readonly BatchCommand[];
  loaded: LoadedForWrite;
  newStream: boolean;
  options: WriteOptions;
}

/** The CommandBus message of a batch command: one class per command type (the bus routes by class). */
export abstract class BatchCommandMessage {
  abstract readonly commandType: CommandType;
  constructor(readonly attempt: WriteAttempt) {}
}

type MessageClass = new (attempt: WriteAttempt) => BatchCommandMessage;

function messageClass(type: CommandType): MessageClass {
  const named = {
    [type]: class extends BatchCommandMessage {
      readonly commandType = type;
    },
  };
  return named[type];
}

/**
 * Derived from machines/batch's command list, never written by hand: a new command gets its message
 * (and its handler, batch-command.handlers.ts) by being in COMMANDS.
 */
export const BATCH_COMMAND_MESSAGES: ReadonlyMap<CommandType, MessageClass> = new Map(
  COMMAND_TYPES.map((type) => [type, messageClass(type)]),
);

export function batchCommandMessage(type: CommandType, attempt: WriteAttempt): BatchCommandMessage {
  const Message = BATCH_COMMAND_MESSAGES.get(type);
  if (!Message) throw new Error(`Unknown batch command ${type}`);
  return new Message(attempt);
}
