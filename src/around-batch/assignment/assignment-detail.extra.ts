import { Injectable } from '@nestjs/common';
import type { BatchDetailExtra, BatchDetailExtraInput } from '../../batch';
import { AssignmentRecordsRepository } from './assignment-records.repository';

/** Why this buyer (spec §1: assignment is explainable), on the batch detail; operators only. */
@Injectable()
export class AssignmentDetailExtra implements BatchDetailExtra {
  // Before robot_records on the wire.
  readonly order = 10;

  constructor(private readonly records: AssignmentRecordsRepository) {}

  async fields({ batchId, audience }: BatchDetailExtraInput): Promise<Record<string, unknown>> {
    return audience === 'staff' ? { assignment: await this.records.decisionsOf(batchId) } : {};
  }
}
