import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ShipmentContext } from '@machines/shipment';
import type { ShipmentDetail, ShipmentList, ShipmentStatusValue } from '@contracts/shipments';
import type { Actor } from '../../platform/auth/actor';
import { Clock } from '../../platform/clock/clock';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { shipmentNotFound } from '../core/shipment-errors';
import { ShipmentMovesSource } from './shipment-moves-source';
import { ParcelFactsQuery } from './parcel-facts.query';
import { SHIPMENT_LIST_TABLE } from './shipment-list.projection';
import { SHIPMENT_PARCELS_TABLE } from './shipment-parcels.projection';
import {
  parcelLinesOf,
  shipmentDetailOf,
  shipmentListRowOf,
  type ParcelLine,
  type ShipmentHead,
} from './shipment-view';

export interface ShipmentListFilter {
  warehouse?: string;
  status?: ShipmentStatusValue;
  page: number;
  pageSize: number;
}

interface HeadRow {
  shipment_id: string;
  status: ShipmentStatusValue;
  revision: string;
  context: ShipmentContext;
  updated_at: Date;
}

const headOf = (r: HeadRow): ShipmentHead => ({
  shipmentId: r.shipment_id,
  status: r.status,
  revision: Number(r.revision),
  context: r.context,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The staff list and detail from the shipment read models, the parcels' orders from the batch's. */
@Injectable()
export class ShipmentQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly facts: ParcelFactsQuery,
    private readonly clock: Clock,
    private readonly moves: ShipmentMovesSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(filter: ShipmentListFilter): Promise<ShipmentList> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.warehouse) where.push(`warehouse = $${params.push(filter.warehouse)}`);
    if (filter.status) where.push(`status = $${params.push(filter.status)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }]: { count: string }[] = await this.dataSource.query(
      `SELECT count(*)::text AS count FROM ${SHIPMENT_LIST_TABLE} ${clause}`,
      params,
    );
    const rows: HeadRow[] = await this.dataSource.query(
      `SELECT shipment_id, status, revision::text AS revision, context, updated_at FROM ${SHIPMENT_LIST_TABLE} ${clause}
        ORDER BY cutoff_at DESC, shipment_id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
    );
    return {
      results: rows.map((r) => shipmentListRowOf(headOf(r), this.config.shipments.scheduleFor(r.context.warehouse))),
      count: Number(count),
      page: filter.page,
      page_size: filter.pageSize,
    };
  }

  /** The shipment's head as the read model has it, or null. */
  async head(shipmentId: string): Promise<ShipmentHead | null> {
    const rows: HeadRow[] = await this.dataSource.query(
      `SELECT shipment_id, status, revision::text AS revision, context, updated_at FROM ${SHIPMENT_LIST_TABLE} WHERE shipment_id = $1`,
      [shipmentId],
    );
    return rows[0] ? headOf(rows[0]) : null;
  }

  async parcels(shipmentId: string): Promise<ParcelLine[]> {
    const rows: {
      batch_id: string;
      item_ids: string[];
      weight: string;
      held: boolean;
      hold_reason: string | null;
      moved_from: string | null;
    }[] = await this.dataSource.query(
      `SELECT batch_id, item_ids, weight::text AS weight, held, hold_reason, moved_from
         FROM ${SHIPMENT_PARCELS_TABLE} WHERE shipment_id = $1 ORDER BY position`,
      [shipmentId],
    );
    return rows.map((r) => ({
      batchId: r.batch_id,
      itemIds: r.item_ids,
      weight: Number(r.weight),
      held: r.held,
      holdReason: r.hold_reason,
      movedFrom: r.moved_from,
    }));
  }

  async detail(shipmentId: string, actor: Actor): Promise<ShipmentDetail> {
    const head = await this.head(shipmentId);
    if (!head) throw shipmentNotFound();
    return this.detailOf(head, await this.parcels(shipmentId), actor);
  }

  /** The detail of a state just written (a command's answer), its parcels from the state itself. */
  detailOfState(head: ShipmentHead, actor: Actor): Promise<ShipmentDetail> {
    return this.detailOf(head, parcelLinesOf(head.context), actor);
  }

  private async detailOf(head: ShipmentHead, parcels: ParcelLine[], actor: Actor): Promise<ShipmentDetail> {
    return shipmentDetailOf({
      head,
      parcels,
      facts: await this.facts.of(parcels.map((p) => p.batchId)),
      schedule: this.config.shipments.scheduleFor(head.context.warehouse),
      actor,
      now: this.clock.now(),
      moves: await this.moves.progressOf(head.context.shipmentId),
    });
  }

  /** Shipments not yet departed that carry this order, as the read model knows them (the process re-reads their streams). */
  async holdersOf(batchId: string): Promise<string[]> {
    const rows: { shipment_id: string }[] = await this.dataSource.query(
      `SELECT p.shipment_id FROM ${SHIPMENT_PARCELS_TABLE} p
         JOIN ${SHIPMENT_LIST_TABLE} l ON l.shipment_id = p.shipment_id
        WHERE p.batch_id = $1 AND l.status IN ('open', 'closed')`,
      [batchId],
    );
    return rows.map((r) => r.shipment_id);
  }
}
