import type { NextFunction, Request, Response } from 'express';
import { currentTraceparent, currentTraceId } from './trace-context';
import { httpRequestDuration } from './metrics';

export const TRACE_ID_HEADER = 'X-Trace-Id';

/**
 * Express middleware ahead of every route: the answer carries its trace (`traceparent` and
 * `X-Trace-Id`, when traced), and its duration lands in `http_request_duration_seconds` by method,
 * matched route (`unmatched` for anything no route took: files, 404s) and status.
 */
export function httpObservability(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  const traceId = currentTraceId();
  if (traceId) {
    res.setHeader(TRACE_ID_HEADER, traceId);
    const traceparent = currentTraceparent();
    if (traceparent) res.setHeader('traceparent', traceparent);
  }
  res.once('finish', () => {
    const route = (req.route as { path?: unknown } | undefined)?.path;
    httpRequestDuration.observe(
      { method: req.method, route: typeof route === 'string' ? route : 'unmatched', status: String(res.statusCode) },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
  });
  next();
}
