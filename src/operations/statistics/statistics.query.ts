import type { StatisticDay, StatisticRange } from '@contracts/statistics';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { STATISTIC_ORDERS_TABLE } from './buyer-statistics.projection';
import { datesOfMonth } from './hk-date';

/** Amounts are USD minor units (cents), like every other money figure of the API. */
export const STATISTIC_CURRENCY = 'USD';

export interface StatisticSummary extends StatisticRange {
  from: string;
  to: string;
  currency: typeof STATISTIC_CURRENCY;
  total_buyer_fee: number;
  total_order_value: number;
  total_order_number: number;
}

export interface StatisticNode extends StatisticDay {
  currency: typeof STATISTIC_CURRENCY;
}

interface SumRow {
  day: string;
  buyer_fee: string;
  order_value: string;
  orders: number;
  total_fee: string;
}

/** A buyer's own figures; every statement is filtered by the buyer. */
@Injectable()
export class StatisticsQuery {
  constructor(private readonly dataSource: DataSource) {}

  async summary(buyerId: string, from: string, to: string): Promise<StatisticSummary> {
    const [row]: SumRow[] = await this.dataSource.query(
      `SELECT COALESCE(sum(buyer_fee), 0)::text AS buyer_fee, COALESCE(sum(order_value), 0)::text AS order_value, count(*)::int AS orders
         FROM ${STATISTIC_ORDERS_TABLE} WHERE buyer_id = $1 AND hk_date BETWEEN $2::date AND $3::date`,
      [buyerId, from, to],
    );
    return {
      from,
      to,
      currency: STATISTIC_CURRENCY,
      total_buyer_fee: Number(row.buyer_fee),
      total_order_value: Number(row.order_value),
      total_order_number: row.orders,
    };
  }

  /** Every day of the month, zeros included, so the chart has no gaps. */
  async daily(buyerId: string, month: string): Promise<StatisticNode[]> {
    const dates = datesOfMonth(month);
    const rows: SumRow[] = await this.dataSource.query(
      `SELECT to_char(hk_date, 'YYYY-MM-DD') AS day, sum(buyer_fee)::text AS buyer_fee, sum(order_value)::text AS order_value,
              count(*)::int AS orders, sum(total_fee)::text AS total_fee
         FROM ${STATISTIC_ORDERS_TABLE} WHERE buyer_id = $1 AND hk_date BETWEEN $2::date AND $3::date
        GROUP BY hk_date`,
      [buyerId, dates[0], dates[dates.length - 1]],
    );
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return dates.map((date) => {
      const r = byDay.get(date);
      const buyerFee = r ? Number(r.buyer_fee) : 0;
      return {
        date,
        total_buyer_earn: buyerFee,
        total_order_value: r ? Number(r.order_value) : 0,
        total_order_number: r ? r.orders : 0,
        total_fee: r ? Number(r.total_fee) : 0,
        total_buyer_fee: buyerFee,
        currency: STATISTIC_CURRENCY,
      };
    });
  }
}
