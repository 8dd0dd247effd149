import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ApiError, type ApiErrorBody } from './api-error';
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
    if (status >= 500) this.logger.error(exception instanceof Error ? exception : String(exception));
    response.status(status).json(body);
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
