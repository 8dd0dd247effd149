import { Module, type OnModuleInit } from '@nestjs/common';
import { ErasureSteps } from '../../platform/personal-data/erasure-steps';
import { UploadsModule } from '../../platform/uploads/uploads.module';
import { AccountsCoreModule, UsersRepository } from '../accounts';
import { peopleErasureStep } from './people-erasure.step';
import { PersonalDataErasure } from './personal-data-erasure';

/** `PersonalDataErasure` for account deletion and the privacy requests' staff action (docs/personal-data.md). */
@Module({
  imports: [AccountsCoreModule, UploadsModule],
  providers: [PersonalDataErasure],
  exports: [PersonalDataErasure],
})
export class ErasureModule implements OnModuleInit {
  constructor(
    private readonly steps: ErasureSteps,
    private readonly users: UsersRepository,
  ) {}

  onModuleInit(): void {
    this.steps.register(peopleErasureStep(this.users));
  }
}
