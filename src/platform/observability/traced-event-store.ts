import { SpanKind } from '@opentelemetry/api';
import { WrongExpectedRevisionError } from '../event-store/event-store.errors';
import type { EventStore } from '../event-store/event-store.port';
import { appendDuration, revisionConflicts } from './metrics';
import { inSpan } from './trace-context';

/**
 * The event store as the application uses it: every append is a span (`event-store.append`, with
 * the stream and its event types) and lands in `event_store_append_duration_seconds`; a refused
 * expected revision counts in `event_store_revision_conflicts_total`. Everything else is the store's own.
 */
export function tracedEventStore<S extends EventStore>(store: S): S {
  // The instance itself keeps every other method (tests spy on and wrap them); only `append` is wrapped.
  const original = store.append.bind(store);
  const append: EventStore['append'] = (streamId, events, options) => {
    const streamType = options.streamType ?? streamId.split('-')[0] ?? 'unknown';
    const started = process.hrtime.bigint();
    return inSpan(
      'event-store.append',
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'event_store.stream_id': streamId,
          'event_store.stream_type': streamType,
          'event_store.event_types': events.map((e) => e.type).join(','),
          'event_store.event_count': events.length,
        },
      },
      async () => {
        let outcome = 'error';
        try {
          const result = await original(streamId, events, options);
          outcome = 'ok';
          return result;
        } catch (error) {
          if (error instanceof WrongExpectedRevisionError) {
            outcome = 'conflict';
            revisionConflicts.inc({ stream_type: streamType });
          }
          throw error;
        } finally {
          appendDuration.observe({ stream_type: streamType, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
        }
      },
    );
  };
  store.append = append;
  return store;
}
