import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BATCH_DETAIL_TABLE } from '../../batch';

/** What a parcel row shows of its order, read from the batch read models when the shipment is read. */
export interface ParcelFacts {
  batchNumber: string;
  requesterName: string;
  orderStatus: string;
  /** A pickup point id, or `courier` for delivery to an address. */
  destination: string;
}

/**
 * The orders' facts at query time, not projected: batch number, status and destination change on
 * the batch streams, and the requester's name in the accounts, so a copy in the shipment rows would
 * go stale. One query for all the parcels of a page (the batch detail row, the requester's user).
 */
@Injectable()
export class ParcelFactsQuery {
  constructor(private readonly dataSource: DataSource) {}

  async of(batchIds: readonly string[]): Promise<Map<string, ParcelFacts>> {
    const found = new Map<string, ParcelFacts>();
    if (batchIds.length === 0) return found;
    const rows: {
      batch_id: string;
      batch_number: string;
      status: string;
      delivery_kind: string | null;
      location_id: string | null;
      first_name: string | null;
      last_name: string | null;
    }[] = await this.dataSource.query(
      `SELECT d.batch_id, d.batch_number, d.status,
              d.state -> 'context' -> 'delivery' ->> 'kind' AS delivery_kind,
              d.state -> 'context' -> 'delivery' ->> 'locationId' AS location_id,
              u.first_name, u.last_name
         FROM ${BATCH_DETAIL_TABLE} d
         LEFT JOIN accounts a ON a.id::text = d.requester_id
         LEFT JOIN users u ON u.id = a.user_id
        WHERE d.batch_id = ANY($1)`,
      [[...batchIds]],
    );
    for (const r of rows) {
      found.set(r.batch_id, {
        batchNumber: r.batch_number,
        requesterName: [r.first_name, r.last_name].filter(Boolean).join(' ').trim(),
        orderStatus: r.status,
        destination: r.delivery_kind === 'pickup' && r.location_id ? r.location_id : 'courier',
      });
    }
    return found;
  }
}
