import { Module } from '@nestjs/common';
import { AccountsCoreModule } from '../accounts/accounts-core.module';
import { resolveSessionSecret } from '../../platform/auth/session-secret';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { OtpHasher } from './otp-code';
import { OtpController } from './otp.controller';
import { DevOtpCodes, DevOtpController } from './dev-otp-codes';
import { OTP_HASHER, OtpService } from './otp.service';

@Module({
  imports: [AccountsCoreModule, OutboxModule],
  controllers: [OtpController, DevOtpController],
  providers: [
    OtpService,
    DevOtpCodes,
    {
      provide: OTP_HASHER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new OtpHasher(resolveSessionSecret(config)),
    },
  ],
  exports: [OtpService],
})
export class OtpModule {}
