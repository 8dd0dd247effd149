import type { HttpClient, HttpMethod } from '@shared/api/http-client';

export interface WaitingForPushes {
  http: HttpClient;
  /** Called with each `batch:changed` position; later reads ask the server to include it. */
  remember: (position: string | undefined) => void;
}

/**
 * A `batch:changed` push leaves when the change commits, before the read models hold it: the
 * refresh it triggers must ask the server to wait for that position (read-your-writes,
 * `X-After-Position`), or it may show the old row and no later push would correct it.
 */
export function waitingForPushes(base: HttpClient): WaitingForPushes {
  let last: string | undefined;
  return {
    remember: (position) => {
      if (position) last = position;
    },
    http: {
      request<T>(method: HttpMethod, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
        const wait: Record<string, string> = method === 'GET' && last ? { 'X-After-Position': last } : {};
        return base.request<T>(method, path, body, { ...wait, ...headers });
      },
    },
  };
}
