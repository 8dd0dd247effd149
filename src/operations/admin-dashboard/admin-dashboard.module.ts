import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminDashboardService } from './admin-dashboard.service';

/** The operator console's dashboard: batches by group, payments today, projection lag, recent errors. */
@Module({
  imports: [ProjectionsModule],
  controllers: [AdminDashboardController],
  providers: [AdminDashboardService],
})
export class AdminDashboardModule {}
