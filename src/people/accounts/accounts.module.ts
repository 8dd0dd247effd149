import { Module } from '@nestjs/common';
import { BatchWriteModule } from '../../batch';
import { ReferenceDataModule } from '../../operations/reference-data/reference-data.module';
import { AccountAccess } from './account-access';
import { AccountsCoreModule } from './accounts-core.module';
import { AccountsController } from './accounts.controller';
import { ActiveRequestsChecker, WriterActiveRequestsChecker } from './active-requests.checker';
import { ProfileQuery } from './profile.query';

/**
 * The profile and account-switch endpoints, and what the account settings and privacy features read
 * through: access checks, the profile view and the active-requests port. Imports neither OTP nor
 * erasure, which both build on this feature (src/people/account-settings sits above all three).
 */
@Module({
  imports: [AccountsCoreModule, ReferenceDataModule, BatchWriteModule],
  controllers: [AccountsController],
  providers: [
    AccountAccess,
    ProfileQuery,
    // A port the erasure and the settings call; the batch writer answers it (src/batch UnfinishedBatches).
    { provide: ActiveRequestsChecker, useClass: WriterActiveRequestsChecker },
  ],
  exports: [ActiveRequestsChecker, AccountAccess, ProfileQuery],
})
export class AccountsModule {}
