import { Injectable } from '@nestjs/common';
import type { BatchDetailExtra, BatchDetailExtraInput } from '../../batch';
import { RobotFailuresRepository } from './robot-failures.repository';

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
    return {
      robot_records: rows.map((r) => ({
        id: r.id,
        batch_id: r.batch_id,
        order_id: r.batch_number,
        code: r.code,
        message: r.message,
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
  }
}
