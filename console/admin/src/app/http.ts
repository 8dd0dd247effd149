import { createHttpClient, type HttpClient } from '@shared/api/http-client';
import { waitingForPushes } from './pushed-position';
import { readSession, writeSession } from './session';

const pushes = waitingForPushes(
  createHttpClient({
    getToken: () => readSession()?.token,
    onUnauthorized: () => writeSession(undefined),
  }),
);

/** The shared HTTP client with the console's session; a 401 signs the operator out; reads wait for the last push. */
export const http: HttpClient = pushes.http;
export const rememberPushedPosition = pushes.remember;
