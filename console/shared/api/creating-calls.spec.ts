import { createArrivalApi } from './arrival.api';
import { createBatchesApi } from './batches.api';
import { ApiClientError, NETWORK_ERROR_CODE, type HttpClient } from './http-client';

type Call = { method: string; path: string; body: unknown; headers: Record<string, string> | undefined };

/** An HttpClient whose first answer is lost on the way back, then answers; it records what was sent. */
function losingFirstAnswer(): { http: HttpClient; calls: Call[] } {
  const calls: Call[] = [];
  const http: HttpClient = {
    request: <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
      calls.push({ method, path, body, headers });
      if (calls.length === 1) return Promise.reject(new ApiClientError(0, NETWORK_ERROR_CODE, 'Failed to fetch'));
      return Promise.resolve({ ok: true } as T);
    },
  };
  return { http, calls };
}

const keyOf = (call: Call) => call.headers?.['Idempotency-Key'];

/** Sends once with the first answer lost: the api resends by itself (its backoff is a real 500 ms). */
async function sentTwice(send: (http: HttpClient) => Promise<unknown>): Promise<Call[]> {
  const { http, calls } = losingFirstAnswer();
  await send(http);
  return calls;
}

describe('creating calls send an Idempotency-Key and resend under the same one', () => {
  const image = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'lamp.png', { type: 'image/png' });

  it.each([
    [
      'a dispute message',
      (http: HttpClient) => createArrivalApi(http).postMessage('b-1', 'd-1', 'Please weigh it again'),
      'POST /api/batch/orders/arrival/b-1/disputes/d-1/messages',
    ],
    [
      "a staff member's internal dispute note",
      (http: HttpClient) => createArrivalApi(http).postMessage('b-1', 'd-1', 'Scale not zeroed', true),
      'POST /api/batch/orders/arrival/b-1/disputes/d-1/messages',
    ],
    [
      'a problem report with photos',
      (http: HttpClient) =>
        createArrivalApi(http).report('b-1', { item_id: 'i-1', kind: 'damaged', message: 'Cracked' }, [image()]),
      'POST /api/batch/orders/arrival/b-1/report',
    ],
    ['an item image', (http: HttpClient) => createBatchesApi(http).upload(image()), 'POST /api/upload/'],
  ])('%s', async (_name, send, route) => {
    const calls = await sentTwice(send);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([route, route]);
    expect(keyOf(calls[0])).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
    expect(calls[1].body).toBe(calls[0].body);
  });

  it('a second message with the same words, once the first was answered, is a new key', async () => {
    const { http, calls } = losingFirstAnswer();
    const arrival = createArrivalApi(http);
    await arrival.postMessage('b-1', 'd-2', 'Thanks');
    await arrival.postMessage('b-1', 'd-2', 'Thanks');
    expect(calls).toHaveLength(3);
    expect(keyOf(calls[2])).not.toBe(keyOf(calls[1]));
  });
});
