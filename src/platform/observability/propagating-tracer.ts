import {
  context,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerProvider,
} from '@opentelemetry/api';
import { randomHex } from './trace-ids';

/**
 * The tracer when no span goes anywhere (nothing exported, `tracing.ts`): a span is only its ids,
 * a new span id in the parent's trace (or a new trace), sampled as every span is (the spec's
 * 100 %). The ids still reach what carries them (headers, logs, events' and jobs' `traceparent`,
 * the pushes); the SDK's span objects, with their attributes, links, clock readings and the
 * processors' bookkeeping, were built per append, push, job, projection slice and socket emit and
 * dropped unread.
 */
class PropagatingTracer implements Tracer {
  startSpan(_name: string, options: SpanOptions = {}, parentContext: Context = context.active()): Span {
    const parent = options.root ? undefined : trace.getSpanContext(parentContext);
    const continued = parent !== undefined && trace.isSpanContextValid(parent);
    return trace.wrapSpanContext({
      traceId: continued ? parent.traceId : randomHex(16),
      spanId: randomHex(8),
      traceFlags: TraceFlags.SAMPLED,
      traceState: continued ? parent.traceState : undefined,
    });
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, options: SpanOptions, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    options: SpanOptions,
    parentContext: Context,
    fn: F,
  ): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    ...args: [F] | [SpanOptions, F] | [SpanOptions, Context, F]
  ): ReturnType<F> {
    const fn = args[args.length - 1] as F;
    const options = args.length > 1 ? (args[0] as SpanOptions) : {};
    const parentContext = args.length > 2 ? (args[1] as Context) : context.active();
    const span = this.startSpan(name, options, parentContext);
    return context.with<[Span], (span: Span) => ReturnType<F>>(
      trace.setSpan(parentContext, span),
      fn as (span: Span) => ReturnType<F>,
      undefined,
      span,
    );
  }
}

/** One tracer for every name: none of them records anything. */
export class PropagatingTracerProvider implements TracerProvider {
  private readonly tracer = new PropagatingTracer();

  getTracer(): Tracer {
    return this.tracer;
  }
}
