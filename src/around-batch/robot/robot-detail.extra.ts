import { Injectable } from '@nestjs/common';
import type { BatchDetailExtra, BatchDetailExtraInput } from '../../batch';
import type { RobotRecord } from '@contracts/batch/order-detail';
import { robotFailureOf, RobotFailuresRepository } from './robot-failures.repository';

/**
 * Spec §3 robot failure records (batch id/order id, code, message) on the batch detail: for the
 * buyer who must take over, and operators.
 */
@Injectable()
export class RobotDetailExtra implements BatchDetailExtra {
  // After the assignment records on the wire.
  readonly order = 20;

  constructor(private readonly failures: RobotFailuresRepository) {}

  async fields({ batchId, audience }: BatchDetailExtraInput): Promise<Record<string, unknown>> {
    if (audience === 'requester') return {};
    const rows = await this.failures.list({ batchId, limit: 50 });
    // The detail names the batch once, at its top: its records leave out their own batch_number.
    const records: RobotRecord[] = rows.map((r) => {
      const { batch_number: _batchNumber, ...record } = robotFailureOf(r);
      return record;
    });
    return { robot_records: records };
  }
}
