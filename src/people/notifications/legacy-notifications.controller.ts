import { Controller, Get, HttpCode, Param, Patch, Query } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor } from '../../platform/auth/auth.decorators';
import { notAuthorized } from '../../platform/auth/auth.errors';
import { NotificationPageDto } from './notification-page.dto';
import { NotificationsQuery } from './notifications.query';

/**
 * The older notification paths (spec §7). `{id}` in all/ and number/ is an account id: only the
 * caller's own (403 otherwise, as the spec's wrong-role message); PATCH takes a notification id.
 */
@Controller('api/notification')
export class LegacyNotificationsController {
  constructor(private readonly query: NotificationsQuery) {}

  @Get('all/:id')
  all(@Param('id') id: string, @Query() page: NotificationPageDto, @CurrentActor() actor: Actor) {
    if (id !== actor.id) throw notAuthorized();
    return this.query.list(actor.id, page.page, page.page_size);
  }

  @Get('number/:id')
  async number(@Param('id') id: string, @CurrentActor() actor: Actor) {
    if (id !== actor.id) throw notAuthorized();
    return { count: await this.query.unreadCount(actor.id) };
  }

  /** Only marking read exists: a notification cannot be made unread again. */
  @Patch(':id')
  @HttpCode(200)
  async read(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return { count: await this.query.markRead(actor.id, id) };
  }
}
