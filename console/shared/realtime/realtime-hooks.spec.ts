/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import type { RealtimeClient } from './realtime-client';
import { useRealtimeEvents, useWatchedBatch } from './realtime-hooks';
import type { RealtimeEvent } from './realtime.types';

/** Just the subscription part of the client: the hooks are what is under test. */
function fakeClient() {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const watching: string[] = [];
  const client = {
    subscribe(listener: (event: RealtimeEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch(batchId: string) {
      watching.push(batchId);
      return () => watching.splice(watching.indexOf(batchId), 1);
    },
  } as unknown as RealtimeClient;
  const fire = (event: RealtimeEvent) => act(() => listeners.forEach((l) => l(event)));
  return { client, listeners, watching, fire };
}

// Both web apps listen through these hooks (customer: batch/list/notification changes; console: live refresh, support inbox, chat).
describe('realtime hooks', () => {
  it('passes every event to the latest callback without re-subscribing, and unsubscribes on unmount', () => {
    const { client, listeners, fire } = fakeClient();
    const seen: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ tag }) => useRealtimeEvents(client, (e) => seen.push(`${tag}:${e.kind}`)),
      { initialProps: { tag: 'first' } },
    );
    fire({ kind: 'connected' });
    rerender({ tag: 'second' });
    expect(listeners.size).toBe(1);
    fire({ kind: 'resync' });
    expect(seen).toEqual(['first:connected', 'second:resync']);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('watches the shown batch, follows a change of batch and stops on unmount', () => {
    const { client, watching } = fakeClient();
    const { rerender, unmount } = renderHook(({ id }: { id: string | undefined }) => useWatchedBatch(client, id), {
      initialProps: { id: undefined as string | undefined },
    });
    expect(watching).toEqual([]);
    rerender({ id: 'b1' });
    expect(watching).toEqual(['b1']);
    rerender({ id: 'b2' });
    expect(watching).toEqual(['b2']);
    unmount();
    expect(watching).toEqual([]);
  });
});
