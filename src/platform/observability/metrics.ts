import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The one Prometheus registry of the process, read by `GET /metrics`. Platform parts and features
 * record into the metrics below (or register their own in `metricsRegistry`); values gathered at
 * scrape time (lag, queue depth, backlog) are gauges with a `collect` registered by their owner.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

// Every metric below goes to `metricsRegistry` alone, not to prom-client's global registry, so
// `GET /metrics` shows exactly the product's metrics and nothing a library registered globally.
function counter<L extends string>(name: string, labelNames: readonly L[], help: string): Counter<L> {
  return new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}

function gauge<L extends string>(name: string, labelNames: readonly L[], help: string): Gauge<L> {
  return new Gauge({ name, help, labelNames, registers: [metricsRegistry] });
}

/** Buckets in seconds, chosen per metric for the durations it measures. */
function histogram<L extends string>(
  name: string,
  labelNames: readonly L[],
  buckets: number[],
  help: string,
): Histogram<L> {
  return new Histogram({ name, help, labelNames, buckets, registers: [metricsRegistry] });
}

export const httpRequestDuration = histogram(
  'http_request_duration_seconds',
  ['method', 'route', 'status'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  'HTTP requests by method, matched route and status.',
);

export const appendDuration = histogram(
  'event_store_append_duration_seconds',
  ['stream_type', 'outcome'],
  [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  'Event store appends by stream type and outcome (ok, conflict, error).',
);

export const revisionConflicts = counter(
  'event_store_revision_conflicts_total',
  ['stream_type'],
  'Appends refused because the stream was not at the expected revision.',
);

export const jobAttempts = counter('jobs_attempts_total', ['kind'], 'Job runs started, by kind.');

export const jobFailures = counter(
  'jobs_failures_total',
  ['kind', 'final'],
  'Job runs that threw, by kind; final="true" when the job was given up.',
);

export const jobDuration = histogram(
  'jobs_duration_seconds',
  ['kind', 'outcome'],
  [0.005, 0.025, 0.1, 0.5, 1, 5, 15, 60],
  'Job runs by kind and outcome (done, failed).',
);

export const socketConnections = gauge('socket_connections', [], 'Socket.IO connections open on this instance.');

export const paymentOutcomes = counter(
  'payment_outcomes_total',
  ['outcome'],
  'Card payment outcomes applied from the provider, by event and result (authorisation_success, authorisation_failure, capture_success...).',
);

export const clientErrorReports = counter(
  'client_error_reports_total',
  ['app'],
  'Error reports received from the web apps, by app.',
);

/** Registers a metric once per process (several Nest apps may run in one test process). */
export function registerOnce<T>(name: string, make: () => T): T {
  const existing = metricsRegistry.getSingleMetric(name);
  return (existing as T | undefined) ?? make();
}

export const projectionLagEvents = gauge(
  'projection_lag_events',
  ['projection'],
  'Events in the log not yet applied by the projection (read model or reaction).',
);

export const projectionLagMs = gauge(
  'projection_lag_ms',
  ['projection'],
  'Age in milliseconds of the oldest event not yet applied.',
);

export const projectionLagSeconds = gauge(
  'projection_lag_seconds',
  ['projection', 'group'],
  'Age in seconds of the oldest event not yet applied, with its group (read-models, reactions...).',
);

export const projectionEventsProcessed = gauge(
  'projection_events_processed_total',
  ['projection'],
  'Events applied by this instance since start.',
);

export const projectionParked = gauge(
  'projection_parked',
  ['projection', 'group'],
  '1 while the projection is parked (its handler failed; the others go on).',
);

export const projectionRunnerState = gauge(
  'projection_runner_state',
  ['projection', 'state'],
  '1 for the runner state of this instance.',
);

export const jobsQueueDepth = gauge(
  'jobs_queue_depth',
  ['kind', 'due'],
  'Jobs not done, by kind and whether they are due now.',
);

export const outboxBacklog = gauge(
  'outbox_backlog',
  ['kind'],
  'Transactional outbox: reaction jobs (e-mails, pushes, provider calls) written with their event and not yet done, by kind.',
);

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
