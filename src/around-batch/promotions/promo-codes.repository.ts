import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NewPromoCode, PromoCode } from './promo-code.types';

interface Row {
  code: string;
  kind: 'amount' | 'percent';
  value: string;
  min_order_total: string;
  valid_from: Date;
  valid_until: Date | null;
  max_redemptions: number | null;
  once_per_account: boolean;
  active: boolean;
  description: string;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  redemptions: string;
}

// Stored: amount = HKD cents, percent = basis points; the API speaks whole percent.
const toCode = (r: Row): PromoCode => ({
  code: r.code,
  kind: r.kind,
  value: r.kind === 'percent' ? Number(r.value) / 100 : Number(r.value),
  minOrderTotal: Number(r.min_order_total),
  validFrom: r.valid_from,
  validUntil: r.valid_until,
  maxRedemptions: r.max_redemptions,
  oncePerAccount: r.once_per_account,
  active: r.active,
  description: r.description,
  createdBy: r.created_by,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  redemptions: Number(r.redemptions),
});

const stored = (kind: 'amount' | 'percent', value: number) => (kind === 'percent' ? Math.round(value * 100) : value);

const SELECT = `SELECT p.*, (SELECT count(*) FROM promo_redemptions r WHERE r.code = p.code) AS redemptions FROM promo_codes p`;

/** promo_codes and promo_redemptions. */
@Injectable()
export class PromoCodesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<PromoCode[]> {
    const rows: Row[] = await this.dataSource.query(`${SELECT} ORDER BY p.created_at DESC, p.code`);
    return rows.map(toCode);
  }

  async find(code: string): Promise<PromoCode | undefined> {
    const rows: Row[] = await this.dataSource.query(`${SELECT} WHERE p.code = $1`, [code]);
    return rows[0] && toCode(rows[0]);
  }

  /** False when the code exists already. */
  async insert(p: NewPromoCode): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO promo_codes (code, kind, value, min_order_total, valid_from, valid_until, max_redemptions, once_per_account, active, description, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (code) DO NOTHING RETURNING code`,
      [
        p.code,
        p.kind,
        stored(p.kind, p.value),
        p.minOrderTotal,
        p.validFrom,
        p.validUntil,
        p.maxRedemptions,
        p.oncePerAccount,
        p.active,
        p.description,
        p.createdBy,
      ],
    );
    return rows.length > 0;
  }

  async update(code: string, next: PromoCode): Promise<void> {
    await this.dataSource.query(
      `UPDATE promo_codes SET kind = $2, value = $3, min_order_total = $4, valid_from = $5, valid_until = $6, max_redemptions = $7,
         once_per_account = $8, active = $9, description = $10, updated_at = now() WHERE code = $1`,
      [
        code,
        next.kind,
        stored(next.kind, next.value),
        next.minOrderTotal,
        next.validFrom,
        next.validUntil,
        next.maxRedemptions,
        next.oncePerAccount,
        next.active,
        next.description,
      ],
    );
  }

  /** Other batches of this account that redeemed the code (this batch's own redemption does not count). */
  async redeemedByAccount(code: string, accountId: string, exceptBatchId?: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM promo_redemptions WHERE code = $1 AND account_id = $2 AND batch_id <> $3 LIMIT 1`,
      [code, accountId, exceptBatchId ?? ''],
    );
    return rows.length > 0;
  }

  async redemptionCount(code: string, exceptBatchId?: string): Promise<number> {
    const rows: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) FROM promo_redemptions WHERE code = $1 AND batch_id <> $2`,
      [code, exceptBatchId ?? ''],
    );
    return Number(rows[0].count);
  }

  /** One redemption per batch: recording again (webhook after the synchronous answer) is a no-op. */
  async redeem(input: {
    code: string;
    accountId: string;
    batchId: string;
    batchNumber: string;
    discount: number;
    currency: string;
  }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO promo_redemptions (code, account_id, batch_id, batch_number, discount, currency) SELECT $1, $2, $3, $4, $5, $6
       WHERE EXISTS (SELECT 1 FROM promo_codes WHERE code = $1) ON CONFLICT (batch_id) DO NOTHING`,
      [input.code, input.accountId, input.batchId, input.batchNumber, input.discount, input.currency],
    );
  }
}
