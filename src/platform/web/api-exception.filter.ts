import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { ApiError, type ApiErrorBody } from './api-error';
import { currentTraceId } from '../observability/trace-context';
import { serviceUnavailable, type UnavailableCheck } from './service-unavailable';

const HTTP_CODES: Record<number, { code: string; message: string }> = {
  400: { code: 'HTTP_400', message: 'Bad Request' },
  401: { code: 'HTTP_401', message: 'Unauthorized' },
  403: { code: 'HTTP_403', message: 'Forbidden' },
  404: { code: 'HTTP_404', message: 'Not Found' },
  405: { code: 'HTTP_405', message: 'Method Not Allowed' },
  409: { code: 'HTTP_409', message: 'Conflict' },
  413: { code: 'HTTP_413', message: 'Payload Too Large' },
  415: { code: 'HTTP_415', message: 'Unsupported Media Type' },
  429: { code: 'HTTP_429', message: 'Too Many Requests' },
  503: { code: 'HTTP_503', message: 'Service Unavailable' },
};

/** The caller's (or the proxy's) X-Request-Id, else a new one, echoed in the answer's header. */
function requestIdOf(request: Request, response: Response): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
  if (!response.headersSent) response.setHeader('X-Request-Id', id);
  return id;
}

/** Turns every thrown thing into `{ code, message, params }`; unknown errors become ER-0002 without leaking internals. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  /** `unavailable` tells a database outage (answered 503 SERVICE_UNAVAILABLE with Retry-After) from a bug. */
  constructor(private readonly unavailable: UnavailableCheck = () => false) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (this.unavailable(exception)) return serviceUnavailable(response);
    const [status, body] = this.toBody(exception);
    if (status >= 500) {
      // Unexpected: logged with the request id (answered too, so a report can be matched to the log).
      const requestId = requestIdOf(host.switchToHttp().getRequest<Request>(), response);
      const error = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error({ msg: error.message, stack: error.stack, requestId });
      if (body.code === 'ER-0002') body.params = { request_id: requestId };
    }
    // The trace of the failed request, for a support ticket or the client's error report.
    const traceId = currentTraceId();
    response.status(status).json(traceId ? { ...body, traceId } : body);
  }

  private toBody(exception: unknown): [number, ApiErrorBody] {
    if (exception instanceof ApiError) {
      return [exception.status, { code: exception.code, message: exception.message, params: exception.params }];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const known = HTTP_CODES[status] ?? { code: `HTTP_${status}`, message: exception.message };
      const raw = exception.getResponse();
      const params =
        typeof raw === 'object' && raw !== null && 'params' in raw
          ? (raw as { params: Record<string, unknown> }).params
          : {};
      const code = typeof raw === 'object' && raw !== null && 'code' in raw ? String(raw.code) : known.code;
      const message =
        typeof raw === 'object' && raw !== null && 'message' in raw && typeof raw.message === 'string'
          ? (raw as { message: string }).message
          : known.message;
      return [status, { code, message, params }];
    }
    // Malformed JSON bodies reach here from body-parser as errors carrying a 4xx status.
    const status = (exception as { status?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const known = HTTP_CODES[status] ?? { code: `HTTP_${status}`, message: 'Bad Request' };
      return [status, { code: known.code, message: known.message, params: { reason: (exception as Error).message } }];
    }
    return [HttpStatus.INTERNAL_SERVER_ERROR, { code: 'ER-0002', message: 'Server Error', params: {} }];
  }
}
