import { NodeSDK } from '@opentelemetry/sdk-node';
import { AlwaysOnSampler, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { SocketIoInstrumentation } from '@opentelemetry/instrumentation-socket.io';
import type { IncomingMessage } from 'node:http';
import { UNTRACED_PATH } from './request-trace';
import type { RunningTracing } from './tracing';

/**
 * OpenTelemetry when spans go somewhere (an exporter named by the OTEL_* variables, or the caller's
 * processors): the full Node SDK and the HTTP, Express, Nest, pg and Socket.IO instrumentations.
 * Loaded by `tracing.ts` only then: the SDK and its exporters alone hold ~19 MB of heap (~58 MB of
 * RSS) and take seconds to load, for nothing when nothing is exported.
 */
export function startExportingTracing(env: NodeJS.ProcessEnv, spanProcessors?: SpanProcessor[]): RunningTracing {
  const instrumentations = [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED_PATH.test(request.url ?? ''),
    }),
    new ExpressInstrumentation(),
    new NestInstrumentation(),
    // Pollers (dispatchers, job lanes) query all the time: only queries inside a traced operation make spans.
    new PgInstrumentation({ requireParentSpan: true }),
    new SocketIoInstrumentation(),
  ];
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'hk-concierge',
    sampler: new AlwaysOnSampler(),
    ...(spanProcessors ? { spanProcessors } : {}),
    // Traces only: metrics are prom-client's (/metrics), logs pino's; the SDK's own defaults would export both over OTLP.
    logRecordProcessors: [],
    metricReaders: [],
    instrumentations,
  });
  sdk.start();
  return { instrumentations, shutdown: () => sdk.shutdown() };
}
