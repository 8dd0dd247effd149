import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Span,
} from '@opentelemetry/api';

export const tracer = () => trace.getTracer('hk-concierge');

/** The W3C `traceparent` of the active span, or undefined when nothing is traced. */
export function currentTraceparent(ctx: Context = context.active()): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier.traceparent;
}

/** The trace id of the active span (32 hex), or undefined. */
export function currentTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  const id = span?.spanContext().traceId;
  return id && id !== '00000000000000000000000000000000' ? id : undefined;
}

/** A context whose parent is the span a stored traceparent names (an event's, a job's). */
export function contextOfTraceparent(traceparent: unknown): Context {
  if (typeof traceparent !== 'string' || traceparent.length === 0) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}

/** A link to the span a stored traceparent names, for work done on behalf of several traces. */
export function linkOfTraceparent(traceparent: unknown): Link | undefined {
  const span = trace.getSpan(contextOfTraceparent(traceparent));
  return span ? { context: span.spanContext() } : undefined;
}

/** `{ traceparent }` for an event's or job's metadata, or {} when nothing is traced. */
export function traceMetadata(): { traceparent?: string } {
  const traceparent = currentTraceparent();
  return traceparent ? { traceparent } : {};
}

export interface SpanOptions {
  parent?: Context;
  links?: Link[];
  attributes?: Attributes;
  kind?: SpanKind;
}

/** Runs `work` inside a new active span, ending it (with the error recorded) however `work` ends. */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const parent = options.parent ?? context.active();
  return tracer().startActiveSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, links: options.links, attributes: options.attributes },
    parent,
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** A span for something that is only started here (a push handed to PostgreSQL): ended at once. */
export function markSpan(name: string, attributes?: Attributes, parent: Context = context.active()): void {
  tracer().startSpan(name, { kind: SpanKind.PRODUCER, attributes }, parent).end();
}
