import { Module } from '@nestjs/common';
import { ClientReportsController } from './client-reports.controller';
import { ClientReportsService } from './client-reports.service';

/** The web apps' error reports and sampled session replays (README.md). */
@Module({ controllers: [ClientReportsController], providers: [ClientReportsService] })
export class ClientReportsModule {}
