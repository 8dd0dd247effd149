import { ApiClientError, NETWORK_ERROR_CODE, type HttpClient } from './http-client';
import { newIdempotencyKey, sendOnce } from './send-once';

type Call = { method: string; path: string; body: unknown; headers: Record<string, string> | undefined };

/** An HttpClient that answers each call with the next scripted outcome and records what was sent. */
function scripted(outcomes: Array<unknown>): { http: HttpClient; calls: Call[] } {
  const calls: Call[] = [];
  const http: HttpClient = {
    request: <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
      calls.push({ method, path, body, headers });
      const next = outcomes.shift();
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as T);
    },
  };
  return { http, calls };
}

const instant = { wait: () => Promise.resolve() };
const lost = () => new ApiClientError(0, NETWORK_ERROR_CODE, 'Failed to fetch');

describe('sendOnce: a creating call under one Idempotency-Key, resent with the same key', () => {
  it('sends a key of 32 hex characters, a new one for each call', async () => {
    const { http, calls } = scripted([{ id: 'a' }, { id: 'b' }]);
    await sendOnce(http, 'POST', '/api/batch/requests/create', { x: 1 }, instant);
    await sendOnce(http, 'POST', '/api/batch/requests/create', { x: 1 }, instant);
    const [first, second] = calls.map((c) => c.headers?.['Idempotency-Key']);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toBe(second);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('resends after a lost answer, a 503 or a first attempt still running, with the same key and body', async () => {
    const busy = new ApiClientError(409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS', 'running');
    const { http, calls } = scripted([lost(), busy, { id: 'created' }]);
    const answer = await sendOnce(http, 'POST', '/api/bns/refunds', { batch_number: 'BN1' }, instant);
    expect(answer).toEqual({ id: 'created' });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.headers?.['Idempotency-Key'])).size).toBe(1);
    expect(calls.every((c) => c.method === 'POST' && c.path === '/api/bns/refunds')).toBe(true);
    expect(calls.map((c) => c.body)).toEqual([calls[0].body, calls[0].body, calls[0].body]);
  });

  it('gives up after three attempts with the last error, and never resends a refusal', async () => {
    const many = scripted([lost(), lost(), lost(), { id: 'never' }]);
    await expect(sendOnce(many.http, 'POST', '/p', {}, instant)).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    expect(many.calls).toHaveLength(3);
    const refused = scripted([new ApiClientError(422, 'IDEMPOTENCY_KEY_REUSED', 'reused')]);
    await expect(sendOnce(refused.http, 'POST', '/p', {}, instant)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(refused.calls).toHaveLength(1);
  });
});
