import { Module, type OnModuleInit } from '@nestjs/common';
import { ErasureSteps } from '../../platform/personal-data/erasure-steps';
import { AccountAccess, AccountsCoreModule, AccountsModule } from '../accounts';
import { ErasureModule } from '../erasure';
import { AccountErasure } from './account-erasure';
import { PersonalDataQuery } from './personal-data.query';
import { PrivacyAdminController } from './privacy-admin.controller';
import { PrivacyController } from './privacy.controller';
import { privacyRequestsErasureStep } from './privacy-requests.erasure';
import { PrivacyRequestsRepository } from './privacy-requests.repository';
import { PrivacyRequestsService } from './privacy-requests.service';

/** The personal-data export and privacy requests with their 30-day clock (README.md). */
@Module({
  imports: [AccountsCoreModule, AccountsModule, ErasureModule],
  controllers: [PrivacyController, PrivacyAdminController],
  providers: [AccountAccess, AccountErasure, PersonalDataQuery, PrivacyRequestsRepository, PrivacyRequestsService],
})
export class PrivacyModule implements OnModuleInit {
  constructor(private readonly steps: ErasureSteps) {}

  onModuleInit(): void {
    this.steps.register(privacyRequestsErasureStep);
  }
}
