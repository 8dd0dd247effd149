import { Injectable, Logger } from '@nestjs/common';
import type { Socket } from 'socket.io';
import type { Actor } from '../auth/actor';
import type { SessionRef } from '../auth/session-token';

/** Attaches a feature's listeners to an authenticated socket (called once per connection). */
export type SocketHandler = (socket: Socket, actor: Actor) => void;

/**
 * Sees every push this instance delivers (rooms, event, data), for a feature's other transport (the
 * plain WebSocket chat path of src/people/chat) that is not a Socket.IO socket.
 */
export type PushListener = (rooms: readonly string[], event: string, data: Record<string, unknown>) => void;

/**
 * Lets feature modules (batch:watch, chat) add socket events to the one gateway, so every event
 * shares the same authenticated handshake and the server keeps deciding the rooms (DESIGN §7).
 */
@Injectable()
export class SocketHandlers {
  private readonly logger = new Logger('SocketHandlers');
  private readonly handlers: SocketHandler[] = [];
  private readonly pushListeners: PushListener[] = [];
  private readonly sessionSources: Array<() => Iterable<SessionRef>> = [];

  register(handler: SocketHandler): void {
    this.handlers.push(handler);
  }

  /** Called with each push this instance emits to its sockets (after the NOTIFY fan-out). */
  onPush(listener: PushListener): void {
    this.pushListeners.push(listener);
  }

  /**
   * A transport other than Socket.IO names the sessions of its open connections, so the idle sweep
   * (idle-session-sweep.ts) ends them too; it closes them when it sees the `session:ended` push.
   */
  trackSessions(source: () => Iterable<SessionRef>): void {
    this.sessionSources.push(source);
  }

  liveSessions(): SessionRef[] {
    return this.sessionSources.flatMap((source) => [...source()]);
  }

  pushed(rooms: readonly string[], event: string, data: Record<string, unknown>): void {
    for (const listener of this.pushListeners) {
      try {
        listener(rooms, event, data);
      } catch (error) {
        this.logger.warn(`push listener failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  attach(socket: Socket, actor: Actor): void {
    for (const handler of this.handlers) {
      try {
        handler(socket, actor);
      } catch (error) {
        this.logger.warn(`socket handler failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
