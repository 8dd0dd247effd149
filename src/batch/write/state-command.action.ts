import { Injectable } from '@nestjs/common';
import type { BatchCommand, BatchState, CommandMetadata } from '@machines/batch';
import { BatchWriter } from './batch-writer';
import type { CommandContext, CommandResult } from './command-context';

/**
 * An action whose one command depends on the state it is decided on (an amount priced from the
 * items, a whole or a partial form): `build` runs inside the writer's attempt, so a retry after a
 * concurrent write prices again on the fresh state and the amount always matches the decision.
 * A feature's action says only how it builds its command; loading, retrying and appending stay here.
 */
@Injectable()
export abstract class StateCommandAction<Data> {
  constructor(protected readonly writer: BatchWriter) {}

  run(batchId: string, data: Data, context: CommandContext): Promise<CommandResult> {
    return this.writer.execute(batchId, context, (metadata, state) => this.build(data, metadata, state));
  }

  /** The command for `state`; throwing refuses it (nothing is appended). */
  protected abstract build(data: Data, metadata: CommandMetadata, state: BatchState): BatchCommand;
}
