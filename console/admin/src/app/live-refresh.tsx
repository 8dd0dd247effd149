import { useEffect } from 'react';
import { useRefresh } from 'react-admin';
import { createRealtimeClient } from '@shared/realtime/realtime-client';
import { useRealtimeEvents } from '@shared/realtime/realtime-hooks';
import type { RealtimeEvent } from '@shared/realtime/realtime.types';
import { rememberPushedPosition } from './http';
import { onSessionChange, readSession, writeSession } from './session';

/**
 * The console's one socket: the shared client of both web apps (console/shared/realtime). Staff and
 * auditors are in the `staff` room (src/platform/realtime), which gets every `batch:changed` and the
 * support inbox's `support:message`.
 */
export const realtime = createRealtimeClient();

/** Listens to the console's socket while mounted (pushes, `connected` after every (re)connect). */
export function useConsoleEvents(onEvent: (event: RealtimeEvent) => void): void {
  useRealtimeEvents(realtime, onEvent);
}

/**
 * Mounted once in the layout: keeps the socket on the signed-in session and refreshes whatever
 * lists and pages are open on any change, and after a reconnect (pushes missed meanwhile are not replayed).
 */
export function LiveRefresh(): null {
  const refresh = useRefresh();
  useEffect(() => {
    realtime.setToken(readSession()?.token);
    return onSessionChange((session) => realtime.setToken(session?.token));
  }, []);
  useBatchChanges(refresh);
  // A shipment's new state (its list row, its page); the move progress is updated in place (shipment-moves.tsx).
  useConsoleEvents((event) => {
    if (event.kind !== 'shipment') return;
    rememberPushedPosition(event.change.position);
    refresh();
  });
  // The server ended the session (disabled, signed out everywhere, idle…): back to sign-in at once, as a 401 would.
  useConsoleEvents((event) => {
    if (event.kind === 'sessionEnded') writeSession(undefined);
  });
  return null;
}

/** For screens that hold their own state (the history page): called on every batch change and reconnect. */
export function useBatchChanges(listener: () => void): void {
  useConsoleEvents((event) => {
    if (event.kind === 'batch') rememberPushedPosition(event.change.position);
    if (event.kind === 'batch' || event.kind === 'resync') listener();
  });
}
