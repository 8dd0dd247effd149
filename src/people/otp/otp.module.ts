import { Module } from '@nestjs/common';
import { AccountsCoreModule } from '../accounts';
import { fromSessionSecret } from '../../platform/auth/session-secret';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { OTP_HASHER, OtpHasher } from './otp-code';
import { OtpController } from './otp.controller';
import { DevOtpCodes, DevOtpController } from './dev-otp-codes';
import { OtpService } from './otp.service';
import { OtpSms } from './otp-sms';

@Module({
  imports: [AccountsCoreModule, OutboxModule],
  controllers: [OtpController, DevOtpController],
  providers: [OtpService, OtpSms, DevOtpCodes, fromSessionSecret(OTP_HASHER, ({ secret }) => new OtpHasher(secret))],
  exports: [OtpService],
})
export class OtpModule {}
