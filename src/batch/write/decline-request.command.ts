import type { DeclineRequest } from '@machines/batch';
import type { CommandContext } from './command-context';

export class DeclineRequestCommand {
  constructor(
    readonly batchId: string,
    readonly data: DeclineRequest['data'],
    readonly context: CommandContext,
  ) {}
}
