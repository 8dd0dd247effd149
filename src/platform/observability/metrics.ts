import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The one Prometheus registry of the process, read by `GET /metrics`. Platform parts and features
 * record into the metrics below (or register their own in `metricsRegistry`); values gathered at
 * scrape time (lag, queue depth, backlog) are gauges with a `collect` registered by their owner.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, matched route and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const appendDuration = new Histogram({
  name: 'event_store_append_duration_seconds',
  help: 'Event store appends by stream type and outcome (ok, conflict, error).',
  labelNames: ['stream_type', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

export const revisionConflicts = new Counter({
  name: 'event_store_revision_conflicts_total',
  help: 'Appends refused because the stream was not at the expected revision.',
  labelNames: ['stream_type'] as const,
  registers: [metricsRegistry],
});

export const jobAttempts = new Counter({
  name: 'jobs_attempts_total',
  help: 'Job runs started, by kind.',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: 'jobs_failures_total',
  help: 'Job runs that threw, by kind; final="true" when the job was given up.',
  labelNames: ['kind', 'final'] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'jobs_duration_seconds',
  help: 'Job runs by kind and outcome (done, failed).',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.005, 0.025, 0.1, 0.5, 1, 5, 15, 60],
  registers: [metricsRegistry],
});

export const socketConnections = new Gauge({
  name: 'socket_connections',
  help: 'Socket.IO connections open on this instance.',
  registers: [metricsRegistry],
});

export const paymentOutcomes = new Counter({
  name: 'payment_outcomes_total',
  help: 'Card payment outcomes applied from the provider, by event and result (authorisation_success, authorisation_failure, capture_success...).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const clientErrorReports = new Counter({
  name: 'client_error_reports_total',
  help: 'Error reports received from the web apps, by app.',
  labelNames: ['app'] as const,
  registers: [metricsRegistry],
});

/** Registers a metric once per process (several Nest apps may run in one test process). */
export function registerOnce<T>(name: string, make: () => T): T {
  const existing = metricsRegistry.getSingleMetric(name);
  return (existing as T | undefined) ?? make();
}

export const projectionLagEvents = new Gauge({
  name: 'projection_lag_events',
  help: 'Events in the log not yet applied by the projection (read model or reaction).',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

export const projectionLagMs = new Gauge({
  name: 'projection_lag_ms',
  help: 'Age in milliseconds of the oldest event not yet applied.',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

export const projectionLagSeconds = new Gauge({
  name: 'projection_lag_seconds',
  help: 'Age in seconds of the oldest event not yet applied, with its group (read-models, reactions...).',
  labelNames: ['projection', 'group'] as const,
  registers: [metricsRegistry],
});

export const projectionEventsProcessed = new Gauge({
  name: 'projection_events_processed_total',
  help: 'Events applied by this instance since start.',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

export const projectionParked = new Gauge({
  name: 'projection_parked',
  help: '1 while the projection is parked (its handler failed; the others go on).',
  labelNames: ['projection', 'group'] as const,
  registers: [metricsRegistry],
});

export const projectionRunnerState = new Gauge({
  name: 'projection_runner_state',
  help: '1 for the runner state of this instance.',
  labelNames: ['projection', 'state'] as const,
  registers: [metricsRegistry],
});

export const jobsQueueDepth = new Gauge({
  name: 'jobs_queue_depth',
  help: 'Jobs not done, by kind and whether they are due now.',
  labelNames: ['kind', 'due'] as const,
  registers: [metricsRegistry],
});

export const outboxBacklog = new Gauge({
  name: 'outbox_backlog',
  help: 'Transactional outbox: reaction jobs (e-mails, pushes, provider calls) written with their event and not yet done, by kind.',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

type ScrapeSource = () => Promise<void> | void;
const scrapeSources = new Set<ScrapeSource>();

/**
 * Values read at scrape time (lag, queue depth, backlog): the owner registers a source that sets its
 * gauges; `GET /metrics` runs every source first. Returns the unregister function (module destroy).
 */
export function onScrape(source: ScrapeSource): () => void {
  scrapeSources.add(source);
  return () => scrapeSources.delete(source);
}

/** The registry in Prometheus text format, after every scrape source ran (a failing one is skipped). */
export async function scrapeMetrics(): Promise<string> {
  await Promise.all([...scrapeSources].map(async (source) => source()?.catch?.(() => undefined)));
  return metricsRegistry.metrics();
}
