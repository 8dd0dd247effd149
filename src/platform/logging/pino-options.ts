import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { trace } from '@opentelemetry/api';
import { scrub } from './redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

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
