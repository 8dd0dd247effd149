import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { ShipmentMoveProgress } from '@contracts/shipments';
import { Roles } from '../../platform/auth/auth.decorators';
import { Clock } from '../../platform/clock/clock';
import { ApiError } from '../../platform/web/api-error';
import { ShipmentMovesPush } from './shipment-moves.push';
import { ShipmentMovesRepository } from './shipment-moves.repository';

/** Shipment ids are short tokens; anything else is malformed input, never a lookup. */
function shipmentIdParam(id: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id))
    throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong format', { field: 'id', message: 'Wrong format' });
  return id;
}

/** No move was ever recorded for it: unknown, or not departed yet (404 either way). */
const notFound = () => new ApiError(404, 'SHIPMENT_NOT_FOUND', 'Shipment not found.', { field: 'id' });

/** The moves of a shipment's orders: progress (staff, auditors) and a retry of the failed ones (staff). */
@Controller('api/admin/shipments')
export class ShipmentMovesController {
  constructor(
    private readonly moves: ShipmentMovesRepository,
    private readonly push: ShipmentMovesPush,
    private readonly clock: Clock,
  ) {}

  @Get(':id/moves')
  @Roles('staff', 'auditor')
  async progress(@Param('id') id: string): Promise<ShipmentMoveProgress> {
    const progress = await this.moves.progress(shipmentIdParam(id));
    if (!progress) throw notFound();
    return progress;
  }

  /** Each failed order of the latest move gets a new attempt (a new job key); moved ones are left alone. */
  @Post(':id/moves/retry')
  @HttpCode(200)
  @Roles('staff')
  async retry(@Param('id') id: string, @Req() request: Request): Promise<ShipmentMoveProgress> {
    const shipmentId = shipmentIdParam(id);
    const requestId = request.headers['x-request-id'];
    const correlationId =
      typeof requestId === 'string' && requestId.length <= 100 && requestId ? requestId : randomUUID();
    await this.moves.retryFailed(shipmentId, correlationId, this.clock.now());
    const progress = await this.moves.progress(shipmentId);
    if (!progress) throw notFound();
    this.push.changed(shipmentId);
    return progress;
  }
}
