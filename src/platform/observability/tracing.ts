import { context, propagation, trace } from '@opentelemetry/api';
import { AlwaysOnSampler, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { PropagatingTracerProvider } from './propagating-tracer';

export interface TracingOptions {
  /** Span processors to use instead of the environment's exporters (tests: an in-memory exporter). */
  spanProcessors?: SpanProcessor[];
  env?: NodeJS.ProcessEnv;
}

/**
 * Whether the standard OTEL_* variables ask for an export. Nothing is exported by default: with
 * neither OTEL_TRACES_EXPORTER nor an OTLP endpoint set, spans are made (for the trace ids in
 * headers, error bodies, logs, events and jobs) and dropped.
 */
export function exportRequested(env: NodeJS.ProcessEnv): boolean {
  const exporter = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporter) return exporter !== 'none';
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** What a started tracing set-up gives back: its instrumentations, and how to stop it. */
export interface RunningTracing {
  instrumentations: { disable(): void }[];
  shutdown(): Promise<void>;
}

let started: (RunningTracing & { exporting: boolean }) | undefined;

/**
 * Starts OpenTelemetry once per process, before the application's modules load (main.ts imports
 * register-tracing.ts first): every request is traced (AlwaysOn: the spec's 100 %).
 * OTEL_SDK_DISABLED=true turns it all off.
 *
 * When spans go somewhere (an exporter, or the caller's processors), `exporting-tracing.ts` starts
 * the Node SDK with the HTTP, Express, Nest, pg and Socket.IO instrumentations. When they go nowhere
 * (the default), a tracer provider that only propagates ids (context, W3C propagation, a new span
 * id per span; no span object, processor or exporter: `propagating-tracer.ts`) is all that runs:
 * `request-trace.ts` starts each request's trace (an Express middleware, `create-app.ts`) and each
 * socket event's (the realtime gateway), whose ids the headers, error bodies, logs, events and jobs
 * carry. No instrumentation runs then. Express's span per middleware, Nest's per handler and pg's
 * per query would be dropped unread, yet cost about a fifth of the server's CPU per request, the
 * HTTP server span another 9 % (profiled under load), and the SDK's code ~19 MB of heap. The Socket.IO
 * instrumentation's wrapped emit (a span per push, one or more per command) took 1.1 % of the
 * server's busy samples under the remark load, for span ids nobody saw. The server's outgoing calls
 * use fetch, which the HTTP instrumentation does not see anyway.
 */
export function startTracing(options: TracingOptions = {}): RunningTracing | undefined {
  if (started) return started;
  const env = options.env ?? process.env;
  if (env.OTEL_SDK_DISABLED === 'true') return undefined;
  if (options.spanProcessors !== undefined || exportRequested(env)) {
    // Loaded only when spans are exported (see exporting-tracing.ts: the SDK's weight).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { startExportingTracing } = require('./exporting-tracing') as typeof import('./exporting-tracing');
    started = { ...startExportingTracing(env, options.spanProcessors), exporting: true };
    return started;
  }
  // The SDK's context manager (AsyncLocalStorage) and W3C propagators, as its provider registers
  // them; spans themselves come from the propagating provider (ids only, see propagating-tracer.ts).
  const provider = new NodeTracerProvider({ sampler: new AlwaysOnSampler() });
  provider.register();
  trace.disable();
  trace.setGlobalTracerProvider(new PropagatingTracerProvider());
  started = {
    instrumentations: [],
    exporting: false,
    shutdown: async () => {
      await provider.shutdown();
      // The API's globals, so that a later start (tests) registers its own.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
  return started;
}

/**
 * Whether the running set-up leaves starting each request's trace to `requestTrace()` and each
 * socket event's to the realtime gateway (nothing exported, so no HTTP or Socket.IO instrumentation).
 */
export function requestsNeedTraceMiddleware(): boolean {
  return started !== undefined && !started.exporting;
}

/** The instrumentations of the running set-up (tests patch modules Jest loads by itself). */
export function activeInstrumentations(): readonly object[] {
  return started?.instrumentations ?? [];
}

/** Flushes and stops the SDK and unpatches the modules (main.ts on shutdown, tests). */
export async function stopTracing(): Promise<void> {
  const running = started;
  started = undefined;
  for (const instrumentation of running?.instrumentations ?? []) instrumentation.disable();
  await running?.shutdown();
}
