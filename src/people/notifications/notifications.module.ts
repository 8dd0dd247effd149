import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import {
  DurableEventsHandler,
  DurableLogSlice,
} from '../../platform/projections/durable-events/durable-events-handler';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { Reactions } from '../../platform/projections/reactions/reactions';
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
import { reactionHandler } from '../../platform/projections/reactions/reaction-handler';

/** The notification e-mails' reaction, found by Nest as an @EventsHandler class and fed by the reactions' dispatcher. */
export const NotificationEmailReactionHandler = reactionHandler(
  'NotificationEmailReactionHandler',
  NotificationEmailReaction,
);

/** The notifications read model, as Nest discovers it; fed by the `read-models` dispatcher only. */
@Injectable()
@EventsHandler(DurableLogSlice)
export class NotificationsReadModel extends DurableEventsHandler {
  readonly projection: NotificationsProjection;

  constructor(templates: NotificationTemplates) {
    super();
    this.projection = new NotificationsProjection(templates);
  }
}

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
    NotificationsReadModel,
    NotificationEmailReactionHandler,
  ],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly emails: NotificationEmailReaction,
    private readonly reactions: Reactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // A slow SMTP server or SMS gateway holds at most half the reactions lane: timers and assignment keep going.
    this.reactions.registerJob<NotificationEmailPayload>(NOTIFICATION_EMAIL_JOB, (job) => this.emails.send(job), {
      concurrency: Math.ceil(this.config.jobsConcurrency / 2),
      batch: (jobs) => this.emails.sendMany(jobs),
    });
  }
}
