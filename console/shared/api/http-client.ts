/**
 * The one place the web apps talk HTTP. Every failure becomes an ApiClientError carrying the
 * server's stable `code` (DESIGN §6) so screens translate by code, never by message text.
 */
export interface ApiErrorBody {
  code: string;
  message: string;
  params: Record<string, unknown>;
}

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/** Network failures have no HTTP status; the spec's catalogue names them ER-0003. */
export const NETWORK_ERROR_CODE = 'ER-0003';

export interface HttpClientOptions {
  baseUrl?: string;
  getToken: () => string | undefined;
  /** Spec §7: a 401 from any call signs the user out. */
  onUnauthorized: (error: ApiClientError) => void;
  fetchImpl?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClient {
  /** `headers` adds request headers (Idempotency-Key, X-Event-Position) to the defaults. */
  request<T>(method: HttpMethod, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return {
    async request<T>(
      method: HttpMethod,
      path: string,
      body?: unknown,
      extraHeaders: Record<string, string> = {},
    ): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
      const token = options.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      // A FormData body (file upload) sets its own multipart boundary; anything else is JSON.
      const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
      if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
      let response: Response;
      try {
        response = await doFetch(`${options.baseUrl ?? ''}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        });
      } catch (cause) {
        throw new ApiClientError(0, NETWORK_ERROR_CODE, cause instanceof Error ? cause.message : 'Network Error');
      }
      const text = await response.text();
      let parsed: unknown = undefined;
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      if (!response.ok) {
        const error = isErrorBody(parsed)
          ? new ApiClientError(response.status, parsed.code, parsed.message, parsed.params ?? {})
          : new ApiClientError(response.status, `HTTP_${response.status}`, response.statusText);
        // Only a signed-in call can expire; a failed sign-in is a normal error for its screen. A
        // refusal of a token replaced meanwhile (the signing-up token once registration answered
        // with a session) is that call's error alone: it must not sign out the session now held.
        if (response.status === 401 && token && options.getToken() === token) options.onUnauthorized(error);
        throw error;
      }
      return parsed as T;
    },
  };
}
