import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';
import { trace } from '@opentelemetry/api';
import { scrub, scrubUrl } from './redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Trace and span ids of the active span (request, job, projection slice) on every line. */
function traceFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return traceId === '00000000000000000000000000000000' ? {} : { trace_id: traceId, span_id: spanId };
}

/** pino options shared by the bootstrap logger and the per-request logger: level, trace ids, redaction. */
export function pinoOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    base: { service: 'hk-concierge' },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    mixin: traceFields,
    formatters: {
      level: (label) => ({ level: label }),
      // Every line's own fields are scrubbed: tokens, OTP codes, card data, e-mails, phone numbers.
      log: (object) => scrub(object) as Record<string, unknown>,
    },
    hooks: {
      // Messages are scrubbed too (string arguments never pass through `formatters.log`).
      logMethod(args, method) {
        const scrubbed = args.map((a) => (typeof a === 'string' ? (scrub(a) as string) : a));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}

/** The logger used before Nest starts (main.ts). */
export function createBootstrapLogger(level: LogLevel, stream?: DestinationStream): Logger {
  return stream ? pino(pinoOptions(level), stream) : pino(pinoOptions(level));
}

const requestIdOf = (req: IncomingMessage, res: ServerResponse): string => {
  const header = req.headers[REQUEST_ID_HEADER];
  const id = typeof header === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(header) ? header : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
};

/**
 * One JSON line per request (nestjs-pino / pino-http): method, scrubbed URL, route, status,
 * duration, request id (X-Request-Id, kept from the client when sane) and trace id. No headers or
 * bodies are logged; 5xx are errors, 4xx warnings, the rest info.
 */
export function pinoHttpOptions(level: LogLevel): PinoHttpOptions {
  return {
    level,
    genReqId: requestIdOf,
    customLogLevel: (_req, res, error) =>
      error || (res.statusCode >= 500 && res.statusCode !== 503) ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string; raw?: { route?: { path?: string } } }) => ({
        id: req.id,
        method: req.method,
        url: scrubUrl(req.url ?? ''),
      }),
      res: (res: { statusCode?: number | null; raw?: { statusCode?: number } }) => ({
        statusCode: res.raw?.statusCode ?? res.statusCode,
      }),
    },
    customSuccessMessage: (req, res) => `${req.method} ${scrubUrl(req.url ?? '')} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${scrubUrl(req.url ?? '')} ${res.statusCode}`,
  };
}
