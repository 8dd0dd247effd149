import { Controller, Get, Param, Put } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { chatRoomInvalid, chatRoomNotFound } from './chat.errors';
import { parseRoom } from './chat-room';
import { SupportInboxQuery } from './support-inbox.query';

/** Staff answer support chats (the console's inbox); auditors may look but not mark. */
@Controller('api/admin/support/rooms')
export class SupportInboxController {
  constructor(private readonly inbox: SupportInboxQuery) {}

  @Get()
  @Roles('staff', 'auditor')
  async list() {
    return { results: await this.inbox.rooms() };
  }

  @Put(':room/read')
  @Roles('staff')
  async markRead(@Param('room') roomName: string, @CurrentActor() actor: Actor) {
    const room = parseRoom(roomName);
    if (!room || room.kind !== 'support') throw chatRoomInvalid('room');
    if (!(await this.inbox.exists(room.name))) throw chatRoomNotFound();
    return { room: room.name, unread: await this.inbox.markRead(room.name, actor.id) };
  }
}
