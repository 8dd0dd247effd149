import type { HttpClient, HttpMethod } from '@shared/api/http-client';
import { waitingForPushes } from './pushed-position';

function recordingHttp() {
  const calls: Array<{ method: HttpMethod; path: string; headers?: Record<string, string> }> = [];
  const http: HttpClient = {
    request: <T>(method: HttpMethod, path: string, _body?: unknown, headers?: Record<string, string>) => {
      calls.push({ method, path, headers });
      return Promise.resolve({} as T);
    },
  };
  return { http, calls };
}

describe('reads after a push', () => {
  it('send nothing extra before any push', async () => {
    const { http, calls } = recordingHttp();
    await waitingForPushes(http).http.request('GET', '/api/batch/orders');
    expect(calls[0].headers).toEqual({});
  });

  it('ask every later read to wait for the last pushed position, and leave writes alone', async () => {
    const { http, calls } = recordingHttp();
    const pushes = waitingForPushes(http);
    pushes.remember('100:7');
    pushes.remember('100:9');
    pushes.remember(undefined);
    await pushes.http.request('GET', '/api/batch/orders');
    await pushes.http.request(
      'PUT',
      '/api/batch/orders/add/b1/buyer/remark',
      { remark: 'x' },
      { 'Idempotency-Key': 'k' },
    );
    expect(calls[0].headers).toEqual({ 'X-After-Position': '100:9' });
    expect(calls[1].headers).toEqual({ 'Idempotency-Key': 'k' });
  });
});
