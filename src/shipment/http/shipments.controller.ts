import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  decideMove,
  decideShipment,
  isShipmentError,
  type ShipmentCommandOf,
  type ShipmentCommandType,
} from '@machines/shipment';
import type { ShipmentCommandResult, ShipmentDetail, ShipmentList } from '@contracts/shipments';
import { commandContext, EVENT_POSITION_HEADER, ReadYourWrites } from '../../batch';
import { Roles } from '../../platform/auth/auth.decorators';
import { wellFormedId } from '../../platform/web/api-error';
import { CurrentExchange, type Exchange } from '../../platform/web/exchange';
import { shipmentNotFound } from '../core/shipment-errors';
import { ShipmentPlacement } from '../process/shipment-placement';
import { manifestCsv } from '../read/manifest-csv';
import { ShipmentQueries } from '../read/shipment.queries';
import { ShipmentWriter, type ShipmentWritten } from '../write/shipment-writer';
import { DepartShipmentDto, HoldParcelDto, MoveParcelDto, OpenShipmentDto, ShipmentListQueryDto } from './shipment.dto';

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
  async list(@Query() query: ShipmentListQueryDto, @CurrentExchange() exchange: Exchange): Promise<ShipmentList> {
    await this.readYourWrites.await('shipment-list', exchange.actor, exchange.request, undefined);
    return this.queries.list({
      warehouse: query.warehouse,
      status: query.status,
      page: query.page,
      pageSize: query.page_size,
    });
  }

  @Get(':id')
  @Roles('staff', 'auditor')
  async detail(@Param('id') id: string, @CurrentExchange() { actor, request }: Exchange): Promise<ShipmentDetail> {
    const shipmentId = wellFormedId(id, 'id');
    await this.readYourWrites.await('shipment-list', actor, request, undefined);
    await this.readYourWrites.await('shipment-detail', actor, request, undefined);
    return this.queries.detail(shipmentId, actor);
  }

  @Get(':id/manifest.csv')
  @Roles('staff', 'auditor')
  async manifest(@Param('id') id: string, @CurrentExchange() exchange: Exchange): Promise<string> {
    const detail = await this.detail(id, exchange);
    exchange.response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    exchange.response.setHeader('Content-Disposition', `attachment; filename="${detail.shipment_number}.csv"`);
    return manifestCsv(detail);
  }

  @Post()
  @Roles('staff')
  async open(@Body() body: OpenShipmentDto, @CurrentExchange() exchange: Exchange): Promise<ShipmentCommandResult> {
    const written = await this.placement.openNext(body.warehouse, commandContext(exchange.actor, exchange.request));
    return this.answer(written, exchange);
  }

  @Put(':id/close')
  @HttpCode(200)
  @Roles('staff')
  close(@Param('id') id: string, @CurrentExchange() exchange: Exchange) {
    return this.run(id, 'CloseShipment', {}, exchange);
  }

  @Put(':id/depart')
  @HttpCode(200)
  @Roles('staff')
  depart(@Param('id') id: string, @Body() body: DepartShipmentDto, @CurrentExchange() exchange: Exchange) {
    const data = { carrier: body.carrier.trim(), masterTrackingNumber: body.master_tracking_number.trim() };
    return this.run(id, 'MarkDeparted', data, exchange);
  }

  @Put(':id/arrive')
  @HttpCode(200)
  @Roles('staff')
  arrive(@Param('id') id: string, @CurrentExchange() exchange: Exchange) {
    return this.run(id, 'MarkArrivedHk', {}, exchange);
  }

  @Put(':id/sort')
  @HttpCode(200)
  @Roles('staff')
  sort(@Param('id') id: string, @CurrentExchange() exchange: Exchange) {
    return this.run(id, 'MarkSorted', {}, exchange);
  }

  @Put(':id/parcels/:batchId/hold')
  @HttpCode(200)
  @Roles('staff')
  hold(
    @Param('id') id: string,
    @Param('batchId') batchId: string,
    @Body() body: HoldParcelDto,
    @CurrentExchange() exchange: Exchange,
  ) {
    const data = { batchId: wellFormedId(batchId, 'batch_id'), reason: body.reason.trim() };
    return this.run(id, 'HoldParcel', data, exchange);
  }

  @Put(':id/parcels/:batchId/release')
  @HttpCode(200)
  @Roles('staff')
  release(@Param('id') id: string, @Param('batchId') batchId: string, @CurrentExchange() exchange: Exchange) {
    return this.run(id, 'ReleaseParcel', { batchId: wellFormedId(batchId, 'batch_id') }, exchange);
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
    @CurrentExchange() exchange: Exchange,
  ): Promise<ShipmentCommandResult> {
    const shipmentId = wellFormedId(id, 'id');
    const toShipmentId = body.to_shipment_id === null ? null : wellFormedId(body.to_shipment_id, 'to_shipment_id');
    const data = { batchId: wellFormedId(batchId, 'batch_id'), toShipmentId };
    const context = commandContext(exchange.actor, exchange.request);
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
    return this.answer(source, exchange);
  }

  private async run<T extends ShipmentCommandType>(
    id: string,
    type: T,
    data: ShipmentCommandOf<T>['data'],
    exchange: Exchange,
  ): Promise<ShipmentCommandResult> {
    const context = commandContext(exchange.actor, exchange.request);
    const written = await this.writer.command(wellFormedId(id, 'id'), context, type, data);
    return this.answer(written, exchange);
  }

  private async answer(written: ShipmentWritten, { actor, response }: Exchange): Promise<ShipmentCommandResult> {
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
