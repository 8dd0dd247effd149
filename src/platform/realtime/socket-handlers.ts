import { Injectable, Logger } from '@nestjs/common';
import type { Socket } from 'socket.io';
import type { Actor } from '../auth/actor';

/** Attaches a feature's listeners to an authenticated socket (called once per connection). */
export type SocketHandler = (socket: Socket, actor: Actor) => void;

/**
 * Lets feature modules (batch:watch, chat) add socket events to the one gateway, so every event
 * shares the same authenticated handshake and the server keeps deciding the rooms (DESIGN §7).
 */
@Injectable()
export class SocketHandlers {
  private readonly logger = new Logger('SocketHandlers');
  private readonly handlers: SocketHandler[] = [];

  register(handler: SocketHandler): void {
    this.handlers.push(handler);
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
