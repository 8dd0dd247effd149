import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { Job } from '../../platform/jobs/job.types';
import { AssignmentDecisionLock } from './assignment-decision.lock';
import { AutoAssigner } from './auto-assigner';

export const ACCEPTANCE_WINDOW_JOB = 'assignment.acceptance-window';
export const acceptanceWindowKey = (assignedEventId: string): string => `${ACCEPTANCE_WINDOW_JOB}:${assignedEventId}`;

export interface AcceptanceWindowPayload {
  batchId: string;
  buyerId: string;
  /** The BuyerAssigned event this window watches; a later assignment makes the job a no-op. */
  assignedEventId: string;
  correlationId: string;
}

/** When the window ends and the same assignment still waits for an answer, the next best buyer gets the request. */
@Injectable()
export class AcceptanceWindowJob {
  constructor(
    private readonly assigner: AutoAssigner,
    private readonly lock: AssignmentDecisionLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(job: Job<AcceptanceWindowPayload>): Promise<void> {
    const p = job.payload;
    await this.lock.run((hold) =>
      this.assigner.assign({
        hold,
        batchId: p.batchId,
        trigger: 'acceptance_window',
        triggerId: p.assignedEventId,
        correlationId: p.correlationId,
        preface: `${p.buyerId} gave no answer within the acceptance window (${this.config.acceptanceWindowHours} h). `,
        precondition: (state, recorded) => {
          if (state.value !== 'assigned') return `the request is ${String(state.value)}`;
          const last = [...recorded].reverse().find((e) => e.type === 'BuyerAssigned');
          return last?.eventId === p.assignedEventId ? null : 'the request was reassigned meanwhile';
        },
      }),
    );
  }
}
