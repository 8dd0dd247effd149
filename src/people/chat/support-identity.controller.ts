import { Controller, Get, Param } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { chatRoomInvalid } from './chat.errors';
import { parseRoom } from './chat-room';
import { SupportIdentityService } from './support-identity.service';

/** The support widget's identity: the account's own (with its hash), and staff's view of a room's. */
@Controller('api')
export class SupportIdentityController {
  constructor(private readonly identities: SupportIdentityService) {}

  @Get('support/identity')
  @Roles('requester', 'buyer')
  async mine(@CurrentActor() actor: Actor) {
    return this.identities.identityOf(actor.id);
  }

  @Get('admin/support/rooms/:room/identity')
  @Roles('staff', 'auditor')
  async ofRoom(@Param('room') roomName: string) {
    const room = parseRoom(roomName);
    if (!room || room.kind !== 'support') throw chatRoomInvalid('room');
    return this.identities.ofRoom(room.name);
  }
}
