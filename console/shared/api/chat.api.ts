import type { HttpClient } from './http-client';
import type { ChatHistory, SupportIdentity } from '@contracts/chat';
import type { StatisticMonth, StatisticRange } from '@contracts/statistics';

/** Chat history (the live part is the Socket.IO connection, console/customer/src/realtime). */
export function createChatApi(http: HttpClient) {
  return {
    history: (room: string) => http.request<ChatHistory>('GET', `/api/message/?room_name=${encodeURIComponent(room)}`),
    /** The support widget's identity with its server-made hash (spec §7). */
    supportIdentity: () => http.request<SupportIdentity>('GET', '/api/support/identity'),
  };
}

/** Buyer statistics (common2.md): fees over a date range and daily figures for a month. */
export function createStatisticsApi(http: HttpClient) {
  return {
    range: (from: string, to: string) =>
      http.request<StatisticRange>(
        'GET',
        `/api/order/statistic/?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      ),
    daily: (month: string) =>
      http.request<StatisticMonth>('GET', `/api/order/statistic/daily/?month=${encodeURIComponent(month)}`),
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
export type StatisticsApi = ReturnType<typeof createStatisticsApi>;
