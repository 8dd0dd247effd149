import { context, propagation, ROOT_CONTEXT, trace, TraceFlags, type Context } from '@opentelemetry/api';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { randomHex } from './trace-ids';

/** Probes and scrapes every few seconds are not requests worth a trace (as the HTTP instrumentation's hook). */
export const UNTRACED_PATH = /^\/(metrics|health)(\/|$|\?)/;

/** The request's trace context: the caller's `traceparent` continued with a span id of ours, or a new trace. */
export function requestContext(traceparent: string | string[] | undefined): Context {
  const incoming =
    typeof traceparent === 'string'
      ? trace.getSpanContext(propagation.extract(ROOT_CONTEXT, { traceparent }))
      : undefined;
  const traceId = incoming && trace.isSpanContextValid(incoming) ? incoming.traceId : randomHex(16);
  return trace.setSpan(
    ROOT_CONTEXT,
    trace.wrapSpanContext({ traceId, spanId: randomHex(8), traceFlags: TraceFlags.SAMPLED, isRemote: false }),
  );
}

/**
 * When no span is exported (the default: `tracing.ts` then runs without the HTTP instrumentation),
 * this is what starts a request's trace: it continues the caller's `traceparent` or starts a new
 * trace, and runs the rest of the request in that context, so the answer's `traceparent` and
 * `X-Trace-Id`, the error body, the log lines, the appended events and the jobs carry the same ids
 * as before. No span object is built: the HTTP instrumentation's server span (its attributes, its
 * duration metric, its wrapping of the request and response emitters) cost about 9 % of a request's
 * CPU and was dropped unread.
 */
export function requestTrace(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (UNTRACED_PATH.test(req.url)) return next();
    context.with(requestContext(req.headers.traceparent), next);
  };
}

/**
 * Runs `work` in a new trace of its own, as `requestTrace()` runs a request: the realtime gateway's
 * start of each socket event (chat, batch:watch) when nothing is exported, so their log lines, jobs
 * and events carry ids as a request's do (the Socket.IO instrumentation did it when it ran).
 */
export function inNewTrace<T>(work: () => T): T {
  return context.with(requestContext(undefined), work);
}
