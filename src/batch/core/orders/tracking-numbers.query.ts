import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BATCH_DETAIL_TABLE } from '../state/detail-read-model';

/**
 * Which of these tracking numbers another batch already carries (case-insensitive), from the detail
 * read model. The read model may trail the event store by a moment, so two batches given the same new
 * number at the same instant are not caught: accepted, as a parcel number is typed from a label.
 */
@Injectable()
export class TrackingNumbersQuery {
  constructor(private readonly dataSource: DataSource) {}

  async usedElsewhere(batchId: string, numbers: readonly string[]): Promise<string[]> {
    if (numbers.length === 0) return [];
    const rows: { tn: string }[] = await this.dataSource.query(
      `SELECT DISTINCT upper(it->>'trackingNumber') AS tn
         FROM ${BATCH_DETAIL_TABLE} d, jsonb_array_elements(d.state->'context'->'items') it
        WHERE d.batch_id <> $1 AND upper(it->>'trackingNumber') = ANY($2::text[])`,
      [batchId, numbers.map((n) => n.toUpperCase())],
    );
    return rows.map((r) => r.tn);
  }
}
