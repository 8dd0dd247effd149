import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AccountsApi } from '@shared/api/accounts.api';
import type { ReferenceApi } from '@shared/api/reference.api';
import type { PublicConfig } from '@contracts/accounts';
import type { BatchesApi } from '@shared/api/batches.api';
import type { CheckoutApi } from '@shared/api/checkout.api';
import type { NotificationsApi } from '@shared/api/notifications.api';
import type { OrdersApi } from '@shared/api/orders.api';
import type { ArrivalApi } from '@shared/api/arrival.api';
import type { PickupApi } from '@shared/api/pickup.api';
import type { RefundsApi } from '@shared/api/refunds.api';
import type { ChatApi, StatisticsApi } from '@shared/api/chat.api';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import type { SessionStore, Session } from '../session/session-store';
import type { Notice } from '../notify/notice-queue';
import type { Notices } from '../notify/notices';

export interface Services {
  accounts: AccountsApi;
  reference: ReferenceApi;
  sessions: SessionStore;
  notices: Notices;
  config: PublicConfig;
  batches: BatchesApi;
  checkout: CheckoutApi;
  notifications: NotificationsApi;
  orders: OrdersApi;
  arrival: ArrivalApi;
  pickup: PickupApi;
  refunds: RefundsApi;
  chat: ChatApi;
  statistics: StatisticsApi;
  realtime: RealtimeClient;
}

const ServicesContext = createContext<Services | undefined>(undefined);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

export function useSession(): Session | undefined {
  const { sessions } = useServices();
  return useSyncExternalStore(sessions.subscribe, sessions.get);
}

export function useConfig(): PublicConfig {
  return useServices().config;
}

export function useNotify(): {
  error(notice: Omit<Notice, 'severity'>): void;
  info(notice: Omit<Notice, 'severity'>): void;
} {
  const { notices } = useServices();
  return {
    error: (notice) => notices.push({ ...notice, severity: 'error' }),
    info: (notice) => notices.push({ ...notice, severity: 'info' }),
  };
}
