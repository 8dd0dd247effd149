import { Module, type OnModuleInit } from '@nestjs/common';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { Reactions } from '../../platform/projections/reactions/reactions';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { LegacyNotificationsController } from './legacy-notifications.controller';
import {
  NOTIFICATION_EMAIL_JOB,
  NotificationEmailReaction,
  type NotificationEmailPayload,
} from './notification-email.reaction';
import { NotificationSms } from './notification-sms';
import { NotificationTemplates } from './notification-templates';
import { NotificationsController } from './notifications.controller';
import { NotificationsFreshness } from './notifications-freshness';
import { NotificationsProjection } from './notifications.projection';
import { NotificationsQuery } from './notifications.query';

/** Notifications read model, its API, live `notification:new` pushes and the notification e-mails. */
@Module({
  imports: [ProjectionsModule, OutboxModule],
  controllers: [NotificationsController, LegacyNotificationsController],
  providers: [
    { provide: NotificationTemplates, useFactory: () => new NotificationTemplates() },
    NotificationsQuery,
    NotificationsFreshness,
    NotificationEmailReaction,
    NotificationSms,
  ],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly templates: NotificationTemplates,
    private readonly emails: NotificationEmailReaction,
    private readonly reactions: Reactions,
  ) {}

  onModuleInit(): void {
    this.registry.register(new NotificationsProjection(this.templates));
    this.reactions.registerWithJob<NotificationEmailPayload>(this.emails, NOTIFICATION_EMAIL_JOB, (job) =>
      this.emails.send(job),
    );
  }
}
