import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
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

  it('with no export, only Socket.IO makes spans; a middleware starts the trace whose ids headers, logs and events carry', () => {
    startTracing({ env: {} });
    expect(names()).toEqual(['instrumentation-socket.io']);
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
});
