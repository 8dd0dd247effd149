import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Actor } from '../../platform/auth/actor';
import { ApiError } from '../../platform/web/api-error';
import { BatchCaptureService } from '../../around-batch/payments/batch/batch-capture.service';
import type { CommandResult } from '../write/command-context';

/**
 * The staff "capture now" of `PUT capture_payment/{id}`. The capture itself (amount from the
 * purchased items, the provider call, CapturePayment) belongs to the payments module, which is
 * configured separately (BatchPaymentsModule.forRoot); it is looked up at call time so the batch
 * module does not import it (the payments module already depends on the batch write path).
 */
@Injectable()
export class CaptureNow {
  constructor(private readonly moduleRef: ModuleRef) {}

  private service(): BatchCaptureService | null {
    try {
      return this.moduleRef.get(BatchCaptureService, { strict: false });
    } catch {
      return null;
    }
  }

  async capture(batchId: string, actor: Actor, correlationId: string): Promise<CommandResult> {
    const service = this.service();
    if (!service) throw new ApiError(409, 'PAYMENT_CAPTURE_UNAVAILABLE', 'Capturing payments is not available on this server yet.', {});
    return service.captureNow(batchId, actor, correlationId);
  }
}
