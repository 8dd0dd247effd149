import { useEffect, useRef } from 'react';
import { useServices } from '../app/services';
import type { BatchChanged, NotificationNew } from './realtime.types';

/** Keeps the latest callback without re-subscribing on every render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * Calls `onChange(position)` when this batch changed (refetch with X-Event-Position), and with no
 * position after a reconnect (refetch whatever is current).
 */
export function useBatchChanges(batchId: string | undefined, onChange: (position?: string) => void): void {
  const { realtime } = useServices();
  const callback = useLatest(onChange);
  useEffect(() => {
    if (!batchId) return;
    const unwatch = realtime.watch(batchId);
    const unsubscribe = realtime.subscribe((event) => {
      if (event.kind === 'resync') callback.current();
      else if (event.kind === 'batch' && event.change.batch_id === batchId) callback.current(event.change.position);
    });
    return () => {
      unsubscribe();
      unwatch();
    };
  }, [realtime, batchId, callback]);
}

/** Any batch of this account changed (lists), or the socket reconnected. */
export function useListChanges(onChange: (change?: BatchChanged) => void): void {
  const { realtime } = useServices();
  const callback = useLatest(onChange);
  useEffect(
    () =>
      realtime.subscribe((event) => {
        if (event.kind === 'resync') callback.current();
        else if (event.kind === 'batch') callback.current(event.change);
      }),
    [realtime, callback],
  );
}

/** A new notification arrived (or the socket reconnected: undefined). */
export function useNotificationEvents(onEvent: (payload?: NotificationNew) => void): void {
  const { realtime } = useServices();
  const callback = useLatest(onEvent);
  useEffect(
    () =>
      realtime.subscribe((event) => {
        if (event.kind === 'resync') callback.current();
        else if (event.kind === 'notification') callback.current(event.payload);
      }),
    [realtime, callback],
  );
}
