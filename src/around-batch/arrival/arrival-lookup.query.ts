import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ArrivalLookupResult } from '@contracts/batch/arrival';
import { reviewOf, type BatchContext } from '@machines/batch';
import { BATCH_DETAIL_TABLE } from '../../batch';

interface Row {
  batch_id: string;
  batch_number: string;
  status: string;
  state: { context: BatchContext };
}

/**
 * The check-in page's "find an order": a paid order by its batch number or by a parcel's tracking
 * number (an item's, as the buyer recorded it). Staff only (the controller's role).
 */
@Injectable()
export class ArrivalLookup {
  constructor(private readonly dataSource: DataSource) {}

  async find(q: string): Promise<ArrivalLookupResult> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT batch_id, batch_number, status, state FROM ${BATCH_DETAIL_TABLE}
        WHERE (batch_number = $1 OR state->'context'->'items' @> jsonb_build_array(jsonb_build_object('trackingNumber', $1::text)))
          AND (state->'context'->'payments'->>'authorised')::bigint > 0
        ORDER BY updated_at DESC LIMIT 10`,
      [q],
    );
    return {
      results: rows.map((r) => ({
        id: r.batch_id,
        batch_number: r.batch_number,
        status: r.status,
        matched: r.batch_number === q ? ('batch_number' as const) : ('tracking_number' as const),
        items: r.state.context.items.map((i) => ({
          id: i.id,
          name: i.name,
          quantity: i.quantity,
          tracking_number: i.trackingNumber,
          review: reviewOf(r.state.context, i.id)?.status ?? null,
        })),
      })),
    };
  }
}
