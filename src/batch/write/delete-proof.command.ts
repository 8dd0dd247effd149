import type { DeleteProof } from '@machines/batch';
import type { CommandContext } from './command-context';

export class DeleteProofCommand {
  constructor(
    readonly batchId: string,
    readonly data: DeleteProof['data'],
    readonly context: CommandContext,
  ) {}
}
