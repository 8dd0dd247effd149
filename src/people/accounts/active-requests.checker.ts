import { Injectable } from '@nestjs/common';
import { UnfinishedBatches } from '../../batch';

/** Port: does any of these accounts still have an unfinished batch? Blocks account deletion (spec §5). */
export abstract class ActiveRequestsChecker {
  abstract hasActiveRequests(accountIds: string[]): Promise<boolean>;
}

/**
 * Asks the write side (each batch folded from its stream), not a read model: a request created a
 * moment ago must block the deletion even before the projections have seen it.
 */
@Injectable()
export class WriterActiveRequestsChecker extends ActiveRequestsChecker {
  constructor(private readonly batches: UnfinishedBatches) {
    super();
  }

  hasActiveRequests(accountIds: string[]): Promise<boolean> {
    return this.batches.anyFor(accountIds);
  }
}
