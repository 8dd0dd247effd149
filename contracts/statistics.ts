/** Buyer statistics (src/operations/statistics): fees over a date range and daily figures for a month. */
export interface StatisticRange {
  from: string;
  to: string;
  currency: string;
  total_buyer_fee: number;
  total_order_value: number;
  total_order_number: number;
}

export interface StatisticDay {
  date: string;
  total_buyer_earn: number;
  total_order_value: number;
  total_order_number: number;
  total_fee: number;
  total_buyer_fee: number;
  currency: string;
}

export interface StatisticMonth {
  month: string;
  currency: string;
  results: StatisticDay[];
}
