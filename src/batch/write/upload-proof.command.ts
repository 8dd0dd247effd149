import type { UploadProof } from '@machines/batch';
import type { CommandContext } from './command-context';

export class UploadProofCommand {
  constructor(
    readonly batchId: string,
    readonly data: UploadProof['data'],
    readonly context: CommandContext,
  ) {}
}
