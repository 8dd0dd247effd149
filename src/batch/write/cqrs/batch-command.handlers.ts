import { Inject, type Type } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandType } from '@machines/batch';
import { BatchWriter } from '../batch-writer';
import type { CommandResult } from '../command-context';
import { BATCH_COMMAND_MESSAGES, type BatchCommandMessage } from './batch-command.messages';

/**
 * What every batch command's handler does: hand the attempt to the writer's one decide-and-append
 * (the one-writer rule). A handler adds nothing of its own on purpose: what a command needs before
 * it is decided (pricing, checks) is its action's build, run by the writer before the bus.
 */
export abstract class BatchCommandHandler implements ICommandHandler<BatchCommandMessage, CommandResult> {
  abstract readonly commandType: CommandType;
  constructor(private readonly writer: BatchWriter) {}

  execute(message: BatchCommandMessage): Promise<CommandResult> {
    return this.writer.decideAndAppend(message.attempt);
  }
}

function handlerClass(type: CommandType, Message: Type<BatchCommandMessage>): Type<BatchCommandHandler> {
  const name = `${type}Handler`;
  const named = {
    [name]: class extends BatchCommandHandler {
      readonly commandType = type;
    },
  };
  const Handler = named[name];
  // Classes made here get no emitted constructor types: name the writer for Nest's injector.
  Inject(BatchWriter)(Handler, undefined, 0);
  CommandHandler(Message)(Handler);
  return Handler;
}

/**
 * One CommandBus handler per command type of machines/batch (COMMANDS), made from that list so none
 * can be missing or doubled (test/architecture/batch-command-handlers.spec.ts checks what Nest found).
 */
export const BATCH_COMMAND_HANDLERS: readonly Type<BatchCommandHandler>[] = [...BATCH_COMMAND_MESSAGES].map(
  ([type, Message]) => handlerClass(type, Message),
);
