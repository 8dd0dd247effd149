import { createHttpClient, type HttpClient } from '@shared/api/http-client';
import { readSession, writeSession } from './session';

/** The shared HTTP client with the console's session; a 401 signs the operator out. */
export const http: HttpClient = createHttpClient({
  getToken: () => readSession()?.token,
  onUnauthorized: () => writeSession(undefined),
});
