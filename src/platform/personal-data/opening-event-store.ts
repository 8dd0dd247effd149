import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import type { PersonalDataCipher } from './personal-data-cipher';

/**
 * The EventStore port with personal fields opened on every read (readStream, readStreams, readAll, subscribe),
 * above whichever adapter is configured; appends and the hash chain see what is stored (sealed).
 * Like tracedEventStore, the instance itself is kept (tests spy on its methods and reach the
 * adapter's own ones); only the reads are replaced.
 */
export function openingEventStore<S extends EventStore>(store: S, cipher: PersonalDataCipher): S {
  const readStream = store.readStream.bind(store);
  const readAll = store.readAll.bind(store);
  const subscribe = store.subscribe.bind(store);
  const readStreams = store.readStreams?.bind(store);
  if (readStreams) {
    // Opened like the others: a read that skipped this wrapper would hand out sealed fields.
    store.readStreams = async (...args: Parameters<NonNullable<EventStore['readStreams']>>) =>
      Promise.all((await readStreams(...args)).map((events) => cipher.openEvents(events)));
  }
  return Object.assign(store, {
    readStream: async (...args: Parameters<EventStore['readStream']>) => cipher.openEvents(await readStream(...args)),
    readAll: async (...args: Parameters<EventStore['readAll']>) => cipher.openEvents(await readAll(...args)),
    subscribe: (options: Parameters<EventStore['subscribe']>[0]) =>
      subscribe({
        ...options,
        onEvent: async (event: RecordedEvent) => {
          const [open] = await cipher.openEvents([event]);
          await options.onEvent(open);
        },
      }),
  });
}
