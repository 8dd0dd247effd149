import { context, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { inSpan, tracer } from './trace-context';
import {
  activeInstrumentations,
  exportRequested,
  requestsNeedTraceMiddleware,
  startTracing,
  stopTracing,
} from './tracing';

describe('trace export is opt-in through the standard OTEL_* variables', () => {
  it('exports nothing by default', () => {
    expect(exportRequested({})).toBe(false);
  });

  it('exports when an OTLP endpoint or an exporter is named, and not for `none`', () => {
    expect(exportRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(exportRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(exportRequested({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);
    expect(
      exportRequested({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }),
    ).toBe(false);
  });
});

describe('instrumentations follow where the spans go', () => {
  afterEach(() => stopTracing());

  const names = () =>
    activeInstrumentations().map((i) => (i as { instrumentationName: string }).instrumentationName.split('/').pop());

  it('with no export, no instrumentation runs; the HTTP middleware and the socket gateway start the traces whose ids headers, logs and events carry', () => {
    startTracing({ env: {} });
    expect(names()).toEqual([]);
    expect(requestsNeedTraceMiddleware()).toBe(true);
  });

  it('with somewhere to send them, Express, Nest and pg spans are made too', () => {
    startTracing({ env: {}, spanProcessors: [new SimpleSpanProcessor(new InMemorySpanExporter())] });
    expect(names()).toEqual([
      'instrumentation-http',
      'instrumentation-express',
      'instrumentation-nestjs-core',
      'instrumentation-pg',
      'instrumentation-socket.io',
    ]);
    expect(requestsNeedTraceMiddleware()).toBe(false);
  });

  it('with no export, a span is only its ids: the parent trace continued with a new span id, sampled, nothing recorded', async () => {
    startTracing({ env: {} });
    const parent = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', traceFlags: 1 };
    const parentContext = trace.setSpan(ROOT_CONTEXT, trace.wrapSpanContext(parent));
    const seen = await context.with(parentContext, () =>
      inSpan('event-store.append', { attributes: { 'event_store.stream_id': 'batch-1' } }, async (span) => {
        await Promise.resolve();
        expect(trace.getActiveSpan()).toBe(span);
        return span;
      }),
    );
    expect(seen.isRecording()).toBe(false);
    expect(seen.spanContext()).toMatchObject({ traceId: parent.traceId, traceFlags: TraceFlags.SAMPLED });
    expect(seen.spanContext().spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(seen.spanContext().spanId).not.toBe(parent.spanId);
    const root = tracer().startSpan('realtime.push', {}, ROOT_CONTEXT).spanContext();
    expect(root.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(root.traceId).not.toBe(parent.traceId);
    expect(tracer().startSpan('job', { root: true }, parentContext).spanContext().traceId).not.toBe(parent.traceId);
  });
});
