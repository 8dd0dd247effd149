import type { AcceptRequest } from '@machines/batch';
import type { CommandContext } from './command-context';

export class AcceptRequestCommand {
  constructor(
    readonly batchId: string,
    readonly data: AcceptRequest['data'],
    readonly context: CommandContext,
  ) {}
}
