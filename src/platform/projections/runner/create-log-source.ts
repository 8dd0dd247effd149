import type { AppConfig } from '../../config/app-config';
import type { EventStore } from '../../event-store/event-store.port';
import type { UpcasterRegistry } from '../../event-store/upcaster-registry';
import type { EventLogSource } from './event-log-source';
import { PortLogSource } from './port-log-source';
import { DEFAULT_CHANNEL, PostgresLogSource } from './postgres-log-source';

export const EVENT_LOG_SOURCE = Symbol('EVENT_LOG_SOURCE');

/**
 * PostgreSQL events are read in the runner's own transaction (the visibility horizon needs it);
 * any other store's are read through the port.
 */
export function createLogSource(
  config: Pick<AppConfig, 'eventStore'>,
  store: EventStore,
  upcasters: UpcasterRegistry,
): EventLogSource {
  return config.eventStore === 'postgres'
    ? new PostgresLogSource({ upcasters, channel: DEFAULT_CHANNEL })
    : new PortLogSource(store);
}
