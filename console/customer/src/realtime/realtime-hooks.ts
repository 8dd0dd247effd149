import { useRealtimeEvents, useWatchedBatch } from '@shared/realtime/realtime-hooks';
import type { BatchChanged, NotificationNew } from '@shared/realtime/realtime.types';
import { useServices } from '../app/services';

/**
 * Calls `onChange(position)` when this batch changed (refetch with X-Event-Position), and with no
 * position after a reconnect (refetch whatever is current).
 */
export function useBatchChanges(batchId: string | undefined, onChange: (position?: string) => void): void {
  const { realtime } = useServices();
  useWatchedBatch(realtime, batchId);
  useRealtimeEvents(realtime, (event) => {
    if (!batchId) return;
    if (event.kind === 'resync') onChange();
    else if (event.kind === 'batch' && event.change.batch_id === batchId) onChange(event.change.position);
  });
}

/** Any batch of this account changed (lists), or the socket reconnected. */
export function useListChanges(onChange: (change?: BatchChanged) => void): void {
  const { realtime } = useServices();
  useRealtimeEvents(realtime, (event) => {
    if (event.kind === 'resync') onChange();
    else if (event.kind === 'batch') onChange(event.change);
  });
}

/** A new notification arrived (or the socket reconnected: undefined). */
export function useNotificationEvents(onEvent: (payload?: NotificationNew) => void): void {
  const { realtime } = useServices();
  useRealtimeEvents(realtime, (event) => {
    if (event.kind === 'resync') onEvent();
    else if (event.kind === 'notification') onEvent(event.payload);
  });
}
