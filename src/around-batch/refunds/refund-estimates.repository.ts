import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RefundFigures, RefundLine } from '@machines/batch';

export interface StoredEstimate {
  eid: string;
  batchId: string;
  batchNumber: string;
  items: RefundLine[];
  additionalRefund: number;
  currency: string;
  details: RefundFigures;
  wholeOrder: boolean;
  createdBy: string;
  createdAt: Date;
}

interface Row {
  eid: string;
  batch_id: string;
  batch_number: string;
  items: RefundLine[];
  additional_refund: string;
  currency: string;
  details: RefundFigures;
  whole_order: boolean;
  created_by: string;
  created_at: Date;
}

/** Refund estimates by eid: what a refund request is created from (spec §3 "Refund request: eid"). */
@Injectable()
export class RefundEstimatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async save(e: Omit<StoredEstimate, 'eid' | 'createdAt'>): Promise<string> {
    const rows: { eid: string }[] = await this.dataSource.query(
      `INSERT INTO refund_estimates (batch_id, batch_number, items, additional_refund, currency, details, whole_order, created_by)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6::jsonb, $7, $8) RETURNING eid`,
      [
        e.batchId,
        e.batchNumber,
        JSON.stringify(e.items),
        e.additionalRefund,
        e.currency,
        JSON.stringify(e.details),
        e.wholeOrder,
        e.createdBy,
      ],
    );
    return rows[0].eid;
  }

  async find(eid: string, batchId: string): Promise<StoredEstimate | null> {
    if (!/^[0-9a-f-]{36}$/i.test(eid)) return null;
    const rows: Row[] = await this.dataSource.query(`SELECT * FROM refund_estimates WHERE eid = $1 AND batch_id = $2`, [
      eid,
      batchId,
    ]);
    const r = rows[0];
    if (!r) return null;
    return {
      eid: r.eid,
      batchId: r.batch_id,
      batchNumber: r.batch_number,
      items: r.items,
      additionalRefund: Number(r.additional_refund),
      currency: r.currency.trim(),
      details: r.details,
      wholeOrder: r.whole_order,
      createdBy: r.created_by,
      createdAt: r.created_at,
    };
  }
}
