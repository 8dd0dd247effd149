import type { Link } from '@opentelemetry/api';
import { contextOfTraceparent, inSpan, linkOfTraceparent } from './trace-context';

const MAX_LINKS = 16;

/**
 * A span for work done on a slice of events (a read model's or reaction's `handle`): it continues
 * the trace of the first traced event of the slice (its `traceparent` metadata) and links the other
 * traces of the slice, so each request's trace shows the read models its events updated.
 */
export function inEventsSpan<T>(
  name: string,
  attributes: Record<string, string | number>,
  events: readonly { metadata?: Record<string, unknown> }[],
  work: () => Promise<T>,
): Promise<T> {
  const parents: string[] = [];
  for (const event of events) {
    const traceparent = event.metadata?.traceparent;
    if (typeof traceparent === 'string' && !parents.includes(traceparent)) parents.push(traceparent);
    if (parents.length > MAX_LINKS) break;
  }
  const links = parents
    .slice(1)
    .map(linkOfTraceparent)
    .filter((l): l is Link => l !== undefined);
  return inSpan(
    name,
    { parent: contextOfTraceparent(parents[0]), links, attributes: { ...attributes, 'events.count': events.length } },
    work,
  );
}
