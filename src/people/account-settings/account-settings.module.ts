import { Module } from '@nestjs/common';
import { ReferenceDataModule } from '../../operations/reference-data/reference-data.module';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { UploadsModule } from '../../platform/uploads/uploads.module';
import { AccountsCoreModule, AccountsModule } from '../accounts';
import { ErasureModule } from '../erasure';
import { OtpModule } from '../otp';
import { AccountSettingsController } from './account-settings.controller';
import { AccountUpdateService } from './account-update.service';
import { RegistrationService } from './registration.service';

/**
 * Registration, profile updates and account deletion: the account endpoints that need a verified
 * mobile (OTP) or erase the person. Kept above accounts, OTP and erasure so that imports between
 * those features point one way (an import cycle between CommonJS files breaks at load).
 */
@Module({
  imports: [
    AccountsCoreModule,
    AccountsModule,
    OtpModule,
    OutboxModule,
    ReferenceDataModule,
    UploadsModule,
    ErasureModule,
  ],
  controllers: [AccountSettingsController],
  providers: [RegistrationService, AccountUpdateService],
})
export class AccountSettingsModule {}
