import { Module } from '@nestjs/common';
import { OtpModule } from '../otp/otp.module';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { ReferenceDataModule } from '../../operations/reference-data/reference-data.module';
import { UploadsModule } from '../../platform/uploads/uploads.module';
import { AccountAccess } from './account-access';
import { AccountSettingsController } from './account-settings.controller';
import { AccountUpdateService } from './account-update.service';
import { AccountsCoreModule } from './accounts-core.module';
import { ErasureModule } from '../erasure/erasure.module';
import { AccountsController } from './accounts.controller';
import { ActiveRequestsChecker, ReadModelActiveRequestsChecker } from './active-requests.checker';
import { ProfileQuery } from './profile.query';
import { RegistrationService } from './registration.service';

@Module({
  imports: [AccountsCoreModule, OtpModule, OutboxModule, ReferenceDataModule, UploadsModule, ErasureModule],
  controllers: [AccountsController, AccountSettingsController],
  providers: [
    AccountAccess,
    ProfileQuery,
    RegistrationService,
    AccountUpdateService,
    // A port, so the batch feature can provide its own check later without touching this module's callers.
    { provide: ActiveRequestsChecker, useClass: ReadModelActiveRequestsChecker },
  ],
  exports: [ActiveRequestsChecker, ErasureModule],
})
export class AccountsModule {}
