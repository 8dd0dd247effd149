import type { CancelRequest } from '@machines/batch';
import type { CommandContext } from './command-context';

export class CancelRequestCommand {
  constructor(
    readonly batchId: string,
    readonly data: CancelRequest['data'],
    readonly context: CommandContext,
  ) {}
}
