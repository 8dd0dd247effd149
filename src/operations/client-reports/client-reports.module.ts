import { Module, type OnModuleInit } from '@nestjs/common';
import { ErasureSteps } from '../../platform/personal-data/erasure-steps';
import { ClientReportsController } from './client-reports.controller';
import { clientReportsErasureStep } from './client-reports.erasure';
import { ClientReportsService } from './client-reports.service';

/** The web apps' error reports and sampled session replays (README.md). */
@Module({ controllers: [ClientReportsController], providers: [ClientReportsService] })
export class ClientReportsModule implements OnModuleInit {
  constructor(private readonly erasure: ErasureSteps) {}

  onModuleInit(): void {
    this.erasure.register(clientReportsErasureStep);
  }
}
