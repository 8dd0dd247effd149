import { Controller, Get, Param, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor } from '../../platform/auth/auth.decorators';
import { NotificationPageDto } from './notification-page.dto';
import { NotificationsFreshness } from './notifications-freshness';
import { NotificationsQuery } from './notifications.query';

/** The caller's own notifications (every role has some): list, unread count, mark read. */
@Controller('api/batch/notifications')
export class NotificationsController {
  constructor(
    private readonly query: NotificationsQuery,
    private readonly freshness: NotificationsFreshness,
  ) {}

  @Get()
  async list(@Query() page: NotificationPageDto, @CurrentActor() actor: Actor, @Req() req: Request) {
    const { stale } = await this.freshness.await(req);
    const result = await this.query.list(actor.id, page.page, page.page_size);
    return { ...result, stale };
  }

  @Get('unread-count')
  async unreadCount(@CurrentActor() actor: Actor, @Req() req: Request) {
    await this.freshness.await(req);
    return { count: await this.query.unreadCount(actor.id) };
  }

  @Put('read/:id')
  async markRead(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return { count: await this.query.markRead(actor.id, id) };
  }
}
