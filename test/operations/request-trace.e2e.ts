// Imported FIRST: OpenTelemetry as `npm start` runs it by default (no OTEL_* variable, nothing
// exported), so each request's trace is started by the request-trace middleware, not the HTTP
// instrumentation (the server span cost ~9 % of a request's CPU and was dropped unread).
import { requestsNeedTraceMiddleware, startTracing, stopTracing } from '../../src/platform/observability/tracing';
startTracing({ env: {} });

import { currentTraceId } from '../../src/platform/observability/trace-context';
import { SocketHandlers } from '../../src/platform/realtime/socket-handlers';
import {
  capturedLog,
  connectAs,
  DRIVE_PARTIES,
  driveTo,
  emitWithAck,
  eventually,
  http,
  useAppWorld,
} from '../support/kit';

jest.setTimeout(120000);

const TRACE_ID = /^[0-9a-f]{32}$/;

describe('request traces with nothing exported: the ids reach the answer, the error body, the log line and the event', () => {
  const { lines, logStream } = capturedLog();
  beforeAll(() => expect(requestsNeedTraceMiddleware()).toBe(true));
  const world = useAppWorld({ env: { LOG_LEVEL: 'info' }, logStream, accounts: DRIVE_PARTIES, timeoutMs: 60000 });
  const parties = world.accounts;
  afterAll(() => stopTracing());

  it('a command starts its own trace: the answer names it and the appended event carries it', async () => {
    const { id } = await driveTo(world.app, 'assigned', parties);
    const answer = await http(world.app, 'PUT', `/api/batch/requests/accept/${id}`, parties.buyer.token, {});
    expect(answer.status).toBe(200);
    const traceId = answer.headers.get('x-trace-id') ?? '';
    expect(traceId).toMatch(TRACE_ID);
    expect(answer.headers.get('traceparent')).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    const [stored] = await world.app.dataSource.query<{ metadata: { traceparent?: string } }[]>(
      `SELECT metadata FROM es_events WHERE stream_id = $1 AND event_type = 'RequestAccepted'`,
      [`batch-${id}`],
    );
    expect(stored.metadata.traceparent).toContain(traceId);
    // Each request is a trace of its own.
    const again = await http(world.app, 'GET', `/api/batch/requests/${id}`, parties.buyer.token);
    expect(again.headers.get('x-trace-id')).toMatch(TRACE_ID);
    expect(again.headers.get('x-trace-id')).not.toBe(traceId);
  });

  it("a caller's traceparent is continued: same trace id, a span id of the server's", async () => {
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const answer = await http(world.app, 'GET', '/api/batch/requests', parties.requester.token, undefined, {
      traceparent: `00-${callerTrace}-${callerSpan}-01`,
      'x-request-id': 'req-trace-continued',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-trace-id')).toBe(callerTrace);
    const traceparent = answer.headers.get('traceparent') ?? '';
    expect(traceparent).toMatch(new RegExp(`^00-${callerTrace}-[0-9a-f]{16}-01$`));
    expect(traceparent).not.toContain(callerSpan);
    const line = await eventually(
      () =>
        lines
          .map((l) => JSON.parse(l) as { req?: { id?: string }; trace_id?: string; msg?: string })
          .find((l) => l.req?.id === 'req-trace-continued' && l.msg?.includes(' 200')),
      { what: 'the request line' },
    );
    expect(line.trace_id).toBe(callerTrace);
  });

  it('a malformed traceparent starts a new trace; an error body carries the trace id of its request', async () => {
    const answer = await http<{ code: string; traceId?: string }>(
      world.app,
      'PUT',
      '/api/batch/requests/accept/not-a-batch',
      parties.buyer.token,
      {},
      { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.traceId).toMatch(TRACE_ID);
    expect(answer.body.traceId).not.toBe('00000000000000000000000000000000');
    expect(answer.body.traceId).toBe(answer.headers.get('x-trace-id'));
  });

  it("a socket event's handlers run in a trace of their own, as a request does", async () => {
    // A feature's handler as chat and batch:watch are registered: it answers the trace it runs in.
    world.app.app
      .get(SocketHandlers)
      .register((socket) =>
        socket.on('trace:probe', (_payload: unknown, ack: (traceId: string | undefined) => void) =>
          ack(currentTraceId()),
        ),
      );
    const socket = await connectAs(world.app, parties.requester.token);
    try {
      const first = await emitWithAck<string | undefined>(socket, 'trace:probe', {});
      const second = await emitWithAck<string | undefined>(socket, 'trace:probe', {});
      expect(first).toMatch(TRACE_ID);
      expect(second).toMatch(TRACE_ID);
      expect(second).not.toBe(first);
    } finally {
      socket.disconnect();
    }
  });

  it('probes and scrapes are not traced', async () => {
    const health = await fetch(`${world.app.baseUrl}/health/live`);
    expect(health.headers.get('x-trace-id')).toBeNull();
    const metrics = await fetch(`${world.app.baseUrl}/metrics`);
    expect(metrics.headers.get('x-trace-id')).toBeNull();
  });
});
