import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EmailSender } from './email.port';
import { OutboxController } from './outbox.controller';
import { OutboxEmailSender, OutboxSmsSender } from './outbox.senders';
import { SmsSender } from './sms.port';
import { SmtpEmailSender } from './smtp-email.sender';

@Module({
  controllers: [OutboxController],
  providers: [
    { provide: SmsSender, useClass: OutboxSmsSender },
    {
      // SMTP when configured; otherwise the outbox table staff and tests can read (DESIGN §8).
      provide: EmailSender,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): EmailSender =>
        config.smtpUrl ? new SmtpEmailSender(config.smtpUrl, config.smtpFrom) : new OutboxEmailSender(dataSource),
    },
  ],
  exports: [SmsSender, EmailSender],
})
export class OutboxModule {}
