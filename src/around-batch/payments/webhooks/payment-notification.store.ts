import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { NotificationRequestItem } from '../provider/notification-signature';
import type { StoredPaymentNotification } from './payment-notification';

interface Row {
  id: string;
  psp_reference: string;
  original_reference: string | null;
  payment_psp_reference: string;
  merchant_account: string;
  merchant_reference: string;
  event_code: string;
  success: boolean;
  amount_value: string;
  amount_currency: string;
  reason: string | null;
  event_date: Date | null;
  status: 'pending' | 'applied';
  received_at: Date;
  /** The item as received: additional data the columns do not keep (the card's last four). */
  item: { additionalData?: Record<string, unknown> } | null;
}

const cardSummaryOf = (row: Row): string | null => {
  const summary = row.item?.additionalData?.cardSummary;
  return typeof summary === 'string' && summary.length > 0 ? summary : null;
};

const toNotification = (row: Row): StoredPaymentNotification => ({
  id: row.id,
  pspReference: row.psp_reference,
  originalReference: row.original_reference,
  paymentPspReference: row.payment_psp_reference,
  merchantAccount: row.merchant_account,
  merchantReference: row.merchant_reference,
  eventCode: row.event_code,
  success: row.success,
  amount: { value: Number(row.amount_value), currency: row.amount_currency },
  reason: row.reason,
  cardSummary: cardSummaryOf(row),
  eventDate: row.event_date ? row.event_date.toISOString() : null,
  status: row.status,
  receivedAt: row.received_at.toISOString(),
});

/** payment_notifications: the unique (psp_reference, event_code, success) turns redeliveries into a counter. */
@Injectable()
export class PaymentNotificationStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores every item in one transaction and returns the payments they concern. */
  async storeAll(items: readonly NotificationRequestItem[]): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      const payments = new Set<string>();
      for (const item of items) payments.add(await this.store(manager, item));
      return [...payments];
    });
  }

  async forPayment(manager: EntityManager, paymentPspReference: string): Promise<StoredPaymentNotification[]> {
    const rows: Row[] = await manager.query(
      `SELECT * FROM payment_notifications WHERE payment_psp_reference = $1 ORDER BY received_at, id FOR UPDATE`,
      [paymentPspReference],
    );
    return rows.map(toNotification);
  }

  async markApplied(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      `UPDATE payment_notifications SET status = 'applied', applied_at = clock_timestamp() WHERE id = $1`,
      [id],
    );
  }

  async paymentsWithPending(): Promise<string[]> {
    const rows: { payment_psp_reference: string }[] = await this.dataSource.query(
      `SELECT DISTINCT payment_psp_reference FROM payment_notifications WHERE status = 'pending'`,
    );
    return rows.map((row) => row.payment_psp_reference);
  }

  private async store(manager: EntityManager, item: NotificationRequestItem): Promise<string> {
    const payment = item.originalReference || item.pspReference;
    const eventDate = item.eventDate && !Number.isNaN(Date.parse(item.eventDate)) ? item.eventDate : null;
    await manager.query(
      `INSERT INTO payment_notifications (psp_reference, original_reference, payment_psp_reference, merchant_account, merchant_reference,
         event_code, success, amount_value, amount_currency, reason, event_date, item)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (psp_reference, event_code, success) DO UPDATE SET deliveries = payment_notifications.deliveries + 1`,
      [
        item.pspReference,
        item.originalReference || null,
        payment,
        item.merchantAccountCode,
        item.merchantReference,
        item.eventCode,
        item.success === 'true',
        item.amount.value,
        item.amount.currency,
        item.reason || null,
        eventDate,
        JSON.stringify(item),
      ],
    );
    return payment;
  }
}
