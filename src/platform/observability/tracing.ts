import { NodeSDK, type NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import { AlwaysOnSampler, NoopSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { SocketIoInstrumentation } from '@opentelemetry/instrumentation-socket.io';
import type { IncomingMessage } from 'node:http';
import { UNTRACED_PATH } from './request-trace';

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

let started: NodeSDK | undefined;
let instrumentations: { disable(): void }[] = [];
let requestsTracedByMiddleware = false;

/**
 * Starts OpenTelemetry once per process, before the application's modules load (main.ts imports
 * register-tracing.ts first): every request is traced (AlwaysOn: the spec's 100 %).
 * OTEL_SDK_DISABLED=true turns it all off.
 *
 * When spans go somewhere (an exporter, or the caller's processors), the HTTP, Express, Nest, pg and
 * Socket.IO instrumentations all make spans. When they go nowhere (the default), only the Socket.IO
 * one runs, and `request-trace.ts` (an Express middleware, `create-app.ts`) starts each request's
 * trace whose ids the headers, error bodies, logs, events and jobs carry. Express's span per
 * middleware, Nest's per handler and pg's per query would be dropped unread, yet cost about a fifth
 * of the server's CPU per request, and the HTTP server span another 9 % (issue 13's profiles). The
 * server's outgoing calls use fetch, which the HTTP instrumentation does not see anyway.
 */
export function startTracing(options: TracingOptions = {}): NodeSDK | undefined {
  if (started) return started;
  const env = options.env ?? process.env;
  if (env.OTEL_SDK_DISABLED === 'true') return undefined;
  const exporting = options.spanProcessors !== undefined || exportRequested(env);
  const spanProcessors = options.spanProcessors ?? (exporting ? undefined : [new NoopSpanProcessor()]);
  instrumentations = [
    ...(exporting
      ? [
          new HttpInstrumentation({
            ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED_PATH.test(request.url ?? ''),
          }),
          new ExpressInstrumentation(),
          new NestInstrumentation(),
          // Pollers (dispatchers, job lanes) query all the time: only queries inside a traced operation make spans.
          new PgInstrumentation({ requireParentSpan: true }),
        ]
      : []),
    new SocketIoInstrumentation(),
  ];
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'hk-concierge',
    sampler: new AlwaysOnSampler(),
    ...(spanProcessors ? { spanProcessors } : {}),
    // Traces only: metrics are prom-client's (/metrics), logs pino's; the SDK's own defaults would export both over OTLP.
    logRecordProcessors: [],
    metricReaders: [],
    instrumentations: instrumentations as NodeSDKConfiguration['instrumentations'],
  });
  sdk.start();
  started = sdk;
  requestsTracedByMiddleware = !exporting;
  return sdk;
}

/** Whether the running SDK leaves starting each request's trace to `requestTrace()` (nothing exported). */
export function requestsNeedTraceMiddleware(): boolean {
  return started !== undefined && requestsTracedByMiddleware;
}

/** The instrumentations of the running SDK (tests patch modules Jest loads by itself). */
export function activeInstrumentations(): readonly object[] {
  return instrumentations;
}

/** Flushes and stops the SDK and unpatches the modules (main.ts on shutdown, tests). */
export async function stopTracing(): Promise<void> {
  const sdk = started;
  started = undefined;
  requestsTracedByMiddleware = false;
  for (const instrumentation of instrumentations) instrumentation.disable();
  instrumentations = [];
  await sdk?.shutdown();
}
