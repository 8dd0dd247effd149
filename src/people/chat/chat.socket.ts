import { Injectable, Logger } from '@nestjs/common';
import type { Socket } from 'socket.io';
import type { Actor } from '../../platform/auth/actor';
import { CHAT_CODES } from './chat.errors';
import { chatSocketRoom } from './chat-room';
import { ChatService, type SendInput } from './chat.service';

type Ack = (answer: Record<string, unknown>) => void;

const field = (payload: unknown, name: string): unknown =>
  typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[name] : undefined;

/**
 * `chat:join`, `chat:leave` and `chat:send` on the gateway's authenticated sockets. Delivery of
 * `chat:message` goes through the NOTIFY fan-out, so a sender on one instance reaches readers on all.
 */
@Injectable()
export class ChatSocket {
  private readonly logger = new Logger('ChatSocket');

  constructor(private readonly chat: ChatService) {}

  attach(socket: Socket, actor: Actor): void {
    socket.on(
      'chat:join',
      (payload: unknown, ack?: unknown) => void this.join(socket, actor, payload, this.reply(ack)),
    );
    socket.on('chat:leave', (payload: unknown, ack?: unknown) => {
      const room = field(payload, 'room');
      if (typeof room === 'string') void socket.leave(chatSocketRoom(room));
      this.reply(ack)({ ok: true });
    });
    socket.on('chat:send', (payload: unknown, ack?: unknown) => void this.send(actor, payload, this.reply(ack)));
  }

  private async join(socket: Socket, actor: Actor, payload: unknown, reply: Ack): Promise<void> {
    try {
      const room = await this.chat.room(actor, field(payload, 'room'), 'take_part');
      if (!room) return reply({ ok: false, code: CHAT_CODES.forbidden });
      await socket.join(chatSocketRoom(room.name));
      reply({ ok: true, room: room.name, participants: await this.chat.participants(room) });
    } catch (error) {
      this.logger.warn(`chat:join failed: ${error instanceof Error ? error.message : String(error)}`);
      reply({ ok: false, code: CHAT_CODES.forbidden });
    }
  }

  private async send(actor: Actor, payload: unknown, reply: Ack): Promise<void> {
    const input: SendInput = {
      room: field(payload, 'room'),
      id: field(payload, 'id'),
      message: field(payload, 'message'),
      message_type: field(payload, 'message_type'),
    };
    try {
      const outcome = await this.chat.send(actor, input);
      reply(outcome.ok ? { ok: true, message: outcome.value } : { ok: false, code: outcome.code });
    } catch (error) {
      // The client marks the message as failed and may resend it with the same id.
      this.logger.warn(`chat:send failed: ${error instanceof Error ? error.message : String(error)}`);
      reply({ ok: false, code: CHAT_CODES.failed });
    }
  }

  private reply(ack: unknown): Ack {
    return typeof ack === 'function' ? (ack as Ack) : () => undefined;
  }
}
