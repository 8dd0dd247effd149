import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  decideMove,
  decideShipment,
  isShipmentError,
  type ShipmentCommandOf,
  type ShipmentCommandType,
} from '@machines/shipment';
import type { ShipmentCommandResult, ShipmentDetail, ShipmentList } from '@contracts/shipments';
import { commandContext, EVENT_POSITION_HEADER, ReadYourWrites } from '../../batch';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { ApiError } from '../../platform/web/api-error';
import { shipmentNotFound } from '../core/shipment-errors';
import { ShipmentPlacement } from '../process/shipment-placement';
import { manifestCsv } from '../read/manifest-csv';
import { ShipmentQueries } from '../read/shipment.queries';
import { ShipmentWriter, type ShipmentWritten } from '../write/shipment-writer';
import { DepartShipmentDto, HoldParcelDto, MoveParcelDto, OpenShipmentDto, ShipmentListQueryDto } from './shipment.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are ours (UUID-shaped): anything else is malformed input naming its parameter, never a lookup. */
function idParam(value: string, field: string): string {
  if (!UUID.test(value))
    throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong format', {
      field,
      constraint: 'isUuid',
      message: 'Wrong format',
    });
  return value.toLowerCase();
}

/**
 * Staff's weekly shipments (contracts/shipments.ts): the list, the detail, the manifest, and every
 * shipment command but the order moves' progress (its own process owns `/moves`). Staff only;
 * auditors read. Every command goes through the ShipmentWriter; the answer is the shipment as just
 * written, with `X-Event-Position` for read-your-writes.
 */
@Controller('api/admin/shipments')
export class ShipmentsController {
  constructor(
    private readonly writer: ShipmentWriter,
    private readonly queries: ShipmentQueries,
    private readonly placement: ShipmentPlacement,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get()
  @Roles('staff', 'auditor')
  async list(
    @Query() query: ShipmentListQueryDto,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
  ): Promise<ShipmentList> {
    await this.readYourWrites.await('shipment-list', actor, request, undefined);
    return this.queries.list({
      warehouse: query.warehouse,
      status: query.status,
      page: query.page,
      pageSize: query.page_size,
    });
  }

  @Get(':id')
  @Roles('staff', 'auditor')
  async detail(
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
  ): Promise<ShipmentDetail> {
    const shipmentId = idParam(id, 'id');
    await this.readYourWrites.await('shipment-list', actor, request, undefined);
    await this.readYourWrites.await('shipment-detail', actor, request, undefined);
    return this.queries.detail(shipmentId, actor);
  }

  @Get(':id/manifest.csv')
  @Roles('staff', 'auditor')
  async manifest(
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const detail = await this.detail(id, actor, request);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${detail.shipment_number}.csv"`);
    return manifestCsv(detail);
  }

  @Post()
  @Roles('staff')
  async open(
    @Body() body: OpenShipmentDto,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShipmentCommandResult> {
    const written = await this.placement.openNext(body.warehouse, commandContext(actor, request));
    return this.answer(written, actor, response);
  }

  @Put(':id/close')
  @HttpCode(200)
  @Roles('staff')
  close(
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.run(id, 'CloseShipment', {}, actor, req, res);
  }

  @Put(':id/depart')
  @HttpCode(200)
  @Roles('staff')
  depart(
    @Param('id') id: string,
    @Body() body: DepartShipmentDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const data = { carrier: body.carrier.trim(), masterTrackingNumber: body.master_tracking_number.trim() };
    return this.run(id, 'MarkDeparted', data, actor, req, res);
  }

  @Put(':id/arrive')
  @HttpCode(200)
  @Roles('staff')
  arrive(
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.run(id, 'MarkArrivedHk', {}, actor, req, res);
  }

  @Put(':id/sort')
  @HttpCode(200)
  @Roles('staff')
  sort(
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.run(id, 'MarkSorted', {}, actor, req, res);
  }

  @Put(':id/parcels/:batchId/hold')
  @HttpCode(200)
  @Roles('staff')
  hold(
    @Param('id') id: string,
    @Param('batchId') batchId: string,
    @Body() body: HoldParcelDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const data = { batchId: idParam(batchId, 'batch_id'), reason: body.reason.trim() };
    return this.run(id, 'HoldParcel', data, actor, req, res);
  }

  @Put(':id/parcels/:batchId/release')
  @HttpCode(200)
  @Roles('staff')
  release(
    @Param('id') id: string,
    @Param('batchId') batchId: string,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.run(id, 'ReleaseParcel', { batchId: idParam(batchId, 'batch_id') }, actor, req, res);
  }

  /**
   * Both halves are decided before either is written (decideMove); the parcel leaves here first, so
   * an order is never in two shipments at once, then joins the target (decided again on its stream).
   */
  @Put(':id/parcels/:batchId/move')
  @HttpCode(200)
  @Roles('staff')
  async move(
    @Param('id') id: string,
    @Param('batchId') batchId: string,
    @Body() body: MoveParcelDto,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShipmentCommandResult> {
    const shipmentId = idParam(id, 'id');
    const toShipmentId = body.to_shipment_id === null ? null : idParam(body.to_shipment_id, 'to_shipment_id');
    const data = { batchId: idParam(batchId, 'batch_id'), toShipmentId };
    const context = commandContext(actor, request);
    let arriving: ShipmentCommandOf<'AddParcel'> | null = null;
    const source = await this.writer.execute(shipmentId, context, async (metadata, loaded) => {
      const command: ShipmentCommandOf<'MoveParcel'> = { type: 'MoveParcel', data, metadata };
      const target = toShipmentId ? (await this.writer.load(toShipmentId)).state : null;
      const decision = decideMove(command, loaded.state, target);
      if (isShipmentError(decision)) return { events: decision, commandType: 'MoveParcel' };
      const parcel = loaded.state.context.parcels.find((p) => p.batchId === data.batchId);
      arriving =
        toShipmentId && parcel
          ? {
              type: 'AddParcel',
              data: {
                ...parcel,
                itemIds: [...parcel.itemIds],
                warehouse: loaded.state.context.warehouse,
                movedFrom: shipmentId,
              },
              metadata,
            }
          : null;
      return { events: decision.source, commandType: 'MoveParcel' };
    });
    const add = arriving as ShipmentCommandOf<'AddParcel'> | null;
    if (toShipmentId && add) {
      await this.writer.execute(toShipmentId, context, (metadata, loaded) => ({
        events: decideShipment({ ...add, metadata }, loaded.state),
        commandType: 'MoveParcel',
      }));
    }
    return this.answer(source, actor, response);
  }

  private async run<T extends ShipmentCommandType>(
    id: string,
    type: T,
    data: ShipmentCommandOf<T>['data'],
    actor: Actor,
    request: Request,
    response: Response,
  ): Promise<ShipmentCommandResult> {
    const written = await this.writer.command(idParam(id, 'id'), commandContext(actor, request), type, data);
    return this.answer(written, actor, response);
  }

  private async answer(written: ShipmentWritten, actor: Actor, response: Response): Promise<ShipmentCommandResult> {
    const status = written.state.value;
    // A command that appended nothing to a stream that does not exist (never: every command but OpenShipment is refused there).
    if (status === 'none') throw shipmentNotFound();
    response.setHeader(EVENT_POSITION_HEADER, written.position);
    const shipment = await this.queries.detailOfState(
      {
        shipmentId: written.shipmentId,
        status,
        revision: written.revision,
        context: written.state.context,
        updatedAt: written.at,
      },
      actor,
    );
    return { shipment, position: written.position };
  }
}
