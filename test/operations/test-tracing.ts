// Imported FIRST by a suite that checks spans: starts OpenTelemetry with an in-memory exporter
// before the application's modules load, as src/main.ts does with register-tracing.ts.
import * as http from 'node:http';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { activeInstrumentations, startTracing } from '../../src/platform/observability/tracing';

export const spans = new InMemorySpanExporter();
startTracing({ spanProcessors: [new SimpleSpanProcessor(spans)], env: {} });

// Under Jest, require-in-the-middle hooks Jest's stand-in for `module`, so no module is patched
// on load (the server, run by Node, is). The HTTP instrumentation's own patch is applied here to
// the `http` core module (the same object Jest hands the application), as its hook would.
interface ModuleDefinition {
  name: string;
  patch?: (exports: unknown, version?: string) => unknown;
}
for (const instrumentation of activeInstrumentations()) {
  const modules = (instrumentation as { _modules?: ModuleDefinition[] })._modules ?? [];
  for (const definition of modules) if (definition.name === 'http') definition.patch?.(http, process.versions.node);
}
