import type { SupportRooms, SupportRoomsQuery as SupportRoomsQueryContract } from '@contracts/admin';
import { Controller, Get, Param, Put, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { chatRoomInvalid, chatRoomNotFound } from './chat.errors';
import { parseRoom } from './chat-room';
import { SupportInboxQuery } from './support-inbox.query';
import { dtoMatches } from '../../platform/web/dto-contract';

export const SUPPORT_PAGE_DEFAULT = 50;
export const SUPPORT_PAGE_MAX = 100;

/** A keyset page: `before` is the previous answer's `next` (a message sequence number). */
export class SupportRoomsQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(SUPPORT_PAGE_MAX) limit?: number;
  @IsOptional() @Matches(/^[0-9]{1,18}$/) before?: string;
}

dtoMatches<SupportRoomsQuery, SupportRoomsQueryContract>(true);

/** Staff answer support chats (the console's inbox); auditors may look but not mark. */
@Controller('api/admin/support/rooms')
export class SupportInboxController {
  constructor(private readonly inbox: SupportInboxQuery) {}

  @Get()
  @Roles('staff', 'auditor')
  list(@Query() query: SupportRoomsQuery): Promise<SupportRooms> {
    return this.inbox.rooms(query.limit ?? SUPPORT_PAGE_DEFAULT, query.before);
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
