import { Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { Actor } from '../auth/actor';
import { BatchVisibility } from '../../batch/read/push/batch-visibility';
import { accountRoom, batchRoom, STAFF_ROOM } from './realtime-channel';
import { SOCKET_AUTH_ERROR, SocketAuthenticator } from './socket-authenticator';
import { SocketHandlers } from './socket-handlers';

type Ack = (answer: { ok: true } | { ok: false; code: string }) => void;

interface SocketData {
  actor: Actor;
}

const batchIdOf = (payload: unknown): unknown =>
  typeof payload === 'object' && payload !== null ? (payload as { batch_id?: unknown }).batch_id : undefined;

/**
 * The one Socket.IO endpoint (same origin, `/socket.io`). The handshake is authenticated before
 * any room is joined; the server alone decides the rooms (DESIGN §7).
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('RealtimeGateway');

  @WebSocketServer()
  server: Server;

  constructor(
    private readonly authenticator: SocketAuthenticator,
    private readonly visibility: BatchVisibility,
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
    // Listeners first: a client may emit batch:watch as soon as it sees `connect`.
    socket.on('batch:watch', (payload: unknown, ack?: unknown) => void this.watch(socket, actor, payload, ack));
    socket.on('batch:unwatch', (payload: unknown, ack?: unknown) => {
      const batchId = batchIdOf(payload);
      if (typeof batchId === 'string') void socket.leave(batchRoom(batchId));
      if (typeof ack === 'function') (ack as Ack)({ ok: true });
    });
    // Features' events (chat) are listening before the first await too.
    this.handlers.attach(socket, actor);
    const rooms = [accountRoom(actor.id)];
    if (actor.role === 'staff' || actor.role === 'auditor') rooms.push(STAFF_ROOM);
    await socket.join(rooms);
  }

  /** Emits to every socket of this instance in any of the rooms (each socket once). */
  emitLocally(rooms: readonly string[], event: string, data: Record<string, unknown>): void {
    if (rooms.length === 0 || !this.server) return;
    this.server.to([...rooms]).emit(event, data);
  }

  private async watch(socket: Socket, actor: Actor, payload: unknown, ack: unknown): Promise<void> {
    const reply = typeof ack === 'function' ? (ack as Ack) : () => undefined;
    const batchId = batchIdOf(payload);
    try {
      if (!(await this.visibility.canWatch(actor, batchId))) return reply({ ok: false, code: 'BATCH_NOT_FOUND' });
      await socket.join(batchRoom(batchId as string));
      reply({ ok: true });
    } catch (error) {
      this.logger.warn(`batch:watch failed: ${error instanceof Error ? error.message : String(error)}`);
      reply({ ok: false, code: 'BATCH_NOT_FOUND' });
    }
  }
}
