import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type {
  WsChatErrorFrame,
  WsChatReceivedFrame,
  WsChatSessionEndedFrame,
  WsChatSupportStartedFrame,
} from '@contracts/chat';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { WebSocket, WebSocketServer } from 'ws';
import type { Actor } from '../../platform/auth/actor';
import type { SessionRef } from '../../platform/auth/session-token';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { accountRoom, sessionRoom } from '../../platform/realtime/realtime-channel';
import { SESSION_ENDED_EVENT } from '../../platform/realtime/realtime.gateway';
import { originAllowed } from '../../platform/web/cross-origin';
import { SocketAuthenticator } from '../../platform/realtime/socket-authenticator';
import { SocketHandlers } from '../../platform/realtime/socket-handlers';
import { CHAT_CODES } from './chat.errors';
import type { ChatMessageView } from './chat-message.view';
import { ChatService } from './chat.service';
import { supportRoomOf } from './chat-room';
import { SupportIdentityService } from './support-identity.service';
import { SUPPORT_IDENTITY_INVALID, supportStartBody } from './support-start.socket';

/** `/ws/chat/{roomName}/` (the trailing slash optional); the room name is everything between. */
const PATH = /^\/ws\/chat\/([^/?#]+)\/?$/;
const MAX_FRAME_BYTES = 16 * 1024;
/** Close code after `session_ended` (4000-4999: the application's own); the client must sign in again. */
export const WS_SESSION_ENDED_CLOSE = 4401;

interface Peer {
  ws: WebSocket;
  actor: Actor;
  session: SessionRef;
  room: string;
}

const field = (o: unknown, name: string): unknown =>
  typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[name] : undefined;

const reasonOf = (data: unknown): string => {
  const reason = field(data, 'reason');
  return typeof reason === 'string' ? reason : 'ended';
};

/** The token of an upgrade: `?token=` (browsers cannot set headers on a WebSocket) or a bearer header. */
export function upgradeToken(req: IncomingMessage): string | undefined {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) return fromQuery;
  const header = req.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * The chat's second transport: a plain WebSocket (the `ws` package) on the same HTTP port as
 * Socket.IO. Same handshake check (the session token), same room rules (ChatService), same
 * messages table: a frame sent here is a `chat:send`, and every `chat:message` this instance
 * pushes to Socket.IO sockets (NOTIFY fan-out) is also written to the WebSocket peers of that room.
 */
@Injectable()
export class ChatWsTransport implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ChatWsTransport');
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly peers = new Map<string, Set<Peer>>();
  private upgradeListener?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly authenticator: SocketAuthenticator,
    private readonly chat: ChatService,
    private readonly handlers: SocketHandlers,
    private readonly identities: SupportIdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as
      { on: (event: 'upgrade', fn: (req: IncomingMessage, socket: Duplex, head: Buffer) => void) => void } | undefined;
    if (!server) return;
    this.upgradeListener = (req, socket, head) => {
      const match = PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
      if (!match) return; // Socket.IO's own upgrades (and anything else) are not ours.
      void this.upgrade(req, socket, head, decodeURIComponent(match[1]));
    };
    server.on('upgrade', this.upgradeListener);
    this.handlers.trackSessions(() => this.allPeers().map((p) => p.session));
    this.handlers.onPush((rooms, event, data) => {
      // Signed out, disabled, deleted, retyped, idle: the same push that disconnects Socket.IO sockets.
      if (event === SESSION_ENDED_EVENT) return this.endSessions(rooms, reasonOf(data));
      if (event !== 'chat:message') return;
      const room = field(data, 'room');
      const message = field(data, 'message') as ChatMessageView | undefined;
      if (typeof room === 'string' && message) this.deliver(room, message);
    });
  }

  onApplicationShutdown(): void {
    for (const peers of this.peers.values()) for (const p of peers) p.ws.terminate();
    this.wss.close();
  }

  private allPeers(): Peer[] {
    return [...this.peers.values()].flatMap((set) => [...set]);
  }

  /** Tells the peers of the ended sessions (rooms `account:{id}` or `session:{sid}`) why, then closes them. */
  private endSessions(rooms: readonly string[], reason: string): void {
    const ended = new Set(rooms);
    for (const peer of this.allPeers()) {
      if (!ended.has(accountRoom(peer.actor.id)) && !ended.has(sessionRoom(peer.session.id))) continue;
      this.send(peer.ws, { session_ended: { reason } });
      peer.ws.close(WS_SESSION_ENDED_CLOSE, reason);
    }
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, roomName: string): Promise<void> {
    try {
      // A page of another site must not open a chat with the visitor's token (browsers apply no CORS here).
      if (!originAllowed(this.config.corsOrigins, req.headers.origin, req.headers.host))
        return refuse(socket, 403, 'Forbidden');
      const signedIn = await this.authenticator.authenticate(upgradeToken(req));
      if (!signedIn) return refuse(socket, 401, 'Unauthorized');
      const { actor, session } = signedIn;
      const room = await this.chat.room(actor, roomName, 'take_part');
      if (!room) return refuse(socket, 403, 'Forbidden');
      this.wss.handleUpgrade(req, socket, head, (ws) => this.connected(ws, actor, session, room.name));
    } catch (error) {
      this.logger.warn(`ws chat upgrade failed: ${error instanceof Error ? error.message : String(error)}`);
      refuse(socket, 500, 'Internal Server Error');
    }
  }

  private connected(ws: WebSocket, actor: Actor, session: SessionRef, room: string): void {
    const peer: Peer = { ws, actor, session, room };
    const set = this.peers.get(room) ?? new Set<Peer>();
    set.add(peer);
    this.peers.set(room, set);
    ws.on('message', (raw: Buffer | ArrayBuffer | Buffer[]) => void this.received(peer, frameText(raw)));
    ws.on('close', () => {
      set.delete(peer);
      if (set.size === 0) this.peers.delete(room);
    });
    ws.on('error', () => ws.terminate());
  }

  /** One sent frame → ChatService.send, exactly as the Socket.IO `chat:send`; or the widget's identity start. */
  private async received(peer: Peer, raw: string): Promise<void> {
    let frame: unknown;
    try {
      frame = JSON.parse(raw);
    } catch {
      return this.send(peer.ws, { error: { id: null, code: CHAT_CODES.invalid } });
    }
    if (field(frame, 'support_start') !== undefined) return this.supportStart(peer, field(frame, 'support_start'));
    const message = field(frame, 'message');
    const id = field(message, 'id');
    const errorId = typeof id === 'string' ? id : null;
    try {
      const outcome = await this.chat.send(peer.actor, {
        room: peer.room,
        id,
        message: field(message, 'message'),
        message_type: field(message, 'message_type'),
      });
      if (!outcome.ok) this.send(peer.ws, { error: { id: errorId, code: outcome.code } });
    } catch (error) {
      this.logger.warn(`ws chat send failed: ${error instanceof Error ? error.message : String(error)}`);
      this.send(peer.ws, { error: { id: errorId, code: CHAT_CODES.failed } });
    }
  }

  /**
   * `{ support_start: identity }`: Socket.IO's `support:start` on this transport (same hash check,
   * same record of the server's own figures). A connection is bound to one room, so the start is
   * taken only on the account's own support room; anywhere else it is refused like a wrong hash.
   */
  private async supportStart(peer: Peer, payload: unknown): Promise<void> {
    try {
      const room =
        peer.room === supportRoomOf(peer.actor.id)
          ? await this.identities.start(peer.actor.id, supportStartBody(payload))
          : null;
      this.send(
        peer.ws,
        room ? { support_started: { room } } : { error: { id: null, code: SUPPORT_IDENTITY_INVALID } },
      );
    } catch (error) {
      this.logger.warn(`ws support start failed: ${error instanceof Error ? error.message : String(error)}`);
      this.send(peer.ws, { error: { id: null, code: CHAT_CODES.failed } });
    }
  }

  private deliver(room: string, m: ChatMessageView): void {
    const peers = this.peers.get(room);
    if (!peers) return;
    const frame: WsChatReceivedFrame = {
      message: { id: m.id, sender: m.sender, sender_name: m.sender_name, message: m.message, created_at: m.created_at },
    };
    for (const p of peers) this.send(p.ws, frame);
  }

  private send(
    ws: WebSocket,
    frame: WsChatReceivedFrame | WsChatErrorFrame | WsChatSessionEndedFrame | WsChatSupportStartedFrame,
  ): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
  }
}

function frameText(raw: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw as ArrayBuffer).toString('utf8');
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}
