import { ApiClientError, NETWORK_ERROR_CODE, type HttpClient } from './http-client';
import { newIdempotencyKey, sendOnce, UnansweredKeys } from './send-once';

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

  describe('a manual resubmit after a time-out', () => {
    const keyOf = (call: Call) => call.headers?.['Idempotency-Key'];
    const timedOut = () => [lost(), lost(), lost()];

    it('reuses the unanswered key for the same body, then starts a new one once answered', async () => {
      const keys = new UnansweredKeys();
      const { http, calls } = scripted([...timedOut(), { id: 'created' }, { id: 'second' }]);
      const body = { items: [{ name: 'Kettle' }] };
      await expect(
        sendOnce(http, 'POST', '/api/batch/requests/create', body, { ...instant, keys }),
      ).rejects.toMatchObject({
        code: NETWORK_ERROR_CODE,
      });
      // The same press again, with an equal (not identical) body: the lost attempts' key.
      const answer = await sendOnce(
        http,
        'POST',
        '/api/batch/requests/create',
        { items: [{ name: 'Kettle' }] },
        {
          ...instant,
          keys,
        },
      );
      expect(answer).toEqual({ id: 'created' });
      expect(new Set(calls.slice(0, 4).map(keyOf)).size).toBe(1);
      // Answered: pressing again is a new request with a new key.
      await sendOnce(http, 'POST', '/api/batch/requests/create', body, { ...instant, keys });
      expect(keyOf(calls[4])).not.toBe(keyOf(calls[0]));
    });

    it('uses a new key when the body changed or the path differs, and after a refusal', async () => {
      const keys = new UnansweredKeys();
      const { http, calls } = scripted([
        ...timedOut(),
        { id: 'other-body' },
        { id: 'other-path' },
        new ApiClientError(422, 'VALIDATION_FAILED', 'bad'),
        { id: 'after-refusal' },
      ]);
      const send = (path: string, body: unknown) => sendOnce(http, 'POST', path, body, { ...instant, keys });
      await expect(send('/api/bns/refunds', { amount: 1 })).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
      await send('/api/bns/refunds', { amount: 2 });
      await send('/api/chat/messages', { amount: 1 });
      expect(new Set(calls.map(keyOf)).size).toBe(3);
      // A refusal is an answer: the same body pressed again goes under a new key.
      await expect(send('/api/bns/refunds', { amount: 3 })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      await send('/api/bns/refunds', { amount: 3 });
      expect(keyOf(calls[6])).not.toBe(keyOf(calls[5]));
    });

    it('tells uploads apart by their files', () => {
      const keys = new UnansweredKeys();
      const form = (name: string) => {
        const data = new FormData();
        // A file picked again keeps its modification date; a Blob named here would take the current millisecond.
        data.append('file', new File(['png'], name, { type: 'image/png', lastModified: 1_700_000_000_000 }));
        data.append('amount', '12');
        return data;
      };
      const a = keys.keyFor('POST', '/api/bns/proof/upload_proof/1', form('receipt.png'));
      expect(keys.keyFor('POST', '/api/bns/proof/upload_proof/1', form('receipt.png'))).toBe(a);
      expect(keys.keyFor('POST', '/api/bns/proof/upload_proof/1', form('other.png'))).not.toBe(a);
      keys.answered(a);
      expect(keys.keyFor('POST', '/api/bns/proof/upload_proof/1', form('receipt.png'))).not.toBe(a);
    });
  });
});
