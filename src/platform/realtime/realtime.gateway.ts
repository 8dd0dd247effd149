import { Inject, Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server, Socket } from 'socket.io';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { originAllowed } from '../web/cross-origin';
import type { Actor } from '../auth/actor';
import { SessionStore } from '../auth/session-store';
import { DatabaseAvailability } from '../database/database-availability';
import type { SessionRef } from '../auth/session-token';
import { accountRoom, sessionRoom, STAFF_ROOM, type RealtimeEnvelope } from './realtime-channel';
import { SOCKET_AUTH_ERROR, SocketAuthenticator } from './socket-authenticator';
import { SocketHandlers } from './socket-handlers';
import { SocketClusterAdapter } from './socket-cluster-adapter';
import { socketConnections } from '../observability/metrics';
import { inNewTrace } from '../observability/request-trace';
import { requestsNeedTraceMiddleware } from '../observability/tracing';

interface SocketData {
  actor: Actor;
  session: SessionRef;
}

/** Sent before the server disconnects a socket whose session ended; the client must sign in again. */
export const SESSION_ENDED_EVENT = 'session:ended';
/** Sent before the server closes every socket when it stops (SIGTERM); the client reconnects later. */
export const SERVER_DRAINING_EVENT = 'server:draining';

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
    @Inject(SessionStore) private readonly sessions: SessionStore,
    private readonly availability: DatabaseAvailability,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clusterAdapter: SocketClusterAdapter,
  ) {}

  afterInit(server: Server): void {
    this.clusterAdapter.install(server);
    this.allowOrigins(server, this.config.corsOrigins);
    server.use((socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      this.authenticator
        .authenticate(auth?.token)
        .then((verified) => {
          if (!verified) return next(new Error(SOCKET_AUTH_ERROR));
          (socket.data as SocketData).actor = verified.actor;
          (socket.data as SocketData).session = verified.session;
          next();
        })
        .catch((error: unknown) => {
          // The database is away: not a bad token, so the client retries instead of signing out.
          if (this.availability.report(error)) return next(new Error('SERVICE_UNAVAILABLE'));
          this.logger.warn(`socket authentication failed: ${error instanceof Error ? error.message : String(error)}`);
          next(new Error(SOCKET_AUTH_ERROR));
        });
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const { actor, session } = socket.data as SocketData;
    socketConnections.inc();
    socket.once('disconnect', () => socketConnections.dec());
    // Every event a socket sends is checked against its session again (sign-out, disable, type change).
    // Checks are chained so events reach their handlers in the order they were sent (chat:leave then
    // chat:join must not swap): socket.io runs an async middleware for each packet independently.
    let previous: Promise<void> = Promise.resolve();
    // Each event's handlers run in a trace of their own (a span of the Socket.IO instrumentation when
    // spans are exported; else started here): socket.io runs them on a tick queued inside `next`.
    const handle = requestsNeedTraceMiddleware()
      ? (next: () => void) => inNewTrace(next)
      : (next: () => void) => next();
    socket.use((_packet, next) => {
      previous = previous.then(() =>
        this.authenticator.recheck(actor, session).then(
          (refusal) => (refusal ? this.endSession(socket, refusal) : handle(next)),
          () => next(new Error('SERVICE_UNAVAILABLE')),
        ),
      );
    });
    // Listeners before the first await: a client may emit (batch:watch, chat:join) as soon as it sees `connect`.
    this.handlers.attach(socket, actor);
    const rooms = [accountRoom(actor.id), sessionRoom(session.id)];
    if (actor.role === 'staff' || actor.role === 'auditor') rooms.push(STAFF_ROOM);
    await socket.join(rooms);
  }

  /**
   * Browsers apply no CORS to WebSockets: a handshake from a page of another origin than this
   * server's own or CORS_ORIGINS is refused (403) before anything else. Long-polling (not used by
   * our apps, but Socket.IO's fallback) gets the CORS header for a configured origin.
   */
  private allowOrigins(server: Server, origins: readonly string[]): void {
    const engine = server.engine as unknown as {
      opts: { allowRequest?: (req: IncomingMessage, done: (error: string | null, ok: boolean) => void) => void };
      use(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): void;
    };
    engine.opts.allowRequest = (req, done) =>
      originAllowed(origins, req.headers.origin, req.headers.host)
        ? done(null, true)
        : done('origin not allowed', false);
    engine.use((req, res, next) => {
      const origin = req.headers.origin;
      if (origin && origins.includes(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Vary', 'Origin');
      }
      next();
    });
  }

  /**
   * Delivers one push to this instance's sockets: the event, then any room change or disconnection it
   * carries. `server.local`: every instance gets the envelope from the fan-out and acts on its own
   * sockets; going through the cluster adapter as well would deliver it once per instance.
   */
  deliver(envelope: RealtimeEnvelope): void {
    this.emitLocally(envelope.rooms, envelope.event, envelope.data);
    if (!this.server) return;
    if (envelope.leave && envelope.leave.rooms.length > 0 && envelope.leave.from.length > 0)
      this.server.local.in(envelope.leave.rooms).socketsLeave(envelope.leave.from);
    if (envelope.disconnect && envelope.rooms.length > 0) {
      for (const room of envelope.rooms) this.sessions.invalidate(room.replace(/^(account|session):/, ''));
      this.server.local.in(envelope.rooms).disconnectSockets();
    }
  }

  /** The sessions of this instance's open sockets (the idle sweep). */
  liveSessions(): SessionRef[] {
    if (!this.server) return [];
    return [...this.server.sockets.sockets.values()]
      .map((socket) => (socket.data as Partial<SocketData>).session)
      .filter((session): session is SessionRef => session !== undefined);
  }

  /** Closes every socket of this instance (only: the others keep serving) with a reconnect hint (graceful drain on SIGTERM). */
  closeAll(reconnectAfterMs: number): void {
    if (!this.server) return;
    this.server.local.emit(SERVER_DRAINING_EVENT, { reconnect_after_ms: reconnectAfterMs });
    this.server.local.disconnectSockets(true);
  }

  private endSession(socket: Socket, reason: string): void {
    socket.emit(SESSION_ENDED_EVENT, { reason });
    socket.disconnect();
  }

  /** Emits to every socket of this instance in any of the rooms (each socket once), and tells the push listeners. */
  emitLocally(rooms: readonly string[], event: string, data: Record<string, unknown>): void {
    if (rooms.length === 0) return;
    this.handlers.pushed(rooms, event, data);
    if (!this.server) return;
    this.server.local.to([...rooms]).emit(event, data);
  }
}
