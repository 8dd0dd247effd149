import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { commandContext, respond } from '../http/batch-requests.controller';
import { authorizeFirst } from '../write/authorize-first';
import { BatchStateReader } from '../write/batch-state.reader';
import { CaptureNow } from './capture-now';

/**
 * `PUT capture_payment/{id}` (staff): the machine's permission table decides first (404 for a missing
 * batch, 409 when nothing can be captured now), then the payments module captures through the
 * provider and records CapturePayment (→ payment_captured). Answers the command result.
 */
@Injectable()
export class CapturePaymentAction {
  constructor(
    private readonly reader: BatchStateReader,
    private readonly captureNow: CaptureNow,
  ) {}

  async capture(req: Request, res: Response, batchId: string, actor: Actor): Promise<Record<string, unknown>> {
    const { state } = await this.reader.load(batchId);
    authorizeFirst('CapturePayment', state, { actor: { id: actor.id, role: actor.role, accountType: actor.accountType }, at: '', commandId: '' });
    const context = commandContext(actor, req);
    const result = await this.captureNow.capture(batchId, actor, context.correlationId);
    return respond(res, { ...result, batchNumber: result.batchNumber ?? state.context.batchNumber });
  }
}
