import { Injectable } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { AccountNames } from './account-names';
import { ChatAccess } from './chat-access';
import { CHAT_CODES, type ChatCode } from './chat.errors';
import type { ChatMessageView } from './chat-message.view';
import { ChatMessagesRepository } from './chat-messages.repository';
import { parseRoom, type ChatRoom } from './chat-room';

export const MAX_MESSAGE_LENGTH = 2000;
/** JSON-escaped bytes a message may take, so the whole push stays under the NOTIFY limit (7500). */
const MAX_MESSAGE_JSON_BYTES = 6400;
const MAX_SENDER_NAME_LENGTH = 100;
const MESSAGE_TYPES: readonly string[] = ['text'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: ChatCode };

export interface SendInput {
  room: unknown;
  id: unknown;
  message: unknown;
  message_type: unknown;
}

/** Join, send and history: the rules shared by the socket events and the HTTP history. */
@Injectable()
export class ChatService {
  constructor(
    private readonly access: ChatAccess,
    private readonly messages: ChatMessagesRepository,
    private readonly names: AccountNames,
  ) {}

  /** A room the actor may use in this way, or null (bad names and foreign rooms look alike). */
  async room(actor: Actor, name: unknown, mode: 'take_part' | 'read'): Promise<ChatRoom | null> {
    const room = parseRoom(name);
    if (!room) return null;
    return (await this.access.allows(actor, room, mode)) ? room : null;
  }

  /** Each side sees the other's name: the room's parties plus anyone who wrote in it. */
  async participants(room: ChatRoom): Promise<Record<string, string>> {
    const parties = room.kind === 'support' ? [room.accountId] : [room.buyerId, room.requesterId];
    return this.names.of([...parties, ...(await this.messages.senders(room.name))]);
  }

  async send(actor: Actor, input: SendInput): Promise<Outcome<ChatMessageView>> {
    const room = await this.room(actor, input.room, 'take_part');
    if (!room) return { ok: false, code: CHAT_CODES.forbidden };
    if (typeof input.message !== 'string' || input.message.trim().length === 0)
      return { ok: false, code: CHAT_CODES.empty };
    if (
      input.message.length > MAX_MESSAGE_LENGTH ||
      Buffer.byteLength(JSON.stringify(input.message)) > MAX_MESSAGE_JSON_BYTES
    ) {
      return { ok: false, code: CHAT_CODES.tooLong };
    }
    if (typeof input.id !== 'string' || !UUID.test(input.id)) return { ok: false, code: CHAT_CODES.invalid };
    const messageType = input.message_type === undefined ? 'text' : input.message_type;
    if (typeof messageType !== 'string' || !MESSAGE_TYPES.includes(messageType))
      return { ok: false, code: CHAT_CODES.invalid };
    const senderName = (await this.names.one(actor.id)).slice(0, MAX_SENDER_NAME_LENGTH);
    const saved = await this.messages.save({
      id: input.id.toLowerCase(),
      room,
      senderId: actor.id,
      senderName,
      message: input.message,
      messageType,
    });
    if (saved.kind === 'conflict') return { ok: false, code: CHAT_CODES.invalid };
    if (saved.kind === 'too_large') return { ok: false, code: CHAT_CODES.tooLong };
    return { ok: true, value: saved.message };
  }

  async history(room: ChatRoom): Promise<{ messages: ChatMessageView[]; participants: Record<string, string> }> {
    const [messages, participants] = await Promise.all([this.messages.history(room.name), this.participants(room)]);
    return { messages, participants };
  }
}
