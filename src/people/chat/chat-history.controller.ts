import { Controller, Get, Query } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor } from '../../platform/auth/auth.decorators';
import { chatRoomForbidden, chatRoomInvalid } from './chat.errors';
import { parseRoom } from './chat-room';
import { ChatService } from './chat.service';

/** Spec §7 `GET /api/message/?room_name=`: the last 200 messages, oldest first, and the room's names. */
@Controller('api/message')
export class ChatHistoryController {
  constructor(private readonly chat: ChatService) {}

  @Get()
  async history(@Query('room_name') roomName: unknown, @CurrentActor() actor: Actor) {
    if (!parseRoom(roomName)) throw chatRoomInvalid('room_name');
    const room = await this.chat.room(actor, roomName, 'read');
    if (!room) throw chatRoomForbidden();
    return { data: await this.chat.history(room) };
  }
}
