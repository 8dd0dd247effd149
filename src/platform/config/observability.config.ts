import { type ConfigConcern, declareConcern } from './env-variable';
import { type Env, readEnum, readPositiveNumber } from './env-readers';

export const observabilityConcern = declareConcern({
  title: 'Logs, health and error reports',
  summary: 'See docs/operations.md for the endpoints, metrics and dashboards.',
  variables: {
    LOG_LEVEL: {
      default: 'info',
      description:
        '`debug`, `info`, `warn` or `error`; one JSON line per request at `info` (pino), personal data scrubbed',
    },
    HEALTH_MAX_LAG_MS: {
      default: 60_000,
      description: '`/health/ready` answers 503 while a read model or reaction is further behind than this',
    },
    CLIENT_REPORTS_RETENTION_DAYS: {
      default: 14,
      description:
        "Web apps' error reports older than this are deleted (on each new report and by the daily retention job)",
    },
    CLIENT_REPORTS_MAX: { default: 5000, description: 'At most this many error reports are kept (the oldest go)' },
    CLIENT_REPORT_MAX_BYTES: { default: 2_097_152, description: 'Largest error report body; a larger one is a 413' },
    TRACE_URL_TEMPLATE: {
      defaultText: 'unset (no link)',
      description: 'Link from an error report to its trace, e.g. `http://localhost:16686/trace/{traceId}` (Jaeger)',
    },
  },
});

/** Read by the OpenTelemetry set-up before the application loads (it runs ahead of `loadConfig`). */
export const tracingConcern: ConfigConcern = {
  title: 'Tracing',
  summary:
    'Every request is traced; spans are exported only when an exporter or endpoint is set. Every standard `OTEL_*` variable of `@opentelemetry/sdk-node` applies.',
  readBy: 'src/platform/observability/tracing.ts',
  variables: {
    OTEL_EXPORTER_OTLP_ENDPOINT: {
      defaultText: 'unset',
      description: 'Where traces go over OTLP/HTTP (`http://collector:4318`); setting it turns the export on',
    },
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: { defaultText: 'unset', description: 'The same, for traces only' },
    OTEL_TRACES_EXPORTER: {
      defaultText: 'unset: no export',
      description:
        '`otlp`, `console`, `zipkin` or `none`; with neither this nor an endpoint, ids are propagated and spans dropped',
    },
    OTEL_SERVICE_NAME: { default: 'hk-concierge', description: 'Service name of the spans' },
    OTEL_SDK_DISABLED: { default: false, description: '`true` turns tracing off entirely' },
  },
};

/** Read by Vite when the web apps are built (`npm run build:web`), not by the server. */
export const webBuildConcern: ConfigConcern = {
  title: 'Web apps (build time)',
  summary: 'Set when building the customer app and the console.',
  readBy: 'the web apps, through Vite (`import.meta.env`)',
  variables: {
    VITE_RELEASE: {
      default: 'dev',
      description: 'The release a web app reports with its errors (`VITE_RELEASE=$(git rev-parse --short HEAD)`)',
    },
    VITE_API_HOST: {
      defaultText: 'unset (same origin)',
      description: 'Split deployments: the API origin the customer app calls',
    },
  },
};

const { names: v, variables: d } = observabilityConcern;

/** Web apps' error reports (src/operations/client-reports): kept days, kept count, bytes per report, trace link. */
export interface ClientReportsConfig {
  retentionDays: number;
  maxReports: number;
  maxBytes: number;
  /** e.g. `http://localhost:16686/trace/{traceId}` (Jaeger); unset = no link. */
  traceUrlTemplate: string | undefined;
}

export interface ObservabilityConfig {
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Readiness: a read model or reaction further behind than this (ms) makes /health/ready 503 (HEALTH_MAX_LAG_MS). */
  healthMaxLagMs: number;
  clientReports: ClientReportsConfig;
}

export function readObservabilityConfig(env: Env, problems: string[]): ObservabilityConfig {
  return {
    logLevel: readEnum(env, v.LOG_LEVEL, ['debug', 'info', 'warn', 'error'] as const, d.LOG_LEVEL.default, problems),
    healthMaxLagMs: readPositiveNumber(env, v.HEALTH_MAX_LAG_MS, d.HEALTH_MAX_LAG_MS.default, problems, true),
    clientReports: {
      retentionDays: readPositiveNumber(
        env,
        v.CLIENT_REPORTS_RETENTION_DAYS,
        d.CLIENT_REPORTS_RETENTION_DAYS.default,
        problems,
        false,
      ),
      maxReports: readPositiveNumber(env, v.CLIENT_REPORTS_MAX, d.CLIENT_REPORTS_MAX.default, problems, true),
      maxBytes: readPositiveNumber(env, v.CLIENT_REPORT_MAX_BYTES, d.CLIENT_REPORT_MAX_BYTES.default, problems, true),
      traceUrlTemplate: env[v.TRACE_URL_TEMPLATE] || undefined,
    },
  };
}
