import { useEffect, useEffectEvent } from 'react';
import type { RealtimeClient } from './realtime-client';
import type { RealtimeEvent } from './realtime.types';

/**
 * Calls `onEvent` for every event of this client while the component is mounted. The latest
 * callback is used without re-subscribing on every render (callers pass inline functions).
 */
export function useRealtimeEvents(client: RealtimeClient, onEvent: (event: RealtimeEvent) => void): void {
  const handle = useEffectEvent(onEvent);
  useEffect(() => client.subscribe((event) => handle(event)), [client]);
}

/** Keeps the socket in the `batch:{id}` room while the component shows that batch (nothing when undefined). */
export function useWatchedBatch(client: RealtimeClient, batchId: string | undefined): void {
  useEffect(() => (batchId ? client.watch(batchId) : undefined), [client, batchId]);
}
