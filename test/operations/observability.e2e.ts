import { spans } from './test-tracing';
import { SpanKind } from '@opentelemetry/api';
import {
  capturedLog,
  DRIVE_PARTIES,
  driveTo,
  eventually,
  http,
  latestOtpCode,
  verifyPhone,
  useAppWorld,
  waitForDetail,
} from '../support/kit';
import { stopTracing } from '../../src/platform/observability/tracing';

jest.setTimeout(120000);

/** A small Prometheus text-format parser: samples by metric name, with their labels. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
function parsePrometheus(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('# TYPE ')) {
      const [, , name, type] = line.split(' ');
      types.set(name, type);
      continue;
    }
    if (line.startsWith('#') || line.trim() === '') continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!match) throw new Error(`not Prometheus text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return { samples, types };
}
const sum = (samples: Sample[], name: string, where: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v))
    .reduce((total, s) => total + s.value, 0);

describe('operations: one trace from the request to the push, Prometheus metrics, redacted logs', () => {
  const { lines, logStream } = capturedLog();
  const world = useAppWorld({ env: { LOG_LEVEL: 'info' }, logStream, accounts: DRIVE_PARTIES, timeoutMs: 60000 });
  const parties = world.accounts;
  afterAll(() => stopTracing());

  it("one accept is one trace: the HTTP request, the append, the read models it updates, the reactions' jobs and the push; its id is in the answer", async () => {
    const { id } = await driveTo(world.app, 'assigned', parties);
    spans.reset();
    const answer = await http(world.app, 'PUT', `/api/batch/requests/accept/${id}`, parties.buyer.token, {});
    expect(answer.status).toBe(200);
    const traceId = answer.headers.get('x-trace-id') ?? '';
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.headers.get('traceparent')).toContain(traceId);
    await waitForDetail(world.app, id, parties.requester.token, (d) => d.status === 'accepted');
    const trace = await eventually(
      () => {
        const mine = spans.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
        const names = mine.map((s) => s.name);
        return names.some((n) => n.startsWith('projection batch-')) && names.some((n) => n.startsWith('job '))
          ? mine
          : false;
      },
      { what: 'the read model and job spans of the accept' },
    );
    const names = trace.map((s) => s.name);
    expect(trace.filter((s) => s.kind === SpanKind.SERVER)).toHaveLength(1);
    expect(names).toContain('event-store.append');
    expect(names).toContain('realtime.push');
    expect(names).toEqual(expect.arrayContaining(['projection batch-detail', 'projection batch-list']));
    // A reaction to the accept scheduled a job; the job ran in the same trace (its traceparent was stored with it).
    expect(names.filter((n) => n.startsWith('job ')).length).toBeGreaterThan(0);
    const append = trace.find((s) => s.name === 'event-store.append');
    expect(append?.attributes['event_store.event_types']).toBe('RequestAccepted');
    // The stored event carries the trace, so anything that reads it later continues the same trace.
    const [stored] = await world.app.dataSource.query<{ metadata: { traceparent?: string } }[]>(
      `SELECT metadata FROM es_events WHERE stream_id = $1 AND event_type = 'RequestAccepted'`,
      [`batch-${id}`],
    );
    expect(stored.metadata.traceparent).toContain(traceId);
  });

  it('an error body carries the trace id of its request (a malformed batch id: 400)', async () => {
    const answer = await http<{ code: string; traceId?: string }>(
      world.app,
      'PUT',
      '/api/batch/requests/accept/not-a-batch',
      parties.buyer.token,
      {},
    );
    expect(answer.status).toBe(400);
    expect(answer.body.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.body.traceId).toBe(answer.headers.get('x-trace-id'));
  });

  it('serves /metrics in Prometheus text format, and its histograms move with traffic', async () => {
    const scrape = async () => {
      const response = await fetch(`${world.app.baseUrl}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      return parsePrometheus(await response.text());
    };
    const route = '/api/batch/requests/accept/:id';
    const before = await scrape();
    expect(before.types.get('http_request_duration_seconds')).toBe('histogram');
    expect(before.types.get('event_store_append_duration_seconds')).toBe('histogram');
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'projection_lag_events',
      'projection_lag_seconds',
      'projection_parked',
      'jobs_queue_depth',
      'jobs_attempts_total',
      'socket_connections',
      'event_store_revision_conflicts_total',
    ])
      expect(before.types.has(name)).toBe(true);
    expect(sum(before.samples, 'projection_lag_events', { projection: 'batch-list' })).toBeGreaterThanOrEqual(0);

    const { id } = await driveTo(world.app, 'assigned', parties);
    expect((await http(world.app, 'PUT', `/api/batch/requests/accept/${id}`, parties.buyer.token, {})).status).toBe(
      200,
    );
    const after = await scrape();
    const count = (s: Sample[]) =>
      sum(s, 'http_request_duration_seconds_count', { method: 'PUT', route, status: '200' });
    expect(count(after.samples)).toBe(count(before.samples) + 1);
    // Every bucket at or above the observed duration moved with it; +Inf always.
    expect(
      sum(after.samples, 'http_request_duration_seconds_bucket', { method: 'PUT', route, status: '200', le: '+Inf' }),
    ).toBe(count(after.samples));
    expect(
      sum(after.samples, 'event_store_append_duration_seconds_count', { stream_type: 'batch', outcome: 'ok' }),
    ).toBeGreaterThan(
      sum(before.samples, 'event_store_append_duration_seconds_count', { stream_type: 'batch', outcome: 'ok' }),
    );
  });

  it('logs one JSON line per request with its request and trace ids, and never a token, an OTP code or an e-mail address', async () => {
    const token = parties.requester.token;
    const email = 'leaky.person@example.com';
    const phone = '+85291234567';
    lines.length = 0;
    const answer = await http(
      world.app,
      'GET',
      `/api/batch/requests?email=${encodeURIComponent(email)}&otp=4829&note=${encodeURIComponent(`call ${email}`)}`,
      token,
      undefined,
      { 'x-request-id': 'req-observability-1' },
    );
    expect(answer.headers.get('x-request-id')).toBe('req-observability-1');
    // An OTP sent by SMS and verified, and a refused detail (400: not a batch id) carrying an e-mail address in its URL.
    await verifyPhone(world.app, token, phone);
    const code = await latestOtpCode(world.app, phone);
    expect((await http(world.app, 'GET', `/api/batch/requests/${encodeURIComponent(email)}`, token)).status).toBe(400);
    const requestLine = await eventually(
      () =>
        lines
          .map((l) => JSON.parse(l) as { req?: { id?: string; url?: string }; trace_id?: string; msg?: string })
          .find((l) => l.req?.id === 'req-observability-1' && l.msg?.includes(' 200')),
      { what: 'the request line' },
    );
    expect(requestLine.trace_id).toMatch(/^[0-9a-f]{32}$/);
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(email);
    expect(all).not.toContain('leaky.person');
    // The phone number and the OTP nowhere, whole or as a group of digits; not as part of a random id
    // (a UUID such as 928016c2-9123-… holds any 4 digits now and then).
    expect(all).not.toContain('91234567');
    expect(all).not.toMatch(/(?<![0-9a-f-])(9123|4829)(?![0-9a-f-])/);
    // The SMS's code nowhere (timestamps aside: a year could look like a 4-digit code).
    expect(all.replace(/"time":"[^"]*"/g, '')).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(lines.some((l) => l.includes('/api/otp'))).toBe(true);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });
});
