import type { AppConfig } from '../../config/app-config';
import type { EventStore } from '../../event-store/event-store.port';
import type { UpcasterRegistry } from '../../event-store/upcaster-registry';
import type { PersonalDataCipher } from '../../personal-data/personal-data-cipher';
import type { EventLogSource } from './event-log-source';
import { PortLogSource } from './port-log-source';
import { DEFAULT_CHANNEL, PostgresLogSource } from './postgres-log-source';

export const EVENT_LOG_SOURCE = Symbol('EVENT_LOG_SOURCE');

/**
 * PostgreSQL events are read in the runner's own transaction (the visibility horizon needs it);
 * any other store's are read through the port. Personal fields are opened by the cipher either
 * way: here for PostgreSQL, by the (opening) store for the port.
 */
export function createLogSource(
  config: Pick<AppConfig, 'eventStore'>,
  store: EventStore,
  upcasters: UpcasterRegistry,
  cipher?: PersonalDataCipher,
): EventLogSource {
  if (config.eventStore !== 'postgres') return new PortLogSource(store);
  const source = new PostgresLogSource({ upcasters, channel: DEFAULT_CHANNEL });
  return cipher ? openingLogSource(source, cipher) : source;
}

/** The source's events with personal fields opened (one key query per slice at most). */
export function openingLogSource(source: EventLogSource, cipher: PersonalDataCipher): EventLogSource {
  const readAfter = source.readAfter.bind(source);
  const readStreams = source.readStreams.bind(source);
  return Object.assign(source, {
    readAfter: async (...args: Parameters<EventLogSource['readAfter']>) => {
      const read = await readAfter(...args);
      return { ...read, events: await cipher.openEvents(read.events) };
    },
    readStreams: async (...args: Parameters<EventLogSource['readStreams']>) =>
      cipher.openEvents(await readStreams(...args)),
  });
}
