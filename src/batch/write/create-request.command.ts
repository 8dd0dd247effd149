import type { CreateRequest } from '@machines/batch';
import type { CommandContext } from './command-context';

/** The batch id and number are made by the handler, never by the client. */
export class CreateRequestCommand {
  constructor(
    readonly data: Omit<CreateRequest['data'], 'batchNumber'>,
    readonly context: CommandContext,
  ) {}
}
