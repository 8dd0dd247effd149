import { Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { Actor } from '../auth/actor';
import { accountRoom, STAFF_ROOM } from './realtime-channel';
import { SOCKET_AUTH_ERROR, SocketAuthenticator } from './socket-authenticator';
import { SocketHandlers } from './socket-handlers';
import { socketConnections } from '../observability/metrics';

interface SocketData {
  actor: Actor;
}

/**
 * The one Socket.IO endpoint (same origin, `/socket.io`). The handshake is authenticated before
 * any room is joined; the server alone decides the rooms (DESIGN §7). It joins only the rooms that
 * follow from the actor; every other event (batch:watch, chat) is a feature's SocketHandler.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('RealtimeGateway');

  @WebSocketServer()
  server: Server;

  constructor(
    private readonly authenticator: SocketAuthenticator,
    private readonly handlers: SocketHandlers,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      this.authenticator
        .authenticate(auth?.token)
        .then((actor) => {
          if (!actor) return next(new Error(SOCKET_AUTH_ERROR));
          (socket.data as SocketData).actor = actor;
          next();
        })
        .catch((error: unknown) => {
          this.logger.warn(`socket authentication failed: ${error instanceof Error ? error.message : String(error)}`);
          next(new Error(SOCKET_AUTH_ERROR));
        });
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const { actor } = socket.data as SocketData;
    socketConnections.inc();
    socket.once('disconnect', () => socketConnections.dec());
    // Listeners before the first await: a client may emit (batch:watch, chat:join) as soon as it sees `connect`.
    this.handlers.attach(socket, actor);
    const rooms = [accountRoom(actor.id)];
    if (actor.role === 'staff' || actor.role === 'auditor') rooms.push(STAFF_ROOM);
    await socket.join(rooms);
  }

  /** Emits to every socket of this instance in any of the rooms (each socket once), and tells the push listeners. */
  emitLocally(rooms: readonly string[], event: string, data: Record<string, unknown>): void {
    if (rooms.length === 0) return;
    this.handlers.pushed(rooms, event, data);
    if (!this.server) return;
    this.server.to([...rooms]).emit(event, data);
  }
}
