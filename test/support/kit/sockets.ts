import type { BatchChanged } from '@contracts/realtime';
import { io, type Socket } from 'socket.io-client';
import type { TestApp } from '../test-app';

/** A real socket.io-client, connected the way the customer app connects (websocket only). */
export function openSocket(baseUrl: string, token: string | undefined): Socket {
  return io(baseUrl, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves once connected; rejects with the server's connect_error message. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error) => reject(error));
  });
}

export async function connectAs(app: TestApp | { baseUrl: string }, token: string): Promise<Socket> {
  return connected(openSocket(app.baseUrl, token));
}

/** The message a refused handshake ends with. */
export function refusal(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected although it should have been refused')));
    socket.once('connect_error', (error: Error) => resolve(error.message));
  });
}

/**
 * Records every payload of some events from the moment of the call, so a test can wait for one
 * (a condition, not a sleep) and afterwards check what else did or did not arrive.
 */
export class Inbox {
  readonly received: { event: string; data: Record<string, unknown> }[] = [];
  private waiters: {
    event: string;
    match: (data: Record<string, unknown>) => boolean;
    resolve: (data: Record<string, unknown>) => void;
  }[] = [];

  constructor(socket: Socket, events: readonly string[]) {
    for (const event of events) {
      socket.on(event, (data: Record<string, unknown>) => {
        this.received.push({ event, data });
        this.waiters = this.waiters.filter((w) => {
          if (w.event !== event || !w.match(data)) return true;
          w.resolve(data);
          return false;
        });
      });
    }
  }

  of(event: string): Record<string, unknown>[] {
    return this.received.filter((r) => r.event === event).map((r) => r.data);
  }

  /** The first payload (already received or still to come) matching; fails the test after timeoutMs. */
  waitFor(
    event: string,
    match: (data: Record<string, unknown>) => boolean,
    timeoutMs = 15000,
  ): Promise<Record<string, unknown>> {
    const seen = this.of(event).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${event} matching in ${timeoutMs} ms; got ${JSON.stringify(this.received)}`)),
        timeoutMs,
      );
      this.waiters.push({ event, match, resolve: (data) => (clearTimeout(timer), resolve(data)) });
    });
  }
}

export function emitWithAck<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return new Promise((resolve) => socket.emit(event, payload, (answer: T) => resolve(answer)));
}

/** The push a socket gets when its session ends on the server, then the disconnection (resolves with both). */
export function sessionEnded(socket: Socket): Promise<{ reason: string; disconnect: string }> {
  return new Promise((resolve) => {
    let reason = '';
    socket.once('session:ended', (data: { reason: string }) => (reason = data.reason));
    socket.once('disconnect', (disconnect: string) => resolve({ reason, disconnect }));
  });
}

/** The `batch:changed` a request batch's write pushes: its status, and the revision and position the write answered. */
export function requestChanged(
  batch: { readonly batchId: string; readonly batchNumber: string },
  status: string,
  write: { readonly revision: number; readonly position: string },
): BatchChanged {
  return {
    batch_id: batch.batchId,
    batch_number: batch.batchNumber,
    batch_type: 'requests',
    status,
    revision: write.revision,
    position: write.position,
  };
}
