import type { Response } from 'express';
import type { ApiErrorBody } from './api-error';
import { RETRY_AFTER_SECONDS } from '../database/database-availability';

/** Whether a thrown error means the service cannot answer now (the database is unreachable). */
export type UnavailableCheck = (exception: unknown) => boolean;

export const SERVICE_UNAVAILABLE_BODY: ApiErrorBody = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is temporarily unavailable. Please try again shortly.',
  params: {},
};

/** 503 SERVICE_UNAVAILABLE with Retry-After: a database outage or a server that is stopping. */
export function serviceUnavailable(response: Response, retryAfterSeconds = RETRY_AFTER_SECONDS): void {
  if (response.headersSent) return;
  response.setHeader('Retry-After', String(retryAfterSeconds));
  response.status(503).json(SERVICE_UNAVAILABLE_BODY);
}
