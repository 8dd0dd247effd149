import type { ClientBase } from 'pg';
import { queuedClient } from './queued-client';

describe('queuedClient', () => {
  it('sends overlapping queries one at a time in the order asked; a failed one does not hold the next back', async () => {
    const sent: string[] = [];
    let running = 0;
    let most = 0;
    const client = {
      query: async (text: string) => {
        sent.push(text);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        if (text === 'fail') throw new Error('refused');
        return { rows: [text] };
      },
    } as unknown as ClientBase;
    const queued = queuedClient(client);
    const results = await Promise.allSettled(['a', 'fail', 'b', 'c'].map((t) => queued.query(t)));
    expect(sent).toEqual(['a', 'fail', 'b', 'c']);
    expect(most).toBe(1);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(results[3]).toEqual({ status: 'fulfilled', value: { rows: ['c'] } });
  });
});
