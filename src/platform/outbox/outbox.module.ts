import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EmailSender } from './email.port';
import { OutboxController } from './outbox.controller';
import { OutboxEmailSender, OutboxSmsSender } from './outbox.senders';
import { SmsSender } from './sms.port';
import { LocalSmsGateway } from './local-sms-gateway';
import { SmsDeliveries } from './sms-deliveries';
import { SmtpEmailSender } from './smtp-email.sender';
import { TwilioSmsSender } from './twilio-sms.sender';

@Module({
  controllers: [OutboxController],
  providers: [
    {
      // Twilio when configured (or its local simulator); otherwise the outbox table (DESIGN §8).
      provide: SmsSender,
      inject: [APP_CONFIG, DataSource, { token: LocalSmsGateway, optional: true }],
      useFactory: (config: AppConfig, dataSource: DataSource, local?: LocalSmsGateway): SmsSender => {
        if (!config.twilio) return new OutboxSmsSender(dataSource);
        if (config.smsSender !== 'twilio-simulator') return new TwilioSmsSender(config.twilio);
        if (!local) throw new Error('SMS_SENDER=twilio-simulator but no local SMS gateway is bound');
        return new TwilioSmsSender({ ...config.twilio, apiUrl: local.url });
      },
    },
    SmsDeliveries,
    {
      // SMTP when configured; otherwise the outbox table staff and tests can read (DESIGN §8).
      provide: EmailSender,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): EmailSender =>
        config.smtpUrl ? new SmtpEmailSender(config.smtpUrl, config.smtpFrom) : new OutboxEmailSender(dataSource),
    },
  ],
  exports: [SmsSender, SmsDeliveries, EmailSender],
})
export class OutboxModule {}
